import { describe, expect, inject, it } from 'vitest';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routePath } from '#definitions/routes';

const { urls, seeds } = inject('localStack');
const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: urls.cognito, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

type StoredEmail = { subject: string; destination: { to: string[] }; body: { text: string } };

/** The newest email to `address` in the local mail viewer, waiting for it to arrive. */
const latestEmailTo = async (address: string, subject: string): Promise<StoredEmail> => {
  // Generous: the mail travels cognito-local -> its output -> the bridge -> SES, on a busy machine.
  for (let attempt = 0; attempt < 150; attempt++) {
    const { emails } = (await fetch(`${urls.mailViewer}/store`).then((r) => r.json())) as { emails: StoredEmail[] };
    const found = emails.filter((email) => email.destination.to.includes(address) && email.subject === subject).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email "${subject}" to ${address} in the mail viewer`);
};

const codeIn = (email: StoredEmail) => /\b(\d{6})\b/.exec(email.body.text)?.[1] ?? '';

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

    const verification = await latestEmailTo(email, 'Your Trustay verification code');
    await cognito.send(new ConfirmSignUpCommand({ ClientId: seeds.userPoolClientId, Username: email, ConfirmationCode: codeIn(verification) }));
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: seeds.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    const account = await fetch(`${urls.api}${routePath('get-host-user', { email })}`, { headers: { authorization: `Bearer ${AuthenticationResult?.IdToken}` } });

    expect(verification.body.text).toContain('If this email did not reach you within 10 minutes, please contact support.');
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ username: email, channel: 'trustay', screening: 5 });

  });
});
