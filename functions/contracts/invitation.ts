/**
 * Invitation code contracts (spec §2 Invitation code screen, §3 Invitation, §7, §9), used by
 * the handlers to parse requests and by the web app to type its calls. No AWS imports.
 */
import * as z from 'zod';
import { invitationChannels } from './channels.ts';

/** Spec §9: 16 characters, A-Z and 0-9. */
export const invitationCodeLength = 16;
export const invitationCodeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const invitationCodeSchema = z
  .string({ error: 'Invitation Code is required' })
  .regex(/^[A-Z0-9]{16}$/, 'Invitation Code must be 16 characters, A-Z and 0-9');

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

export const createInvitationCodeRequestSchema = z.strictObject({
  code: invitationCodeSchema,
  channel: z.enum(invitationChannels, {
    error: `Channel must be one of ${invitationChannels.join(', ')}`,
  }),
  description: optionalText('Description', 500),
  notes: optionalText('Notes', 2000),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password must be at most 256 characters'),
});
export type CreateInvitationCodeRequest = z.input<typeof createInvitationCodeRequestSchema>;

/** What `GET /v1/client/invitation/{code}` answers (spec §7). */
export const invitationSchema = z.object({
  active: z.boolean(),
  invitationCode: invitationCodeSchema,
  description: z.string(),
  channel: z.enum(invitationChannels),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPathSchema = z.object({ code: invitationCodeSchema });

/** Fills the array with random bytes, like `crypto.getRandomValues`. */
export type RandomByteSource = (bytes: Uint8Array<ArrayBuffer>) => unknown;

const cryptoRandomBytes: RandomByteSource = (bytes) => crypto.getRandomValues(bytes);

/**
 * Bytes at or above the largest multiple of the alphabet size are rejected, so every
 * character is equally likely (a plain `byte % 36` would favour the first 4 characters).
 */
const acceptedByteLimit = 256 - (256 % invitationCodeAlphabet.length);

/** A random invitation code: 16 characters of A-Z and 0-9 (spec §9). */
export const randomInvitationCode = (fillRandomBytes: RandomByteSource = cryptoRandomBytes): string => {
  let code = '';
  while (code.length < invitationCodeLength) {
    const bytes = new Uint8Array(invitationCodeLength - code.length);
    fillRandomBytes(bytes);
    for (const byte of bytes) {
      if (byte < acceptedByteLimit) code += invitationCodeAlphabet[byte % invitationCodeAlphabet.length];
    }
  }
  return code;
};
