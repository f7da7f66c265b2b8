/**
 * Spec §3 Sign-up form and §5 Sign-up rules. The checks the server makes come from the same
 * contract the server parses with (signUpHostRequestSchema); the screen adds only what never
 * reaches the server: the password re-entry.
 */
import { signUpHostRequestSchema, type SignUpHostRequest } from '#contracts/host-user';
import { phoneCountry, defaultPhoneRegion } from '../../../lib/phone-countries.ts';
import { signUpMessages } from './sign-up-messages.ts';

export type SignUpForm = {
  invitationCode: string;
  username: string;
  password: string;
  passwordR: string;
  firstName: string;
  lastName: string;
  company: string;
  /** ISO region of the phone country dropdown, e.g. US; the request carries its calling code. */
  phoneRegion: string;
  phone: string;
  pms: string;
  numberOfProperties: number | null;
  writedCountry: string;
  state: string;
  sendEmail: boolean;
  termsAndConditions: boolean;
};

export const emptySignUpForm = (prefill: { invitationCode?: string; username?: string } = {}): SignUpForm => ({
  invitationCode: prefill.invitationCode ?? '',
  username: prefill.username ?? '',
  password: '',
  passwordR: '',
  firstName: '',
  lastName: '',
  company: '',
  phoneRegion: defaultPhoneRegion,
  phone: '',
  pms: '',
  numberOfProperties: null,
  writedCountry: '',
  state: '',
  // Spec §9: score emails default to YES at sign-up.
  sendEmail: true,
  termsAndConditions: false,
});

export const toSignUpRequest = (form: SignUpForm): SignUpHostRequest => ({
  invitationCode: form.invitationCode.trim().toUpperCase(),
  username: form.username,
  password: form.password,
  firstName: form.firstName,
  lastName: form.lastName,
  company: form.company,
  country: phoneCountry(form.phoneRegion)?.callingCode ?? '',
  phone: form.phone,
  pms: form.pms,
  numberOfProperties: form.numberOfProperties ?? 0,
  writedCountry: form.writedCountry,
  state: form.state,
  sendEmail: form.sendEmail ? 'YES' : 'NO',
  termsAndConditions: form.termsAndConditions as true,
});

/** Spec §5's order of the sign-up checks; fields with no rule there follow. */
const fieldOrder = [
  'invitationCode',
  'username',
  'password',
  'passwordR',
  'lastName',
  'firstName',
  'company',
  'country',
  'phone',
  'pms',
  'numberOfProperties',
  'writedCountry',
  'state',
  'sendEmail',
  'termsAndConditions',
] as const;

/** Every failed check, one per field, in the spec's order (spec §5: all shown together). */
export const validateSignUp = (form: SignUpForm): string[] => {
  const firstProblem = new Map<string, string>();
  const note = (field: string, message: string) => {
    if (!firstProblem.has(field)) firstProblem.set(field, message);
  };
  const parsed = signUpHostRequestSchema.safeParse(toSignUpRequest(form));
  for (const issue of parsed.error?.issues ?? []) note(String(issue.path[0]), issue.message);
  if (form.passwordR === '') note('passwordR', signUpMessages.validation.passwordReEntryRequired);
  else if (form.password !== form.passwordR) note('passwordR', signUpMessages.validation.passwordsDiffer);
  return fieldOrder.flatMap((field) => firstProblem.get(field) ?? []);
};

export const validateSignUpVerification = (code: string): string[] =>
  code.trim() === '' ? [signUpMessages.validation.verificationCodeRequired] : [];
