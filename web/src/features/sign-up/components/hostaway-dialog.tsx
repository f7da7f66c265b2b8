import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import type { HostawayForm } from '../lib/sign-up-stage.ts';

type HostawayDialogProps = {
  visible: boolean;
  form: HostawayForm;
  busy: boolean;
  onChange: (field: keyof HostawayForm, value: string) => void;
  onCancel: () => void;
  onComplete: () => void;
};

/** Spec §2 Sign-up: the Information dialog a Hostaway host fills with Account ID and API Key. */
export const HostawayDialog = ({ visible, form, busy, onChange, onCancel, onComplete }: HostawayDialogProps) => (
  <Dialog
    header="Information"
    visible={visible}
    modal
    closable={false}
    closeOnEscape={false}
    style={{ width: '32rem' }}
    breakpoints={{ '640px': '95vw' }}
    onHide={onCancel}
    footer={
      <div className="form-buttons">
        <Button type="button" label="Cancel" severity="secondary" outlined disabled={busy} onClick={onCancel} />
        <Button type="button" label="Complete" loading={busy} disabled={busy} onClick={onComplete} />
      </div>
    }
  >
    <p>Connect your Hostaway account: in Hostaway, open Settings, then Hostaway API, and copy your Account ID and an API key.</p>
    <div className="field">
      <label htmlFor="hostawayAccountId">Account ID</label>
      <InputText id="hostawayAccountId" value={form.accountId} onChange={(event) => onChange('accountId', event.target.value)} inputMode="numeric" autoComplete="off" />
    </div>
    <div className="field">
      <label htmlFor="hostawayApiKey">API Key</label>
      <Password inputId="hostawayApiKey" value={form.apiKey} onChange={(event) => onChange('apiKey', event.target.value)} feedback={false} toggleMask autoComplete="off" />
    </div>
  </Dialog>
);
