import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Password } from 'primereact/password';
import { channelLabels, invitationChannels, type InvitationChannel } from '#contracts/channels';
import { useToast } from '../../../components/toast/toast-context.ts';
import { shortToastLifeMs } from '../../../components/toast/toast-messages.ts';
import { useCreateInvitationCode } from '../api/create-invitation-code.ts';
import { randomInvitationCode } from '#contracts/invitation';

type InvitationCodeForm = {
  code: string;
  channel: InvitationChannel;
  description: string;
  notes: string;
  password: string;
};

const emptyForm = (channel: InvitationChannel): InvitationCodeForm => ({
  code: '',
  channel,
  description: '',
  notes: '',
  password: '',
});

const channelOptions = invitationChannels.map((channel) => ({
  label: channelLabels[channel],
  value: channel,
}));

/**
 * Spec §2 Invitation code screen: the provider creates a code that fixes a new host's channel.
 * Spec §5 shows no client-side validation here; the server checks everything, and §8 answers
 * any failure with the same toast.
 */
export const InvitationCodePage = () => {
  const createInvitationCode = useCreateInvitationCode();
  const { showError, showSuccess } = useToast();
  const [form, setForm] = useState(() => emptyForm(invitationChannels[0]));
  const [isSubmitting, setIsSubmitting] = useState(false);

  const updateField = <Field extends keyof InvitationCodeForm>(field: Field, value: InvitationCodeForm[Field]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitting(true);
    try {
      await createInvitationCode(form);
      showSuccess('Invitation Code Created Succesfully!', shortToastLifeMs);
      // The provider usually creates several codes for one channel in a row.
      setForm((current) => emptyForm(current.channel));
    } catch (error) {
      // API errors never contain the request body, so the password is not logged.
      console.error('Invitation code creation failed', error);
      showError('Incorrect password!');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <main className="page">
      <title>Invitation Code · Trustay</title>
      <form className="card form-card" onSubmit={handleSubmit} noValidate>
        <h1>Create Invitation Code</h1>
        <p className="lead">A new host signs up with this code. The code fixes the host&apos;s channel.</p>

        <div className="field">
          <div className="field-label-row">
            <label htmlFor="invitationCode">Invitation Code</label>
            <Button
              type="button"
              link
              label="Dice"
              icon="pi pi-sparkles"
              className="dice-button"
              onClick={() => updateField('code', randomInvitationCode())}
            />
          </div>
          <InputText
            id="invitationCode"
            value={form.code}
            onChange={(event) => updateField('code', event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>

        <div className="field">
          <label htmlFor="channel">Channel</label>
          <Dropdown
            inputId="channel"
            value={form.channel}
            options={channelOptions}
            onChange={(event) => updateField('channel', event.value as InvitationChannel)}
          />
        </div>

        <div className="field">
          <label htmlFor="description">Description</label>
          <InputText
            id="description"
            value={form.description}
            onChange={(event) => updateField('description', event.target.value)}
          />
        </div>

        <div className="field">
          <label htmlFor="notes">Notes</label>
          <InputTextarea
            id="notes"
            rows={3}
            autoResize
            value={form.notes}
            onChange={(event) => updateField('notes', event.target.value)}
          />
        </div>

        <div className="field">
          <label htmlFor="password">Password</label>
          <Password
            inputId="password"
            value={form.password}
            onChange={(event) => updateField('password', event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="current-password"
          />
        </div>

        <Button type="submit" label="Create Code" className="submit-button" loading={isSubmitting} disabled={isSubmitting} />
      </form>
    </main>
  );
};
