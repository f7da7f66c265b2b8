import { describe, expect, it } from 'vitest';
import type { HostUser } from '#contracts/host-user';
import { hostUserReducer, signedOutHostUserState, type HostUserEvent } from '../../../web/src/features/host-user/lib/host-user-state.ts';

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

const run = (...events: HostUserEvent[]) => events.reduce(hostUserReducer, signedOutHostUserState);

describe('host-user state', () => {
  it('loads the signed-in host and keeps the record shown while it reloads', () => {
    const loaded = run({ type: 'loadStarted', email: 'ann@example.com' }, { type: 'loaded', email: 'ann@example.com', hostUser: hostUser() });
    expect(loaded).toEqual({ email: 'ann@example.com', hostUser: hostUser(), isLoading: false, error: null });

    const reloading = hostUserReducer(loaded, { type: 'loadStarted', email: 'ann@example.com' });
    expect(reloading).toMatchObject({ hostUser: hostUser(), isLoading: true });
    expect(hostUserReducer(reloading, { type: 'loaded', email: 'ann@example.com', hostUser: hostUser({ screening: 4 }) }).hostUser?.screening).toBe(4);
  });

  it('keeps the last record and says why when a reload fails', () => {
    const failed = run(
      { type: 'loadStarted', email: 'ann@example.com' },
      { type: 'loaded', email: 'ann@example.com', hostUser: hostUser() },
      { type: 'loadStarted', email: 'ann@example.com' },
      { type: 'loadFailed', email: 'ann@example.com', error: 'The API could not be reached' },
    );
    expect(failed).toEqual({ email: 'ann@example.com', hostUser: hostUser(), isLoading: false, error: 'The API could not be reached' });
  });

  it("never shows a previous host's record to the next one, nor lets a late answer for them land", () => {
    const ann = run({ type: 'loadStarted', email: 'ann@example.com' }, { type: 'loaded', email: 'ann@example.com', hostUser: hostUser() });
    const bob = hostUserReducer(ann, { type: 'loadStarted', email: 'bob@example.com' });
    expect(bob).toEqual({ email: 'bob@example.com', hostUser: null, isLoading: true, error: null });
    expect(hostUserReducer(bob, { type: 'loaded', email: 'ann@example.com', hostUser: hostUser() })).toBe(bob);
    expect(hostUserReducer(bob, { type: 'loadFailed', email: 'ann@example.com', error: 'x' })).toBe(bob);
  });

  it('clears everything on sign-out, and ignores an answer that arrives after it', () => {
    const signedOut = run({ type: 'loadStarted', email: 'ann@example.com' }, { type: 'signedOut' });
    expect(signedOut).toEqual(signedOutHostUserState);
    expect(hostUserReducer(signedOut, { type: 'loaded', email: 'ann@example.com', hostUser: hostUser() })).toEqual(signedOutHostUserState);
  });
});
