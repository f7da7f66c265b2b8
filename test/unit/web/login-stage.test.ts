import { describe, expect, it } from 'vitest';
import { initialLoginState, loginReducer, signInOutcomeOf, type LoginState } from '../../../web/src/features/auth/lib/login-stage.ts';

const typed: LoginState = {
  stage: 'LOGIN',
  form: { username: 'host@example.com', password: 'secret-1', code: '', newPassword1: '', newPassword2: '' },
};
const cleared = { username: 'host@example.com', password: '', code: '', newPassword1: '', newPassword2: '' };

describe('login stages (spec §4 Login)', () => {
  it('starts at LOGIN with an empty form', () => {
    expect(initialLoginState).toEqual({ stage: 'LOGIN', form: { username: '', password: '', code: '', newPassword1: '', newPassword2: '' } });
  });

  it('records typed fields', () => {
    expect(loginReducer(initialLoginState, { type: 'fieldChanged', field: 'username', value: 'a@b.co' }).form.username).toBe('a@b.co');
  });

  it('goes LOGIN -> FORGOT_PASSWORD -> FORGOT_PASSWORD_CODE -> LOGIN, keeping only the email', () => {
    const forgot = loginReducer(typed, { type: 'forgotPasswordChosen' });
    expect(forgot).toEqual({ stage: 'FORGOT_PASSWORD', form: cleared });
    const withCode = loginReducer(forgot, { type: 'resetCodeSent' });
    expect(withCode.stage).toBe('FORGOT_PASSWORD_CODE');
    const typedCode = loginReducer(loginReducer(withCode, { type: 'fieldChanged', field: 'code', value: '1' }), {
      type: 'fieldChanged',
      field: 'newPassword1',
      value: 'NewPassword1',
    });
    expect(loginReducer(typedCode, { type: 'passwordReset' })).toEqual({ stage: 'LOGIN', form: cleared });
  });

  it('ignores a reset-code answer outside FORGOT_PASSWORD and the forgot link outside LOGIN', () => {
    expect(loginReducer(typed, { type: 'resetCodeSent' })).toBe(typed);
    const verifying: LoginState = { ...typed, stage: 'STAGE_EMAIL_VERIFICATION' };
    expect(loginReducer(verifying, { type: 'forgotPasswordChosen' })).toBe(verifying);
  });

  it('opens the new-password form on the first-sign-in challenge', () => {
    expect(loginReducer(typed, { type: 'signInAnswered', outcome: 'newPasswordRequired' })).toEqual({ ...typed, stage: 'COMPLETE_NEW_PASSWORD_REQUIRED' });
  });

  it('opens email verification for an unconfirmed user, keeping the password for the sign-in after it', () => {
    expect(loginReducer(typed, { type: 'signInAnswered', outcome: 'emailNotConfirmed' })).toEqual({ ...typed, stage: 'STAGE_EMAIL_VERIFICATION' });
  });

  it('forgets the password once signed in', () => {
    expect(loginReducer(typed, { type: 'signInAnswered', outcome: 'signedIn' })).toEqual({ stage: 'LOGIN', form: cleared });
  });

  it('Cancel returns to LOGIN from every stage and clears secrets', () => {
    for (const stage of ['FORGOT_PASSWORD', 'FORGOT_PASSWORD_CODE', 'COMPLETE_NEW_PASSWORD_REQUIRED', 'STAGE_EMAIL_VERIFICATION'] as const) {
      expect(loginReducer({ stage, form: { ...typed.form, code: '9', newPassword1: 'x', newPassword2: 'y' } }, { type: 'cancelled' })).toEqual({
        stage: 'LOGIN',
        form: cleared,
      });
    }
  });
});

describe('sign-in steps', () => {
  it('maps the Amplify steps this product meets', () => {
    expect(signInOutcomeOf('DONE')).toBe('signedIn');
    expect(signInOutcomeOf('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')).toBe('newPasswordRequired');
    expect(signInOutcomeOf('CONFIRM_SIGN_UP')).toBe('emailNotConfirmed');
  });

  it('refuses steps of features the product does not use (MFA)', () => {
    expect(() => signInOutcomeOf('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toThrow('not supported: CONFIRM_SIGN_IN_WITH_TOTP_CODE');
  });
});
