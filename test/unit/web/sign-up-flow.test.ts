import { describe, expect, it, vi } from 'vitest';
import { recordingToasts } from '#test/recording-toasts';
import {
  authorizeChannel,
  cancelHostaway,
  checkInvitationCode,
  completeHostaway,
  redirectDelayMs,
  submitSignUp,
  submitVerification,
  type SignUpApi,
  type SignUpAuth,
  type SignUpFlowDeps,
} from '../../../web/src/features/sign-up/lib/sign-up-flow.ts';
import { emptySignUpForm, type SignUpForm } from '../../../web/src/features/sign-up/lib/sign-up-form.ts';

const invitation = (channel: 'hostaway' | 'ownerrez' | 'trustay' | 'tokeet' | 'advancecm' = 'trustay', active = true) => ({
  active,
  invitationCode: 'ABCDEFGH12345678',
  description: '',
  channel,
});

const setUp = (api: Partial<SignUpApi> = {}, auth: Partial<SignUpAuth> = {}) => {
  const { toasts, shown } = recordingToasts();
  const calls: string[] = [];
  const fullApi: SignUpApi = {
    findInvitation: vi.fn(async () => invitation()),
    signUp: vi.fn(async () => ({ username: 'ann@example.com', contactName: 'Ann Lee', company: 'Self', phoneNumber: '+15550102000', channel: 'trustay' as const, screening: 5, isIdVerificationEnabled: false, country: '+1', website: null, address: null, sendEmail: 'YES' as const })),
    connectHostaway: vi.fn(async () => ({ status: 'success' as const, message: 'Your Hostaway account is connected.' })),
    linkOwnerRez: vi.fn(async () => ({ status: 'success' as const, message: 'Redirecting you to OwnerRez', redirect: 'https://ownerrez.example/authorize?state=s' })),
    authorizeChannel: vi.fn(async (channel: string) => ({ status: 'success' as const, message: `Redirecting you to ${channel}`, redirect: `https://${channel}.example/authorize` })),
    ...api,
  };
  const fullAuth: SignUpAuth = { confirmSignUp: vi.fn(async () => undefined), signIn: vi.fn(async () => 'DONE'), ...auth };
  const deps: SignUpFlowDeps = {
    api: fullApi,
    auth: fullAuth,
    toasts,
    dispatch: vi.fn(),
    onSignedIn: vi.fn(async () => void calls.push('signed in')),
    goTo: (path) => calls.push(`goTo ${path}`),
    leaveFor: (url) => calls.push(`leaveFor ${url}`),
    wait: async (ms) => void calls.push(`wait ${ms}`),
    logError: vi.fn(),
  };
  return { deps, api: fullApi, auth: fullAuth, shown, calls, dispatched: () => vi.mocked(deps.dispatch).mock.calls.map(([event]) => event) };
};

const form = (fields: Partial<SignUpForm> = {}): SignUpForm => ({
  ...emptySignUpForm(),
  invitationCode: 'ABCDEFGH12345678',
  username: 'Ann@Example.com',
  password: 'Secret-123',
  passwordR: 'Secret-123',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Self',
  phone: '5550102000',
  termsAndConditions: true,
  ...fields,
});

describe('Sign Up (SIGNUP)', () => {
  it('shows the validation failures in one toast and calls nothing', async () => {
    const { deps, api, shown } = setUp();
    await submitSignUp(emptySignUpForm(), deps);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^validation: Invitation Code is required \| /);
    expect(api.findInvitation).not.toHaveBeenCalled();
  });

  it('checks the invitation, signs up, says "Sign Up Successful" for 5 s and moves to SIGNUP_VERIFY', async () => {
    const { deps, api, shown, dispatched } = setUp();
    await submitSignUp(form(), deps);
    expect(api.findInvitation).toHaveBeenCalledWith('ABCDEFGH12345678');
    expect(api.signUp).toHaveBeenCalledWith(expect.objectContaining({ username: 'Ann@Example.com', country: '+1', termsAndConditions: true }));
    expect(shown).toEqual(['success(5000): Sign Up Successful']);
    expect(dispatched()).toEqual([{ type: 'invitationChecked', invitation: invitation() }, { type: 'signedUp' }]);
  });

  it('gives "Invitation Code Error: ..." for an unknown or inactive code and does not sign up', async () => {
    const unknown = setUp({ findInvitation: vi.fn(async () => Promise.reject(new Error('Invitation code ABCDEFGH12345678 does not exist.'))) });
    await submitSignUp(form(), unknown.deps);
    expect(unknown.shown).toEqual(['error: Invitation Code Error: Invitation code ABCDEFGH12345678 does not exist.']);
    expect(unknown.api.signUp).not.toHaveBeenCalled();

    const inactive = setUp({ findInvitation: vi.fn(async () => invitation('trustay', false)) });
    expect(await checkInvitationCode('ABCDEFGH12345678', inactive.deps)).toBeUndefined();
    expect(inactive.shown).toEqual(['error: Invitation Code Error: Invitation code ABCDEFGH12345678 is no longer active.']);
  });

  it('says "Sign Up Unsuccessful: ..." with the reason when the account cannot be made, and stays', async () => {
    const { deps, shown, dispatched } = setUp({ signUp: vi.fn(async () => Promise.reject(new Error('An account with this email already exists.'))) });
    await submitSignUp(form(), deps);
    expect(shown).toEqual(['error: Sign Up Unsuccessful: An account with this email already exists.']);
    expect(dispatched()).not.toContainEqual({ type: 'signedUp' });
  });
});

describe('Verify (SIGNUP_VERIFY), then the channel step (spec §4)', () => {
  it('needs a code', async () => {
    const { deps, auth, shown } = setUp();
    await submitVerification(form(), ' ', 'trustay', deps);
    expect(shown).toEqual(['validation: Verification Code is required']);
    expect(auth.confirmSignUp).not.toHaveBeenCalled();
  });

  it('says "Sign Up Unsuccessful: ..." on a wrong code and does not sign in', async () => {
    const { deps, auth, shown } = setUp({}, { confirmSignUp: vi.fn(async () => Promise.reject(new Error('Invalid code'))) });
    await submitVerification(form(), '000000', 'trustay', deps);
    expect(shown).toEqual(['error: Sign Up Unsuccessful: Invalid code']);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('trustay: confirms, signs in with the lower-cased email and shows SIGNUP_SUCCESS', async () => {
    const { deps, auth, shown, calls, dispatched } = setUp();
    await submitVerification(form(), ' 123456 ', 'trustay', deps);
    expect(auth.confirmSignUp).toHaveBeenCalledWith('ann@example.com', '123456');
    expect(auth.signIn).toHaveBeenCalledWith('ann@example.com', 'Secret-123');
    expect(shown).toEqual(['success(5000): Code Verification Successful']);
    expect(calls).toEqual(['signed in']);
    expect(dispatched()).toEqual([{ type: 'channelStepReached', stage: 'SIGNUP_SUCCESS' }]);
  });

  it('hostaway: opens the Information dialog', async () => {
    const { deps, dispatched } = setUp();
    await submitVerification(form(), '123456', 'hostaway', deps);
    expect(dispatched()).toEqual([{ type: 'hostawayDialogOpened' }]);
  });

  it('ownerrez: asks for the OwnerRez address and goes there after 3 s', async () => {
    const { deps, api, calls, shown } = setUp();
    await submitVerification(form(), '123456', 'ownerrez', deps);
    expect(api.linkOwnerRez).toHaveBeenCalledWith('ann@example.com');
    expect(shown).toContain('success(5000): Redirecting you to OwnerRez');
    expect(calls).toEqual(['signed in', `wait ${redirectDelayMs}`, 'leaveFor https://ownerrez.example/authorize?state=s']);
    expect(redirectDelayMs).toBe(3000);
  });

  it('tokeet and advancecm: move to their Authorize stage', async () => {
    for (const [channel, stage] of [['tokeet', 'SIGNUP_TOKEET'], ['advancecm', 'SIGNUP_ADVANCECM']] as const) {
      const { deps, dispatched } = setUp();
      await submitVerification(form(), '123456', channel, deps);
      expect(dispatched()).toEqual([{ type: 'channelStepReached', stage }]);
    }
  });

  it('goes to Login with "Login Unsuccessful: ..." when signing in afterwards fails', async () => {
    const { deps, shown, calls } = setUp({}, { signIn: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { name: 'NotAuthorizedException' }))) });
    await submitVerification(form(), '123456', 'trustay', deps);
    expect(shown).toContain('error: Login Unsuccessful: Incorrect username or password.');
    expect(calls).toEqual(['goTo /login']);
  });
});

describe('the Hostaway Information dialog', () => {
  it('checks Account ID and API Key before calling', async () => {
    const { deps, api, shown } = setUp();
    await completeHostaway('ann@example.com', { accountId: '', apiKey: '' }, deps);
    expect(shown).toEqual(['validation: Account ID is the number Hostaway shows for your account | API Key is required']);
    expect(api.connectHostaway).not.toHaveBeenCalled();
  });

  it('Complete connects, says "Signup Completed" for 5 s and goes to Login after 3 s', async () => {
    const { deps, api, shown, calls, dispatched } = setUp();
    await completeHostaway('ann@example.com', { accountId: ' 12345 ', apiKey: 'key' }, deps);
    expect(api.connectHostaway).toHaveBeenCalledWith({ email: 'ann@example.com', clientId: '12345', apiKey: 'key' });
    expect(shown).toEqual(['success(5000): Signup Completed']);
    expect(dispatched()).toEqual([{ type: 'hostawayDialogClosed' }]);
    expect(calls).toEqual([`wait ${redirectDelayMs}`, 'goTo /login']);
  });

  it("keeps the dialog open with Hostaway's refusal", async () => {
    const { deps, shown, calls } = setUp({ connectHostaway: vi.fn(async () => Promise.reject(new Error('Hostaway did not accept this Account ID and API Key.'))) });
    await completeHostaway('ann@example.com', { accountId: '12345', apiKey: 'wrong' }, deps);
    expect(shown).toEqual(['error: Sign Up Unsuccessful: Hostaway did not accept this Account ID and API Key.']);
    expect(calls).toEqual([]);
  });

  it('Cancel closes it and shows the summary', () => {
    const { deps, dispatched, shown } = setUp();
    cancelHostaway(deps);
    expect(dispatched()).toEqual([{ type: 'hostawayDialogClosed' }, { type: 'channelStepReached', stage: 'SIGNUP_SUCCESS' }]);
    expect(shown[0]).toMatch(/^info: /);
  });
});

describe('Authorize (SIGNUP_TOKEET, SIGNUP_ADVANCECM)', () => {
  it('asks for the redirect address, shows its message and goes there after 3 s', async () => {
    const { deps, api, shown, calls } = setUp();
    await authorizeChannel('advancecm', 'ann@example.com', deps);
    expect(api.authorizeChannel).toHaveBeenCalledWith('advancecm', 'ann@example.com');
    expect(shown).toEqual(['success(5000): Redirecting you to advancecm']);
    expect(calls).toEqual([`wait ${redirectDelayMs}`, 'leaveFor https://advancecm.example/authorize']);
  });

  it('stays with an error when the partner cannot be reached', async () => {
    const { deps, shown, calls } = setUp({ authorizeChannel: vi.fn(async () => Promise.reject(new Error('Tokeet could not be reached.'))) });
    await authorizeChannel('tokeet', 'ann@example.com', deps);
    expect(shown).toEqual(['error: Sign Up Unsuccessful: Tokeet could not be reached.']);
    expect(calls).toEqual([]);
  });
});
