/**
 * Host account contracts (spec §3 Sign-up form, Host user, User extra; §5 Sign-up rules): the
 * server-side sign-up request and the host record a signed-in host reads. No AWS imports.
 */
import * as z from 'zod';
import { hostChannels } from './channels.ts';
import { invitationCodeSchema } from './invitation.ts';

/** Spec §3 Password policy. */
export const minimumPasswordLength = 8;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max = 200) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).default('');

/** Emails are compared and stored lower-cased: they are the host's key everywhere. */
export const emailSchema = z
  .string({ error: 'Username (email address) is required' })
  .trim()
  .min(1, 'Username (email address) is required')
  .pipe(z.email('Username is not a valid email address'))
  .transform((email) => email.toLowerCase());

export const sendEmailChoices = ['YES', 'NO'] as const;

export const signUpHostRequestSchema = z.strictObject({
  invitationCode: z.string({ error: 'Invitation Code is required' }).trim().min(1, 'Invitation Code is required').pipe(invitationCodeSchema),
  username: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(minimumPasswordLength, `Password must be at least ${minimumPasswordLength} characters`)
    .max(256, 'Password must be at most 256 characters'),
  firstName: required('First Name', 100),
  lastName: required('Last Name', 100),
  company: required('Company'),
  /** The phone country code chosen from the dropdown, e.g. +1. */
  country: z.string({ error: 'Country is required' }).trim().regex(/^\+\d{1,4}$/, 'Country is required'),
  /** Digits with the usual separators; at least 4 digits. */
  phone: z.string({ error: 'Phone Number is required' }).trim().regex(/^(?=(?:\D*\d){4})[\d ()-]{4,24}$/, 'Phone Number is required'),
  pms: optional('PMS', 100),
  numberOfProperties: z.int('Number of properties must be a whole number').min(0, 'Number of properties cannot be negative').max(100_000).default(0),
  writedCountry: optional('Country', 100),
  state: optional('City/State', 100),
  sendEmail: z.enum(sendEmailChoices).default('YES'),
  termsAndConditions: z.literal(true, { error: 'Terms and Conditions should be accepted' }),
});
export type SignUpHostRequest = z.input<typeof signUpHostRequestSchema>;

/** Spec §3: phoneNumber is a plus sign, the country code, then the phone's digits. */
export const internationalPhoneNumber = (countryCode: string, phone: string): string =>
  `+${countryCode.replace(/\D/g, '')}${phone.replace(/\D/g, '')}`;

/** What `GET /stripe/users/{email}` answers to the host themself (spec §7). */
export const hostUserSchema = z.object({
  username: z.string(),
  contactName: z.string(),
  company: z.string(),
  phoneNumber: z.string(),
  channel: z.enum(hostChannels),
  screening: z.int(),
  isIdVerificationEnabled: z.boolean(),
  /** Spec §3 Account attributes: the phone country code, e.g. +44. */
  country: z.string(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  sendEmail: z.enum(sendEmailChoices),
});
export type HostUser = z.infer<typeof hostUserSchema>;

const websiteMessage = 'Website must be a web address, e.g. https://www.example.com';

/** Empty means none (null); an address typed without a scheme, e.g. www.example.com, gets https://. */
const websiteSchema = z
  .string({ error: websiteMessage })
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .nullable()
  .default(null)
  .transform((website) => (website === null || website === '' ? null : /^[a-z][a-z\d+.-]*:\/\//i.test(website) ? website : `https://${website}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: websiteMessage }).nullable());

const addressSchema = z
  .string({ error: 'Address must be text' })
  .trim()
  .max(500, 'Address must be at most 500 characters')
  .nullable()
  .default(null)
  .transform((address) => (address === '' ? null : address));

/**
 * `POST /stripe/users/{email}`: a host edits their spec §3 Account attributes on /account. The
 * channel, email, credits and status are never the client's to set: unknown fields are refused.
 * Company, country code and phone follow the sign-up rules.
 */
export const updateHostAccountRequestSchema = z.strictObject({
  contactName: required('Name'),
  company: signUpHostRequestSchema.shape.company,
  country: signUpHostRequestSchema.shape.country,
  /** The national number, without the country code. */
  phone: signUpHostRequestSchema.shape.phone,
  website: websiteSchema,
  address: addressSchema,
  sendEmail: z.enum(sendEmailChoices, { error: 'Send Email must be YES or NO' }),
});
export type UpdateHostAccountRequest = z.input<typeof updateHostAccountRequestSchema>;
export type ParsedHostAccountUpdate = z.output<typeof updateHostAccountRequestSchema>;

export const hostEmailPathSchema = z.object({ email: emailSchema });

/** Spec §3 User extra, as `GET /stripe/user-extra/{email}` answers it. */
export const userExtraSchema = z.object({
  pms: z.string(),
  numberOfProperties: z.int(),
  state: z.string(),
  country: z.string(),
});
export type UserExtra = z.infer<typeof userExtraSchema>;

/** `POST /stripe/user-extra`: a host updates their property details (spec §7). */
export const saveUserExtraRequestSchema = z.strictObject({
  email: emailSchema,
  pms: optional('PMS', 100),
  numberOfProperties: z.int('Number of properties must be a whole number').min(0, 'Number of properties cannot be negative').max(100_000).default(0),
  state: optional('City/State', 100),
  country: optional('Country', 100),
  signed: z.literal(true, { error: 'signed must be true' }).default(true),
});

/** `POST /tpc/hostaway/api/signup`: a Hostaway host connects their Hostaway account (spec §7). */
export const connectHostawayRequestSchema = z.strictObject({
  email: emailSchema,
  clientId: z
    .string({ error: 'Account ID is required' })
    .trim()
    .regex(/^\d{1,12}$/, 'Account ID is the number Hostaway shows for your account'),
  apiKey: z.string({ error: 'API Key is required' }).trim().min(1, 'API Key is required').max(200, 'API Key must be at most 200 characters'),
});

export const partnerConnectionSchema = z.object({ status: z.literal('success'), message: z.string() });
export type PartnerConnection = z.infer<typeof partnerConnectionSchema>;
