import { describe, expect, it } from 'vitest';
import { errorMessage, isUserNotConfirmed, signInFailureMessage } from '../../../web/src/features/auth/lib/auth-errors.ts';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('sign-in failure messages', () => {
  it('reads a wrong password and an unknown user alike, as AWS does', () => {
    expect(signInFailureMessage(named('InvalidPasswordException', 'Invalid password'))).toBe('Incorrect username or password.');
    expect(signInFailureMessage(named('UserNotFoundException', 'User not found.'))).toBe('Incorrect username or password.');
    expect(signInFailureMessage(named('NotAuthorizedException', 'User not authorized'))).toBe('Incorrect username or password.');
    expect(signInFailureMessage(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe('Incorrect username or password.');
  });

  it("keeps AWS's other NotAuthorizedException reasons and any other error's message", () => {
    expect(signInFailureMessage(named('NotAuthorizedException', 'User is disabled.'))).toBe('User is disabled.');
    expect(signInFailureMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe('Password attempts exceeded');
    expect(signInFailureMessage(named('NetworkError', 'A network error has occurred.'))).toBe('A network error has occurred.');
  });

  it('says something for errors without a message', () => {
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(undefined)).toBe('Unknown error');
  });

  it('recognises an unconfirmed user', () => {
    expect(isUserNotConfirmed(named('UserNotConfirmedException', 'User is not confirmed.'))).toBe(true);
    expect(isUserNotConfirmed(named('NotAuthorizedException', 'x'))).toBe(false);
  });
});
