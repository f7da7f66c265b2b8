import { describe, expect, it, vi } from 'vitest';
import type { HostUser } from '#contracts/host-user';
import { recordingToasts } from '#test/recording-toasts';
import { ApiRequestError } from '../../../web/src/lib/api-client.ts';
import { submitAccountUpdate, type AccountApi, type AccountFlowDeps } from '../../../web/src/features/account/lib/account-flow.ts';
import {
  accountFormFrom,
  nationalNumber,
  phoneRegionFor,
  toUpdateRequest,
  validateAccount,
  type AccountForm,
} from '../../../web/src/features/account/lib/account-form.ts';

const hostUser = (fields: Partial<HostUser> = {}): HostUser => ({
  username: 'ann@example.com',
  contactName: 'Ann Lee',
  company: 'Self',
  phoneNumber: '+442079460000',
  channel: 'hostaway',
  screening: 5,
  isIdVerificationEnabled: false,
  country: '+44',
  website: null,
  address: null,
  sendEmail: 'YES',
  ...fields,
});

describe('national phone number (spec §3: phoneNumber without the country code)', () => {
  it.each([
    ['+442079460000', '+44', '2079460000'],
    ['+15550102000', '+1', '5550102000'],
    ['+1 (555) 010-2000', '+1', '5550102000'],
    ['+35312345678', '+353', '12345678'],
    // A number that does not start with its code keeps all its digits rather than losing some.
    ['+442079460000', '+1', '442079460000'],
    ['+442079460000', '', '442079460000'],
  ])('%s with %s is %s', (phoneNumber, countryCode, expected) => {
    expect(nationalNumber(phoneNumber, countryCode)).toBe(expected);
  });
});

describe('phone country of the dropdown', () => {
  it('picks the region the number belongs to among those sharing a calling code', () => {
    expect(phoneRegionFor('+442079460000', '+44')).toBe('GB');
    expect(phoneRegionFor('+14165550123', '+1')).toBe('CA');
    expect(phoneRegionFor('+15550102000', '+1')).toBe('US');
  });

  it('selects nothing for a code no country has, so the host must choose', () => {
    expect(phoneRegionFor('+9990000000', '+999')).toBe('');
  });
});

describe('account form', () => {
  it('starts from the host user with the national number, empty text for no website or address, and the email choice', () => {
    expect(accountFormFrom(hostUser())).toEqual({
      contactName: 'Ann Lee',
      company: 'Self',
      phoneRegion: 'GB',
      phone: '2079460000',
      website: '',
      address: '',
      sendEmail: true,
    });
    expect(accountFormFrom(hostUser({ website: 'https://lee.example.com', address: '1 Main St', sendEmail: 'NO' }))).toMatchObject({
      website: 'https://lee.example.com',
      address: '1 Main St',
      sendEmail: false,
    });
  });

  it('sends the calling code, the national number and YES/NO', () => {
    expect(toUpdateRequest({ ...accountFormFrom(hostUser()), phoneRegion: 'US', phone: '555 010 2000', sendEmail: false })).toEqual({
      contactName: 'Ann Lee',
      company: 'Self',
      country: '+1',
      phone: '555 010 2000',
      website: '',
      address: '',
      sendEmail: 'NO',
    });
  });

  it('passes an unchanged account', () => {
    expect(validateAccount(accountFormFrom(hostUser()))).toEqual([]);
  });

  it('shows every failed check together, in the order of the form', () => {
    const broken: AccountForm = { contactName: ' ', company: '', phoneRegion: '', phone: '', website: 'not a site', address: '', sendEmail: true };
    expect(validateAccount(broken)).toEqual([
      'Name is required',
      'Company is required',
      'Country is required',
      'Phone Number is required',
      'Website must be a web address, e.g. https://www.example.com',
    ]);
  });

  it('accepts a website typed without https://', () => {
    expect(validateAccount({ ...accountFormFrom(hostUser()), website: 'www.lee.example.com' })).toEqual([]);
  });
});

describe('Update', () => {
  const setUp = (updateAccount: AccountApi['updateAccount'] = vi.fn(async () => hostUser({ contactName: 'Ann Smith' }))) => {
    const { toasts, shown } = recordingToasts();
    const deps: AccountFlowDeps = { api: { updateAccount }, toasts, reloadHostUser: vi.fn(async () => null), logError: vi.fn() };
    return { deps, shown };
  };

  it('saves the account, says so for 10 s and reloads the host user for the top bar', async () => {
    const { deps, shown } = setUp();

    const saved = await submitAccountUpdate('ann@example.com', { ...accountFormFrom(hostUser()), contactName: 'Ann Smith' }, deps);

    expect(saved).toBe(true);
    expect(deps.api.updateAccount).toHaveBeenCalledWith('ann@example.com', expect.objectContaining({ contactName: 'Ann Smith', country: '+44', phone: '2079460000' }));
    expect(shown).toEqual(['success: Account updated']);
    expect(deps.reloadHostUser).toHaveBeenCalledOnce();
  });

  it('sends nothing when a check fails', async () => {
    const { deps, shown } = setUp();

    expect(await submitAccountUpdate('ann@example.com', { ...accountFormFrom(hostUser()), contactName: '' }, deps)).toBe(false);

    expect(shown).toEqual(['validation: Name is required']);
    expect(deps.api.updateAccount).not.toHaveBeenCalled();
  });

  it("says why the API refused, in its own field messages, and keeps the host's input", async () => {
    const refusal = new ApiRequestError({ status: 400, errorType: 'RequestValidation', message: 'The request is invalid.', fieldErrors: { 'body.website': 'Website must be at most 300 characters' } });
    const { deps, shown } = setUp(vi.fn(async () => Promise.reject(refusal)));

    expect(await submitAccountUpdate('ann@example.com', accountFormFrom(hostUser()), deps)).toBe(false);

    expect(shown).toEqual(['error: Account Update Unsuccessful: Website must be at most 300 characters']);
    expect(deps.reloadHostUser).not.toHaveBeenCalled();
  });

  it('says why when the API cannot be reached', async () => {
    const { deps, shown } = setUp(vi.fn(async () => Promise.reject(new ApiRequestError({ status: 0, errorType: 'NetworkError', message: 'The API could not be reached: offline' }))));

    await submitAccountUpdate('ann@example.com', accountFormFrom(hostUser()), deps);

    expect(shown).toEqual(['error: Account Update Unsuccessful: The API could not be reached: offline']);
  });
});
