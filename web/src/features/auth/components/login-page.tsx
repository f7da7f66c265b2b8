import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { partnerLabels, partnerLinkErrorMessages, partnerLinkReturnQuerySchema } from '#contracts/partner-onboarding';
import { paths } from '../../../config/paths.ts';
import { cognitoLoginApi } from '../api/cognito-auth.ts';
import {
  cancelNewPassword,
  submitEmailVerification,
  submitForgotPassword,
  submitLogin,
  submitNewPassword,
  submitResetWithCode,
  type LoginFlowDeps,
} from '../lib/login-flow.ts';
import { loginMessages } from '../lib/login-messages.ts';
import { initialLoginState, loginReducer, type LoginStage } from '../lib/login-stage.ts';
import type { LoginForm } from '../lib/login-validation.ts';
import { useAuth } from './auth-context.ts';

const titles: Record<LoginStage, string> = {
  LOGIN: 'Sign In',
  FORGOT_PASSWORD: 'Forgot Password',
  FORGOT_PASSWORD_CODE: 'Reset Password',
  COMPLETE_NEW_PASSWORD_REQUIRED: 'Set a New Password',
  STAGE_EMAIL_VERIFICATION: 'Verify Your Email',
};

const leads: Record<LoginStage, string> = {
  LOGIN: 'Sign in to Trustay with your email address.',
  FORGOT_PASSWORD: 'Enter your email address and we will send you a password reset code.',
  FORGOT_PASSWORD_CODE: 'Enter the code from the email and choose a new password.',
  COMPLETE_NEW_PASSWORD_REQUIRED: 'Choose your own password (at least 8 characters) to finish signing in.',
  STAGE_EMAIL_VERIFICATION:
    'Enter the verification code we emailed you. If none arrives within 10 minutes, contact support.',
};

type FieldProps = {
  form: LoginForm;
  field: keyof LoginForm;
  label: string;
  onChange: (field: keyof LoginForm, value: string) => void;
};

const TextField = ({ form, field, label, onChange, type = 'text', autoComplete }: FieldProps & { type?: string; autoComplete: string }) => (
  <div className="field">
    <label htmlFor={field}>{label}</label>
    <InputText
      id={field}
      type={type}
      value={form[field]}
      onChange={(event) => onChange(field, event.target.value)}
      autoComplete={autoComplete}
      spellCheck={false}
    />
  </div>
);

const PasswordField = ({ form, field, label, onChange, autoComplete }: FieldProps & { autoComplete: string }) => (
  <div className="field">
    <label htmlFor={field}>{label}</label>
    <Password
      inputId={field}
      value={form[field]}
      onChange={(event) => onChange(field, event.target.value)}
      feedback={false}
      toggleMask
      autoComplete={autoComplete}
    />
  </div>
);

const StageButtons = ({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel?: () => void }) => (
  <div className="form-buttons">
    {onCancel && <Button type="button" label="Cancel" severity="secondary" outlined onClick={onCancel} disabled={busy} />}
    <Button type="submit" label={submitLabel} className="submit-button" loading={busy} disabled={busy} />
  </div>
);

/** Spec §2 Login screen with the stages of §4; what each button does lives in lib/login-flow.ts. */
const LoginScreen = () => {
  const auth = useAuth();
  const toasts = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // `email` prefills the address, e.g. on the way back from OwnerRez.
  const [state, dispatch] = useReducer(loginReducer, searchParams.get('email') ?? '', (username) => ({
    ...initialLoginState,
    form: { ...initialLoginState.form, username },
  }));
  const [busy, setBusy] = useState(false);
  const { stage, form } = state;


  const deps = useMemo<LoginFlowDeps>(
    () => ({
      auth: cognitoLoginApi,
      toasts,
      dispatch,
      onSignedIn: async () => {
        await auth.refreshUser();
        navigate(paths.home, { replace: true });
      },
    }),
    [auth.refreshUser, navigate, toasts],
  );

  const run = (action: (form: LoginForm, deps: LoginFlowDeps) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await action(form, deps);
    } finally {
      setBusy(false);
    }
  };

  const change = (field: keyof LoginForm, value: string) => dispatch({ type: 'fieldChanged', field, value });
  const backToLogin = () => dispatch({ type: 'cancelled' });
  const fieldProps = { form, onChange: change };

  const frame = (onSubmit: (event: FormEvent<HTMLFormElement>) => void, children: ReactNode) => (
    <main className="page">
      <title>{`${titles[stage]} · Trustay`}</title>
      <form className="card form-card" onSubmit={onSubmit} noValidate aria-label={titles[stage]}>
        <h1>{titles[stage]}</h1>
        <p className="lead">{leads[stage]}</p>
        {children}
      </form>
    </main>
  );

  switch (stage) {
    case 'LOGIN':
      return frame(
        run(submitLogin),
        <>
          <TextField {...fieldProps} field="username" label="Email" type="email" autoComplete="username" />
          <div className="field">
            <div className="field-label-row">
              <label htmlFor="password">Password</label>
              <Button
                type="button"
                link
                label="Forgot password?"
                className="inline-link-button"
                onClick={() => dispatch({ type: 'forgotPasswordChosen' })}
              />
            </div>
            <Password
              inputId="password"
              value={form.password}
              onChange={(event) => change('password', event.target.value)}
              feedback={false}
              toggleMask
              autoComplete="current-password"
            />
          </div>
          <StageButtons submitLabel="Sign In" busy={busy} />
          <p className="form-footer">
            New to Trustay? <Link to={paths.signUp}>Sign up</Link>
          </p>
        </>,
      );
    case 'FORGOT_PASSWORD':
      return frame(
        run(submitForgotPassword),
        <>
          <TextField {...fieldProps} field="username" label="Email" type="email" autoComplete="username" />
          <StageButtons submitLabel="Reset Password" busy={busy} onCancel={backToLogin} />
        </>,
      );
    case 'FORGOT_PASSWORD_CODE':
      return frame(
        run(submitResetWithCode),
        <>
          <TextField {...fieldProps} field="code" label="Password Reset Code" autoComplete="one-time-code" />
          <PasswordField {...fieldProps} field="newPassword1" label="New Password" autoComplete="new-password" />
          <PasswordField {...fieldProps} field="newPassword2" label="New Password ReEntry" autoComplete="new-password" />
          <StageButtons submitLabel="Change Password" busy={busy} onCancel={backToLogin} />
        </>,
      );
    case 'COMPLETE_NEW_PASSWORD_REQUIRED':
      return frame(
        run(submitNewPassword),
        <>
          <PasswordField {...fieldProps} field="newPassword1" label="New Password" autoComplete="new-password" />
          <PasswordField {...fieldProps} field="newPassword2" label="New Password ReEntry" autoComplete="new-password" />
          <StageButtons submitLabel="Update" busy={busy} onCancel={() => cancelNewPassword(deps)} />
        </>,
      );
    case 'STAGE_EMAIL_VERIFICATION':
      return frame(
        run(submitEmailVerification),
        <>
          <TextField {...fieldProps} field="code" label="Verification Code" autoComplete="one-time-code" />
          <StageButtons submitLabel="Submit" busy={busy} onCancel={backToLogin} />
        </>,
      );
  }
};

/**
 * Spec §2: back from linking OwnerRez (or Tokeet, AdvanceCM) the login route says how it went,
 * once (also under StrictMode), whether or not the host is still signed in.
 */
const usePartnerLinkAnnouncement = () => {
  const toasts = useToast();
  const [searchParams] = useSearchParams();
  const partnerLink = partnerLinkReturnQuerySchema.safeParse(Object.fromEntries(searchParams)).data;
  const partner = partnerLink && partnerLabels[partnerLink.is_api];
  const failure = partnerLink?.link_error;
  const announced = useRef(false);
  useEffect(() => {
    if (!partner || announced.current) return;
    announced.current = true;
    if (failure) toasts.showError(partnerLinkErrorMessages[failure](partner));
    else toasts.showSuccess(loginMessages.partnerConnected(partner));
  }, [partner, failure, toasts]);
};

/** /login: a signed-in visitor goes straight home. */
export const LoginPage = () => {
  const auth = useAuth();
  usePartnerLinkAnnouncement();
  if (auth.isLoading) return <PageSpinner />;
  if (auth.isUserSignedIn) return <Navigate to={paths.home} replace />;
  return <LoginScreen />;
};
