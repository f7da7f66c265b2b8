import { describe, expect, it } from 'vitest';
import {
  emptyLoginForm,
  isEmailAddress,
  validateEmailVerification,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateResetWithCode,
} from '../../../web/src/features/auth/lib/login-validation.ts';

const form = (fields: Partial<typeof emptyLoginForm>) => ({ ...emptyLoginForm, ...fields });

describe('login validation (spec §5: all failures together)', () => {
  it('passes a valid email and password', () => {
    expect(validateLogin(form({ username: 'host@example.com', password: 'x' }))).toEqual([]);
  });

  it('reports a missing username and a missing password together', () => {
    expect(validateLogin(form({}))).toEqual(['Username is required', 'Password is required']);
    expect(validateLogin(form({ username: '   ' }))).toEqual(['Username is required', 'Password is required']);
  });

  it('reports a username that is not an email address', () => {
    expect(validateLogin(form({ username: 'host', password: 'x' }))).toEqual(['Username is not a valid email address']);
    expect(validateLogin(form({ username: 'host@example' }))).toEqual([
      'Username is not a valid email address',
      'Password is required',
    ]);
  });

  it('recognises email addresses', () => {
    expect(isEmailAddress(' host@example.com ')).toBe(true);
    for (const bad of ['', 'host', 'host@', '@example.com', 'a b@example.com', 'host@example']) expect(isEmailAddress(bad)).toBe(false);
  });
});

describe('forgot password validation', () => {
  it('uses the username rules', () => {
    expect(validateForgotPassword(form({ username: 'host@example.com' }))).toEqual([]);
    expect(validateForgotPassword(form({}))).toEqual(['Username is required']);
    expect(validateForgotPassword(form({ username: 'nope' }))).toEqual(['Username is not a valid email address']);
  });
});

describe('email verification validation', () => {
  it('requires the verification code', () => {
    expect(validateEmailVerification(form({ code: '123456' }))).toEqual([]);
    expect(validateEmailVerification(form({ code: ' ' }))).toEqual(['Verification Code is required']);
  });
});

describe('reset with code validation', () => {
  it('passes a code and two equal passwords of at least 8 characters', () => {
    expect(validateResetWithCode(form({ code: '1', newPassword1: 'Password1', newPassword2: 'Password1' }))).toEqual([]);
  });

  it('reports every missing field together', () => {
    expect(validateResetWithCode(form({}))).toEqual([
      'Password Reset Code is required',
      'New Password is required',
      'New Password ReEntry is required',
    ]);
  });

  it('reports differing passwords and a password shorter than the policy allows', () => {
    expect(validateResetWithCode(form({ code: '1', newPassword1: 'Password1', newPassword2: 'Password2' }))).toEqual([
      'New Password does not match the ReEntry',
    ]);
    expect(validateResetWithCode(form({ code: '1', newPassword1: 'short', newPassword2: 'short' }))).toEqual([
      'New Password must be at least 8 characters long',
    ]);
  });
});

describe('forced new password validation (spec §5 Change password, no current password)', () => {
  it('passes two equal passwords of at least 8 characters', () => {
    expect(validateNewPassword(form({ newPassword1: '12345678', newPassword2: '12345678' }))).toEqual([]);
  });

  it('reports each failure with the change-password texts', () => {
    expect(validateNewPassword(form({}))).toEqual(['New Password is required', 'New Password ReEntry is required']);
    expect(validateNewPassword(form({ newPassword1: 'Password1', newPassword2: 'Password2' }))).toEqual([
      'New Password and New Password ReEntry do not match',
    ]);
    expect(validateNewPassword(form({ newPassword1: '1234567', newPassword2: '' }))).toEqual([
      'New Password ReEntry is required',
      'New Password must be at least 8 characters long',
    ]);
  });
});
