/** The local mail viewer (the SES emulator), read as a host would read their inbox. */
import { inject } from 'vitest';

export type StoredEmail = { subject: string; destination: { to: string[] }; body: { text: string } };

/**
 * The newest email to `address` with `subject`. No waiting: every email the stack sends (also
 * Cognito's codes) is stored before the call that caused it answers.
 */
export const latestEmailTo = async (address: string, subject: string): Promise<StoredEmail> => {
  const { urls } = inject('localStack');
  const { emails } = (await fetch(`${urls.mailViewer}/store`).then((r) => r.json())) as { emails: StoredEmail[] };
  const found = emails.filter((email) => email.destination.to.includes(address) && email.subject === subject).at(-1);
  if (!found) throw new Error(`No email "${subject}" to ${address} in the mail viewer`);
  return found;
};

/** The six-digit code in a Cognito email. */
export const codeIn = (email: StoredEmail): string => /\b(\d{6})\b/.exec(email.body.text)?.[1] ?? '';

export const verificationSubject = 'Your Trustay verification code';
export const passwordResetSubject = 'Your Trustay password reset code';
