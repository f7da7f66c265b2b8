import { describe, expect, inject, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { routePath } from '#definitions/routes';
import { codeIn, latestEmailTo, passwordResetSubject, verificationSubject } from '#test/mailbox';

const { urls, seeds } = inject('localStack');
const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: urls.cognito, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe("Cognito's emails reach the local mail viewer", () => {
  it('a host signs up, reads the verification code from the mailbox, confirms, and reads their own account', async () => {
    const email = `mailbox-${Date.now()}@example.com`;
    const password = 'Mailbox-pass-1';
    const signedUp = await fetch(`${urls.api}${routePath('sign-up-host')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invitationCode: seeds.invitationCodes.trustay, username: email, password, firstName: 'Mo', lastName: 'Box', company: 'Self', country: '+1', phone: '5550102000', termsAndConditions: true }),
    });
    expect(signedUp.status).toBe(201);

    const verification = await latestEmailTo(email, verificationSubject);
    await cognito.send(new ConfirmSignUpCommand({ ClientId: seeds.userPoolClientId, Username: email, ConfirmationCode: codeIn(verification) }));
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: seeds.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    const account = await fetch(`${urls.api}${routePath('get-host-user', { email })}`, { headers: { authorization: `Bearer ${AuthenticationResult?.IdToken}` } });

    expect(verification.body.text).toContain('If this email did not reach you within 10 minutes, please contact support.');
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ username: email, channel: 'trustay', screening: 5 });
  });

  it('the password reset code is in the mailbox as soon as the request returns, also for the newest of several', async () => {
    const addresses = [1, 2, 3].map((n) => `reset-${n}-${Date.now()}@example.com`);
    for (const address of addresses) {
      await fetch(`${urls.api}${routePath('sign-up-host')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invitationCode: seeds.invitationCodes.trustay, username: address, password: 'Reset-pass-1', firstName: 'Re', lastName: 'Set', company: 'Self', country: '+1', phone: '5550102001', termsAndConditions: true }),
      });
      await cognito.send(new ConfirmSignUpCommand({ ClientId: seeds.userPoolClientId, Username: address, ConfirmationCode: codeIn(await latestEmailTo(address, verificationSubject)) }));
      await cognito.send(new ForgotPasswordCommand({ ClientId: seeds.userPoolClientId, Username: address }));

      const reset = await latestEmailTo(address, passwordResetSubject);
      expect(reset.body.text).toMatch(/Your Trustay password reset code is \d{6}\./);
    }
  });
});
