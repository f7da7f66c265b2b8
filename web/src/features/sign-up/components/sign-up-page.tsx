import { PhoneNumberFields } from '../../../components/phone-number-fields.tsx';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Tag } from 'primereact/tag';
import { useToast } from '../../../components/toast/toast-context.ts';
import { channelLabels } from '#contracts/channels';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../auth/components/auth-context.ts';
import { LegalDialog, legalDialogTitle, type LegalDialogId } from '../../legal/components/legal-dialog.tsx';
import { cognitoSignUpAuth, useSignUpApi } from '../api/sign-up-api.ts';
import type { SignUpForm } from '../lib/sign-up-form.ts';
import {
  authorizeChannel,
  cancelHostaway,
  checkInvitationCode,
  completeHostaway,
  submitSignUp,
  submitVerification,
  type SignUpFlowDeps,
} from '../lib/sign-up-flow.ts';
import { initialSignUpState, signUpReducer, type SignUpStage } from '../lib/sign-up-stage.ts';
import { HostawayDialog } from './hostaway-dialog.tsx';
import { SignUpSummary } from './sign-up-summary.tsx';
import './sign-up-page.css';

const titles: Record<SignUpStage, string> = {
  SIGNUP: 'Sign Up',
  SIGNUP_VERIFY: 'Verify Your Email',
  SIGNUP_TOKEET: 'Connect Tokeet',
  SIGNUP_ADVANCECM: 'Connect AdvanceCM',
  SIGNUP_SUCCESS: 'Sign Up Complete',
};



const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type TextFieldProps = {
  form: SignUpForm;
  field: 'invitationCode' | 'username' | 'firstName' | 'lastName' | 'company' | 'phone' | 'pms' | 'writedCountry' | 'state';
  label: string;
  hint?: string;
  autoComplete?: string;
  onChange: (field: keyof SignUpForm, value: string) => void;
};

const TextField = ({ form, field, label, hint, autoComplete = 'off', onChange }: TextFieldProps) => (
  <div className="field">
    <label htmlFor={field}>{label}</label>
    <InputText
      id={field}
      value={form[field]}
      onChange={(event) => onChange(field, event.target.value)}
      autoComplete={autoComplete}
      aria-describedby={hint ? `${field}-hint` : undefined}
    />
    {hint && (
      <small id={`${field}-hint`} className="field-hint">
        {hint}
      </small>
    )}
  </div>
);

const PasswordField = ({ form, field, label, onChange }: { form: SignUpForm; field: 'password' | 'passwordR'; label: string; onChange: TextFieldProps['onChange'] }) => (
  <div className="field">
    <label htmlFor={field}>{label}</label>
    <Password inputId={field} value={form[field]} onChange={(event) => onChange(field, event.target.value)} feedback={false} toggleMask autoComplete="new-password" />
  </div>
);

/** Spec §2 Sign-up screen with the stages of §4; what each button does lives in lib/sign-up-flow.ts. */
const SignUpScreen = ({ code, email }: { code: string | undefined; email: string | undefined }) => {
  const auth = useAuth();
  const toasts = useToast();
  const navigate = useNavigate();
  const api = useSignUpApi();
  const [state, dispatch] = useReducer(signUpReducer, { invitationCode: code, username: email }, initialSignUpState);
  const [busy, setBusy] = useState(false);
  const [openLegal, setOpenLegal] = useState<LegalDialogId | null>(null);
  const { stage, form, invitation } = state;

  const deps = useMemo<SignUpFlowDeps>(
    () => ({
      api,
      auth: cognitoSignUpAuth,
      toasts,
      dispatch,
      onSignedIn: async () => {
        await auth.refreshUser();
      },
      goTo: (path) => navigate(path, { replace: true }),
      leaveFor: (url) => window.location.assign(url),
      wait,
    }),
    [api, auth.refreshUser, navigate, toasts],
  );

  // /signupcode/{code}: the code is checked as the page opens (once, also under StrictMode).
  const checked = useRef(false);
  useEffect(() => {
    if (!code || checked.current) return;
    checked.current = true;
    void checkInvitationCode(code, deps);
  }, [code, deps]);

  const run = (action: () => Promise<void>) => async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const change = (field: keyof SignUpForm, value: SignUpForm[keyof SignUpForm]) => dispatch({ type: 'fieldChanged', field, value });
  const acknowledgeLegal = () => {
    setOpenLegal(null);
    // Reading the terms to the end and acknowledging them accepts them.
    change('termsAndConditions', true);
  };
  const fieldProps = { form, onChange: change };
  const username = form.username.trim().toLowerCase();

  const frame = (children: ReactNode, onSubmit?: (event: FormEvent<HTMLFormElement>) => void) => (
    <main className="page">
      <title>{`${titles[stage]} · Trustay`}</title>
      <form className="card form-card sign-up-card" onSubmit={onSubmit ?? ((event) => event.preventDefault())} noValidate aria-label={titles[stage]}>
        <h1>{titles[stage]}</h1>
        {invitation && (
          <p className="lead" data-testid="sign-up-channel">
            Channel <Tag value={channelLabels[invitation.channel]} severity="info" /> set by your invitation code.
          </p>
        )}
        {children}
      </form>
      {openLegal && <LegalDialog dialog={openLegal} visible onAcknowledge={acknowledgeLegal} />}
      <HostawayDialog
        visible={state.hostawayDialogOpen}
        form={state.hostaway}
        busy={busy}
        onChange={(field, value) => dispatch({ type: 'hostawayFieldChanged', field, value })}
        onCancel={() => cancelHostaway(deps)}
        onComplete={() => void run(() => completeHostaway(username, state.hostaway, deps))()}
      />
    </main>
  );

  switch (stage) {
    case 'SIGNUP':
      return frame(
        <>
          <section className="form-section" aria-labelledby="host-details">
            <h2 id="host-details">1. Host Details</h2>
            <div className="form-grid">
              <TextField {...fieldProps} field="invitationCode" label="Invitation Code" />
              <TextField {...fieldProps} field="username" label="Username (email address)" autoComplete="email" />
              <PasswordField {...fieldProps} field="password" label="Password" />
              <PasswordField {...fieldProps} field="passwordR" label="Password (re-entry)" />
              <TextField {...fieldProps} field="firstName" label="First Name" autoComplete="given-name" />
              <TextField {...fieldProps} field="lastName" label="Last Name" autoComplete="family-name" />
              <TextField {...fieldProps} field="company" label="Company" hint="Type Self if you have none." autoComplete="organization" />
              <PhoneNumberFields region={form.phoneRegion} phone={form.phone} onRegionChange={(region) => change('phoneRegion', region)} onPhoneChange={(phone) => change('phone', phone)} />
            </div>
          </section>
          <section className="form-section" aria-labelledby="property-details">
            <h2 id="property-details">2. Property Details</h2>
            <div className="form-grid">
              <TextField {...fieldProps} field="pms" label="Property management system (PMS)" hint="Type none if you do not use one." />
              <div className="field">
                <label htmlFor="numberOfProperties">Number of properties</label>
                <InputNumber inputId="numberOfProperties" value={form.numberOfProperties} onValueChange={(event) => change('numberOfProperties', event.value ?? null)} min={0} max={100000} useGrouping={false} />
              </div>
              <TextField {...fieldProps} field="writedCountry" label="Country" autoComplete="country-name" />
              <TextField {...fieldProps} field="state" label="City/State" autoComplete="address-level1" />
            </div>
          </section>
          <div className="field-checkbox">
            <Checkbox inputId="sendEmail" checked={form.sendEmail} onChange={(event) => change('sendEmail', event.checked === true)} />
            <label htmlFor="sendEmail">Email me each guest's Trustay score</label>
          </div>
          <div className="field-checkbox">
            <Checkbox inputId="termsAndConditions" checked={form.termsAndConditions} onChange={(event) => change('termsAndConditions', event.checked === true)} />
            <label htmlFor="termsAndConditions">
              I accept the{' '}
              <Button type="button" link className="inline-link-button" label={legalDialogTitle('termsAndConditions')} onClick={() => setOpenLegal('termsAndConditions')} /> and the{' '}
              <Button type="button" link className="inline-link-button" label={legalDialogTitle('serviceAgreement')} onClick={() => setOpenLegal('serviceAgreement')} />
            </label>
          </div>
          <div className="form-buttons">
            <Button type="submit" label="Sign Up" className="submit-button" loading={busy} disabled={busy} />
          </div>
          <p className="form-footer">
            Already have an account? <Link to={paths.login}>Sign in</Link>
          </p>
        </>,
        run(() => submitSignUp(form, deps)),
      );
    case 'SIGNUP_VERIFY':
      return frame(
        <>
          <p className="lead">
            We emailed a verification code to <strong>{username}</strong>. If none arrives within 10 minutes, contact support.
          </p>
          <div className="field">
            <label htmlFor="verificationCode">Verification Code</label>
            <InputText
              id="verificationCode"
              value={state.verificationCode}
              onChange={(event) => dispatch({ type: 'verificationCodeChanged', value: event.target.value })}
              autoComplete="one-time-code"
            />
          </div>
          <div className="form-buttons">
            <Button type="button" label="Reset" severity="secondary" outlined disabled={busy} onClick={() => dispatch({ type: 'verificationReset' })} />
            <Button type="submit" label="Verify" className="submit-button" loading={busy} disabled={busy} />
          </div>
        </>,
        run(() => submitVerification(form, state.verificationCode, invitation?.channel, deps)),
      );
    case 'SIGNUP_TOKEET':
    case 'SIGNUP_ADVANCECM': {
      const channel = stage === 'SIGNUP_TOKEET' ? 'tokeet' : 'advancecm';
      return frame(
        <>
          <p className="lead">
            Your Trustay account is ready. Authorize Trustay in {channelLabels[channel]} so your reservations can be screened; you will come back here
            to sign in.
          </p>
          <div className="form-buttons">
            <Button type="button" label="Authorize" className="submit-button" loading={busy} disabled={busy} onClick={() => void run(() => authorizeChannel(channel, username, deps))()} />
          </div>
        </>,
      );
    }
    case 'SIGNUP_SUCCESS':
      return frame(<SignUpSummary form={form} onLogin={() => navigate(paths.account, { replace: true })} />);
  }
};

/**
 * /signup and /signupcode/{code}. `email` prefills the username; `is_api=ownerrez` with
 * `reference` is the way back from OwnerRez after the account exists, so it goes to Login.
 */
export const SignUpPage = () => {
  const { code } = useParams();
  const [searchParams] = useSearchParams();
  if (searchParams.get('is_api') === 'ownerrez') {
    const reference = searchParams.get('reference');
    return <Navigate to={`${paths.login}?${new URLSearchParams({ is_api: 'ownerrez', ...(reference ? { email: reference } : {}) })}`} replace />;
  }
  return <SignUpScreen code={code} email={searchParams.get('email') ?? undefined} />;
};
