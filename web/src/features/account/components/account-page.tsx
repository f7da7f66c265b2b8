import { PhoneNumberFields } from '../../../components/phone-number-fields.tsx';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { channelLabels } from '#contracts/channels';
import type { HostUser } from '#contracts/host-user';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { paths } from '../../../config/paths.ts';
import { useHostUser } from '../../host-user/components/host-user-context.ts';
import { useAccountApi } from '../api/account-api.ts';
import { submitAccountUpdate, type AccountFlowDeps } from '../lib/account-flow.ts';
import { accountFormFrom, type AccountForm } from '../lib/account-form.ts';
import './account-page.css';

type TextField = 'contactName' | 'company' | 'website';

/** Spec §2 /account: the host's account attributes (§3), editable except email, channel and credits. */
const AccountEditor = ({ hostUser }: { hostUser: HostUser }) => {
  const navigate = useNavigate();
  const toasts = useToast();
  const api = useAccountApi();
  const { reload } = useHostUser();
  const [form, setForm] = useState<AccountForm>(() => accountFormFrom(hostUser));
  const [busy, setBusy] = useState(false);

  const deps = useMemo<AccountFlowDeps>(() => ({ api, toasts, reloadHostUser: reload }), [api, toasts, reload]);

  const change = <Field extends keyof AccountForm>(field: Field, value: AccountForm[Field]) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await submitAccountUpdate(hostUser.username, form, deps);
    } finally {
      setBusy(false);
    }
  };

  const textField = (field: TextField, label: string, autoComplete: string, hint?: string, className = 'field') => (
    <div className={className}>
      <label htmlFor={field}>{label}</label>
      <InputText
        id={field}
        value={form[field]}
        onChange={(event) => change(field, event.target.value)}
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

  return (
    <main className="page">
      <title>Account · Trustay</title>
      <form className="card form-card account-card" onSubmit={(event) => void submit(event)} noValidate aria-label="Account">
        <h1>Account</h1>
        <dl className="account-summary">
          <div>
            <dt>Email (username)</dt>
            <dd data-testid="account-email">{hostUser.username}</dd>
          </div>
          <div>
            <dt>Channel</dt>
            <dd data-testid="account-channel">{channelLabels[hostUser.channel]}</dd>
          </div>
          <div>
            <dt>Screening credits</dt>
            <dd data-testid="account-credits">{hostUser.screening}</dd>
          </div>
        </dl>
        <div className="account-form-grid">
          {textField('contactName', 'Name', 'name')}
          {textField('company', 'Company', 'organization', 'Type Self if you have none.')}
          <PhoneNumberFields region={form.phoneRegion} phone={form.phone} onRegionChange={(region) => change('phoneRegion', region)} onPhoneChange={(phone) => change('phone', phone)} />
          {textField('website', 'Website', 'url', 'Optional, e.g. https://www.example.com', 'field field-wide')}
          <div className="field field-wide">
            <label htmlFor="address">Address</label>
            <InputTextarea id="address" value={form.address} onChange={(event) => change('address', event.target.value)} rows={3} autoResize autoComplete="street-address" />
          </div>
        </div>
        <div className="account-checkbox">
          <Checkbox inputId="sendEmail" checked={form.sendEmail} onChange={(event) => change('sendEmail', event.checked === true)} />
          <label htmlFor="sendEmail">Email me each guest's Trustay score</label>
        </div>
        <div className="form-buttons">
          <Button type="button" label="Change Password" icon="pi pi-lock" severity="secondary" outlined disabled={busy} onClick={() => navigate(paths.password)} />
          <Button type="submit" label="Update" className="submit-button" loading={busy} disabled={busy} />
        </div>
      </form>
    </main>
  );
};

/** /account. The form starts again from the saved values whenever they change (e.g. after Update). */
export const AccountPage = () => {
  const { hostUser, isLoading, error, reload } = useHostUser();
  if (hostUser) return <AccountEditor key={JSON.stringify(accountFormFrom(hostUser))} hostUser={hostUser} />;
  if (isLoading || error === null) return <PageSpinner />;
  return (
    <main className="page">
      <title>Account · Trustay</title>
      <section className="card message-card">
        <h1>Account</h1>
        <p>Your account could not be loaded: {error}</p>
        <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={() => void reload()} />
      </section>
    </main>
  );
};
