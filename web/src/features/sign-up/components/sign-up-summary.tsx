import { Button } from 'primereact/button';
import { phoneCountry } from '../../../lib/phone-countries.ts';
import type { SignUpForm } from '../lib/sign-up-form.ts';

/** SIGNUP_SUCCESS: a read-only summary of what the host signed up with (spec §2). */
export const SignUpSummary = ({ form, onLogin }: { form: SignUpForm; onLogin: () => void }) => {
  const country = phoneCountry(form.phoneRegion);
  const rows: [string, string][] = [
    ['Invitation Code', form.invitationCode.trim().toUpperCase()],
    ['Username', form.username.trim().toLowerCase()],
    ['Name', `${form.firstName.trim()} ${form.lastName.trim()}`],
    ['Company', form.company.trim()],
    ['Country', country?.label ?? ''],
    ['Phone', `${country?.callingCode ?? ''} ${form.phone.trim()}`],
    ['Score emails', form.sendEmail ? 'Yes' : 'No'],
  ];
  return (
    <>
      <p className="lead">Your account is ready, with 5 screening credits to start.</p>
      <dl className="summary-list" data-testid="sign-up-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="form-buttons">
        <Button type="button" label="Login" className="submit-button" onClick={onLogin} />
      </div>
    </>
  );
};
