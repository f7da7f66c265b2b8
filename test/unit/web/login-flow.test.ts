import { describe, expect, it, vi } from 'vitest';
import { recordingToasts } from '#test/recording-toasts';
import {
  cancelNewPassword,
  submitEmailVerification,
  submitForgotPassword,
  submitLogin,
  submitNewPassword,
  submitResetWithCode,
  type LoginAuthApi,
  type LoginFlowDeps,
} from '../../../web/src/features/auth/lib/login-flow.ts';
import { emptyLoginForm, type LoginForm } from '../../../web/src/features/auth/lib/login-validation.ts';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

const setUp = (auth: Partial<LoginAuthApi> = {}) => {
  const { toasts, shown } = recordingToasts();
  const api: LoginAuthApi = {
    signIn: vi.fn(async () => 'DONE'),
    completeNewPassword: vi.fn(async () => 'DONE'),
    requestPasswordReset: vi.fn(async () => undefined),
    confirmPasswordReset: vi.fn(async () => undefined),
    confirmEmail: vi.fn(async () => undefined),
    resendEmailCode: vi.fn(async () => undefined),
    ...auth,
  };
  const deps: LoginFlowDeps = { auth: api, toasts, dispatch: vi.fn(), onSignedIn: vi.fn(async () => undefined), logError: vi.fn() };
  return { deps, api, shown, dispatched: () => vi.mocked(deps.dispatch).mock.calls.map(([event]) => event) };
};

const form = (fields: Partial<LoginForm>): LoginForm => ({ ...emptyLoginForm, username: 'host@example.com', password: 'Secret-12', ...fields });

describe('Sign In', () => {
  it('shows every validation failure in one toast and calls nothing', async () => {
    const { deps, api, shown } = setUp();
    await submitLogin(emptyLoginForm, deps);
    expect(shown).toEqual(['validation: Username is required | Password is required']);
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email, says "Login Successful" for 5 s and leaves for home', async () => {
    const { deps, api, shown, dispatched } = setUp();
    await submitLogin(form({ username: ' host@example.com ' }), deps);
    expect(api.signIn).toHaveBeenCalledWith('host@example.com', 'Secret-12');
    expect(shown).toEqual(['success(5000): Login Successful']);
    expect(dispatched()).toEqual([{ type: 'signInAnswered', outcome: 'signedIn' }]);
    expect(deps.onSignedIn).toHaveBeenCalledOnce();
  });

  it('answers a wrong password like an unknown user', async () => {
    const { deps, shown } = setUp({ signIn: async () => Promise.reject(named('InvalidPasswordException', 'Invalid password')) });
    await submitLogin(form({}), deps);
    expect(shown).toEqual(['error: Login Unsuccessful: Incorrect username or password.']);
    expect(deps.onSignedIn).not.toHaveBeenCalled();
  });

  it('warns and opens the new-password form on the first-sign-in challenge', async () => {
    const { deps, shown, dispatched } = setUp({ signIn: async () => 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' });
    await submitLogin(form({}), deps);
    expect(shown).toEqual(['warning: New Password Required for the first time signing in, please enter your new password!']);
    expect(dispatched()).toEqual([{ type: 'signInAnswered', outcome: 'newPasswordRequired' }]);
  });

  it('opens email verification for an unconfirmed user (error or step) and re-sends the code, logging a failure only', async () => {
    for (const signIn of [async () => Promise.reject(named('UserNotConfirmedException', 'User is not confirmed.')), async () => 'CONFIRM_SIGN_UP']) {
      const resendEmailCode = vi.fn(async () => Promise.reject(named('UnsupportedError', 'ResendConfirmationCode')));
      const { deps, shown, dispatched } = setUp({ signIn, resendEmailCode });
      await submitLogin(form({}), deps);
      await vi.waitFor(() => expect(deps.logError).toHaveBeenCalledWith('Resending the verification code failed', expect.any(Error)));
      expect(resendEmailCode).toHaveBeenCalledWith('host@example.com');
      expect(shown).toEqual([]);
      expect(dispatched()).toEqual([{ type: 'signInAnswered', outcome: 'emailNotConfirmed' }]);
    }
  });
});

describe('forced new password', () => {
  it('validates, completes the challenge and signs in', async () => {
    const { deps, api, shown } = setUp();
    await submitNewPassword(form({ newPassword1: 'short', newPassword2: 'other' }), deps);
    expect(shown).toEqual(['validation: New Password and New Password ReEntry do not match | New Password must be at least 8 characters long']);

    await submitNewPassword(form({ newPassword1: 'NewSecret-1', newPassword2: 'NewSecret-1' }), deps);
    expect(api.completeNewPassword).toHaveBeenCalledWith('NewSecret-1');
    expect(shown.at(-1)).toBe('success(5000): Login Successful');
    expect(deps.onSignedIn).toHaveBeenCalledOnce();
  });

  it('reports a refused password', async () => {
    const { deps, shown } = setUp({ completeNewPassword: async () => Promise.reject(named('InvalidPasswordException', 'Password does not conform to policy')) });
    await submitNewPassword(form({ newPassword1: 'NewSecret-1', newPassword2: 'NewSecret-1' }), deps);
    expect(shown).toEqual(['error: Password Update Unsuccessful: Password does not conform to policy']);
  });

  it('Cancel says so and returns to LOGIN', () => {
    const { deps, shown, dispatched } = setUp();
    cancelNewPassword(deps);
    expect(shown).toEqual(['info: Required Password update cancelled']);
    expect(dispatched()).toEqual([{ type: 'cancelled' }]);
  });
});

describe('email verification', () => {
  it('requires the code', async () => {
    const { deps, shown } = setUp();
    await submitEmailVerification(form({}), deps);
    expect(shown).toEqual(['validation: Verification Code is required']);
  });

  it('confirms the sign-up, then signs in again with the remembered credentials', async () => {
    const { deps, api, shown } = setUp();
    await submitEmailVerification(form({ code: ' 123456 ' }), deps);
    expect(api.confirmEmail).toHaveBeenCalledWith('host@example.com', '123456');
    expect(api.signIn).toHaveBeenCalledWith('host@example.com', 'Secret-12');
    expect(shown).toEqual(['success(5000): Code Verification Successful', 'success(5000): Login Successful']);
  });

  it('reports a wrong code and stays', async () => {
    const { deps, api, shown } = setUp({ confirmEmail: async () => Promise.reject(named('CodeMismatchException', 'Incorrect confirmation code')) });
    await submitEmailVerification(form({ code: '1' }), deps);
    expect(shown).toEqual(['error: Sign Up Unsuccessful: Incorrect confirmation code']);
    expect(api.signIn).not.toHaveBeenCalled();
  });
});

describe('forgot password', () => {
  it('validates the email', async () => {
    const { deps, shown } = setUp();
    await submitForgotPassword(form({ username: 'not-an-email' }), deps);
    expect(shown).toEqual(['validation: Username is not a valid email address']);
  });

  it('sends the code and moves on to the code form', async () => {
    const { deps, api, shown, dispatched } = setUp();
    await submitForgotPassword(form({}), deps);
    expect(api.requestPasswordReset).toHaveBeenCalledWith('host@example.com');
    expect(shown).toEqual(['success: Password Reset Code was sent to your email address!']);
    expect(dispatched()).toEqual([{ type: 'resetCodeSent' }]);
  });

  it('answers an unknown email as a known one', async () => {
    const { deps, shown, dispatched } = setUp({ requestPasswordReset: async () => Promise.reject(named('UserNotFoundException', 'User not found.')) });
    await submitForgotPassword(form({}), deps);
    expect(shown).toEqual(['success: Password Reset Code was sent to your email address!']);
    expect(dispatched()).toEqual([{ type: 'resetCodeSent' }]);
  });

  it('reports other failures for 5 s and stays', async () => {
    const { deps, shown, dispatched } = setUp({ requestPasswordReset: async () => Promise.reject(named('LimitExceededException', 'Attempt limit exceeded')) });
    await submitForgotPassword(form({}), deps);
    expect(shown).toEqual(['error(5000): Password Reset Code request Unsuccessful: Attempt limit exceeded']);
    expect(dispatched()).toEqual([]);
  });
});

describe('reset with code', () => {
  it('validates every field together', async () => {
    const { deps, shown } = setUp();
    await submitResetWithCode(form({}), deps);
    expect(shown).toEqual(['validation: Password Reset Code is required | New Password is required | New Password ReEntry is required']);
  });

  it('changes the password and returns to LOGIN', async () => {
    const { deps, api, shown, dispatched } = setUp();
    await submitResetWithCode(form({ code: '123456', newPassword1: 'NewSecret-1', newPassword2: 'NewSecret-1' }), deps);
    expect(api.confirmPasswordReset).toHaveBeenCalledWith('host@example.com', '123456', 'NewSecret-1');
    expect(shown).toEqual(['success: Password Changed Successfully!']);
    expect(dispatched()).toEqual([{ type: 'passwordReset' }]);
  });

  it('reports a failure for 10 s and stays', async () => {
    const { deps, shown, dispatched } = setUp({ confirmPasswordReset: async () => Promise.reject(named('CodeMismatchException', 'Invalid code')) });
    await submitResetWithCode(form({ code: '1', newPassword1: 'NewSecret-1', newPassword2: 'NewSecret-1' }), deps);
    expect(shown).toEqual(['error: Password Changed Unsuccessful: Invalid code']);
    expect(dispatched()).toEqual([]);
  });
});
