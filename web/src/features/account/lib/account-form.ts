/**
 * Spec §3 Account attributes as the /account form holds them. The checks are the contract the
 * server parses with (updateHostAccountRequestSchema), so the form and the API agree.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { updateHostAccountRequestSchema, type HostUser, type UpdateHostAccountRequest } from '#contracts/host-user';
import { defaultPhoneRegion, phoneCountries, phoneCountry } from '../../../lib/phone-countries.ts';

export type AccountForm = {
  contactName: string;
  company: string;
  /** ISO region of the phone country dropdown, e.g. GB; the request carries its calling code. */
  phoneRegion: string;
  /** The national number: phoneNumber without the country code. */
  phone: string;
  website: string;
  address: string;
  sendEmail: boolean;
};

/** Spec §3: the national phone number is phoneNumber with the country code removed. */
export const nationalNumber = (phoneNumber: string, countryCode: string): string => {
  const digits = phoneNumber.replace(/\D/g, '');
  const code = countryCode.replace(/\D/g, '');
  return code !== '' && digits.startsWith(code) ? digits.slice(code.length) : digits;
};

/**
 * The dropdown's region for a stored calling code. Several regions share a code (+1), so the
 * number itself picks among them where it can; an unknown code selects nothing, so the host is
 * asked to choose rather than silently moved to another country.
 */
export const phoneRegionFor = (phoneNumber: string, countryCode: string): string => {
  const candidates = phoneCountries.filter((country) => country.callingCode === countryCode).map((country) => country.region);
  const numbered = parsePhoneNumberFromString(phoneNumber)?.country;
  if (numbered && candidates.includes(numbered)) return numbered;
  return candidates.includes(defaultPhoneRegion) ? defaultPhoneRegion : (candidates[0] ?? '');
};

export const accountFormFrom = (hostUser: HostUser): AccountForm => ({
  contactName: hostUser.contactName,
  company: hostUser.company,
  phoneRegion: phoneRegionFor(hostUser.phoneNumber, hostUser.country),
  phone: nationalNumber(hostUser.phoneNumber, hostUser.country),
  website: hostUser.website ?? '',
  address: hostUser.address ?? '',
  sendEmail: hostUser.sendEmail === 'YES',
});

export const toUpdateRequest = (form: AccountForm): UpdateHostAccountRequest => ({
  contactName: form.contactName,
  company: form.company,
  country: phoneCountry(form.phoneRegion)?.callingCode ?? '',
  phone: form.phone,
  website: form.website,
  address: form.address,
  sendEmail: form.sendEmail ? 'YES' : 'NO',
});

/** The order the form shows its fields in. */
const fieldOrder = ['contactName', 'company', 'country', 'phone', 'website', 'address', 'sendEmail'] as const;

/** Every failed check, one per field, in the form's order (spec §5: all shown together). */
export const validateAccount = (form: AccountForm): string[] => {
  const firstProblem = new Map<string, string>();
  for (const issue of updateHostAccountRequestSchema.safeParse(toUpdateRequest(form)).error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!firstProblem.has(field)) firstProblem.set(field, issue.message);
  }
  return fieldOrder.flatMap((field) => firstProblem.get(field) ?? []);
};
