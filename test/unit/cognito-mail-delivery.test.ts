import { describe, expect, it } from 'vitest';
import { cognitoEmailFor } from '#local/cognito-mail-delivery';

describe("the local stand-in for Cognito's emails", () => {
  it("writes each email in the deployed pool's words, with the code in place", () => {
    expect(cognitoEmailFor({ operation: 'ForgotPassword', destination: 'ann@example.com', code: '999111' })).toEqual({
      subject: 'Your Trustay password reset code',
      body: expect.stringContaining('Your Trustay password reset code is 999111.'),
    });
    expect(cognitoEmailFor({ operation: 'SignUp', destination: 'ann@example.com', code: '123456' }).body).toContain('verification code is 123456');
  });

  it('names the temporary password and the user in an invitation', () => {
    expect(cognitoEmailFor({ operation: 'AdminCreateUser', destination: 'ann@example.com', code: 'Tmp-pass-1' }).body).toContain(
      'Sign in as ann@example.com with the temporary password Tmp-pass-1',
    );
  });
});
