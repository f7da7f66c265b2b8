import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Password } from 'primereact/password';
import { useToast } from '../../../components/toast/toast-context.ts';
import { changePassword } from '../../auth/api/cognito-auth.ts';
import { cancelChangePassword, emptyChangePasswordForm, submitChangePassword, type ChangePasswordDeps, type ChangePasswordForm } from '../lib/change-password.ts';

const fields: { field: keyof ChangePasswordForm; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { field: 'newPassword1', label: 'New Password', autoComplete: 'new-password' },
  { field: 'newPassword2', label: 'New Password ReEntry', autoComplete: 'new-password' },
];

/** Spec §2 /password: a signed-in host changes their password; what the buttons do lives in lib/change-password.ts. */
export const ChangePasswordPage = () => {
  const navigate = useNavigate();
  const toasts = useToast();
  const [form, setForm] = useState<ChangePasswordForm>(emptyChangePasswordForm);
  const [busy, setBusy] = useState(false);

  const deps = useMemo<ChangePasswordDeps>(() => ({ changePassword, toasts, goTo: (path) => navigate(path) }), [navigate, toasts]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await submitChangePassword(form, deps);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <title>Change Password · Trustay</title>
      <form className="card form-card" onSubmit={(event) => void submit(event)} noValidate aria-label="Change Password">
        <h1>Change Password</h1>
        <p className="lead">Enter your current password, then choose a new one of at least 8 characters.</p>
        {fields.map(({ field, label, autoComplete }) => (
          <div className="field" key={field}>
            <label htmlFor={field}>{label}</label>
            <Password
              inputId={field}
              value={form[field]}
              onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
              feedback={false}
              toggleMask
              autoComplete={autoComplete}
            />
          </div>
        ))}
        <div className="form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined disabled={busy} onClick={() => cancelChangePassword(deps)} />
          <Button type="submit" label="Update" className="submit-button" loading={busy} disabled={busy} />
        </div>
      </form>
    </main>
  );
};
