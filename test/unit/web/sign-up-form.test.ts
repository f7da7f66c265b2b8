import { describe, expect, it } from 'vitest';
import { emptySignUpForm, toSignUpRequest, validateSignUp, validateSignUpVerification, type SignUpForm } from '../../../web/src/features/sign-up/lib/sign-up-form.ts';
import { defaultPhoneRegion, phoneCountries, phoneCountry } from '../../../web/src/lib/phone-countries.ts';

const complete = (fields: Partial<SignUpForm> = {}): SignUpForm => ({
  ...emptySignUpForm(),
  invitationCode: 'ABCDEFGH12345678',
  username: 'Ann@Example.com',
  password: 'Secret-123',
  passwordR: 'Secret-123',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Self',
  phone: '555 010 2000',
  termsAndConditions: true,
  ...fields,
});

describe('sign-up validation (spec §5)', () => {
  it('shows every message of an empty form together, in the spec order', () => {
    expect(validateSignUp(emptySignUpForm())).toEqual([
      'Invitation Code is required',
      'Username (email address) is required',
      'Password is required',
      'Password (re-entry) is required',
      'Last Name is required',
      'First Name is required',
      'Company is required',
      'Phone Number is required',
      'Terms and Conditions should be accepted',
    ]);
  });

  it('says when the email is not one and when the passwords differ', () => {
    expect(validateSignUp(complete({ username: 'not-an-email', passwordR: 'Other-123' }))).toEqual([
      'Username is not a valid email address',
      'Password and Password Re-Entry do not match!',
    ]);
  });

  it('keeps the 8-character password policy', () => {
    expect(validateSignUp(complete({ password: 'short', passwordR: 'short' }))).toEqual(['Password must be at least 8 characters']);
  });

  it('passes a complete form', () => {
    expect(validateSignUp(complete())).toEqual([]);
  });

  it('needs a verification code', () => {
    expect(validateSignUpVerification('  ')).toEqual(['Verification Code is required']);
    expect(validateSignUpVerification('123456')).toEqual([]);
  });
});

describe('the sign-up request', () => {
  it("carries the phone country's calling code, score emails YES by default and no password re-entry", () => {
    const request = toSignUpRequest(complete({ phoneRegion: 'GB', invitationCode: 'abcdefgh12345678 ' }));
    expect(request).toMatchObject({ invitationCode: 'ABCDEFGH12345678', country: '+44', sendEmail: 'YES', numberOfProperties: 0 });
    expect(request).not.toHaveProperty('passwordR');
  });
});

describe('the country phone code dropdown (spec §2)', () => {
  it('offers about 240 countries with their names and codes, defaulting to the United States', () => {
    expect(phoneCountries.length).toBeGreaterThanOrEqual(230);
    expect(defaultPhoneRegion).toBe('US');
    expect(phoneCountry('US')).toEqual({ region: 'US', callingCode: '+1', label: 'United States (+1)' });
    expect(phoneCountry('DE')?.label).toBe('Germany (+49)');
    expect(new Set(phoneCountries.map((country) => country.region)).size).toBe(phoneCountries.length);
  });
});
