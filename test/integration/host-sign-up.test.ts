import { describe, expect, inject, it } from 'vitest';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { routePath } from '#definitions/routes';
import { getStoredItem } from '#test/local-stack-clients';

const { urls, seeds } = inject('localStack');
const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: urls.cognito, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

const signUp = (body: Record<string, unknown>) =>
  fetch(`${urls.api}${routePath('sign-up-host')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const signUpRequest = (email: string) => ({
  invitationCode: seeds.invitationCodes.ownerrez, username: email, password: 'Sign-up-pass-1', firstName: 'Ann', lastName: 'Lee',
  company: 'Self', country: '+44', phone: '20 7946 0000', pms: 'none', numberOfProperties: 2, writedCountry: 'United Kingdom', state: 'London', termsAndConditions: true,
});

const hostUser = (email: string, token: string) =>
  fetch(`${urls.api}${routePath('get-host-user', { email })}`, { headers: { authorization: `Bearer ${token}` } });

describe('host sign-up through the API, Cognito (cognito-local) and DynamoDB Local', () => {
  it('creates an unconfirmed Cognito user with the invitation channel and a host record with 5 credits; the host then reads only their own account', async () => {
    const email = `Host-${Date.now()}@Example.com`;
    const stored = email.toLowerCase();

    const response = await signUp(signUpRequest(email));
    const duplicate = await signUp(signUpRequest(email));

    expect(response.status).toBe(201);
    expect(duplicate.status).toBe(409);
    const account = await cognito.send(new AdminGetUserCommand({ UserPoolId: seeds.userPoolId, Username: stored }));
    expect(account.UserStatus).toBe('UNCONFIRMED');
    expect(account.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'custom:channel', Value: 'ownerrez' }, { Name: 'name', Value: 'Ann Lee' }]));
    expect(await getStoredItem('users', { email: stored })).toMatchObject({ channel: 'ownerrez', screening: 5, freeScreening: 0, status: 'ACTIVE', phoneNumber: '+442079460000' });

    // Confirming marks the email verified, as in Cognito (locally through the trigger bridge).
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: seeds.userPoolId, Username: stored }));
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: seeds.userPoolClientId, AuthParameters: { USERNAME: stored, PASSWORD: 'Sign-up-pass-1' } }),
    );
    const own = await hostUser(stored, AuthenticationResult?.IdToken ?? '');
    const someoneElse = await hostUser('other-host@example.com', AuthenticationResult?.IdToken ?? '');
    const unsigned = await fetch(`${urls.api}${routePath('get-host-user', { email: stored })}`);

    expect(await own.json()).toMatchObject({ username: stored, contactName: 'Ann Lee', channel: 'ownerrez', screening: 5 });
    const extra = await fetch(`${urls.api}${routePath('get-user-extra', { email: stored })}`, { headers: { authorization: `Bearer ${AuthenticationResult?.IdToken}` } });
    expect(await extra.json()).toEqual({ pms: 'none', numberOfProperties: 2, state: 'London', country: 'United Kingdom' });
    expect([own.status, someoneElse.status, unsigned.status]).toEqual([200, 403, 401]);
  });

  it('refuses an unknown invitation code and leaves no account behind', async () => {
    const email = `nobody-${Date.now()}@example.com`;

    const response = await signUp({ ...signUpRequest(email), invitationCode: 'NOSUCHCODE123456' });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { 'body.invitationCode': 'Invitation code NOSUCHCODE123456 does not exist.' } });
    expect(await getStoredItem('users', { email })).toBeUndefined();
    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: seeds.userPoolId, Username: email }))).rejects.toThrow();
  });
});
