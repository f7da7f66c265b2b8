import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { AdminConfirmSignUpCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableEnvName, type OAuthPartner } from '#definitions/resources';
import { routePath } from '#definitions/routes';
import { localCognitoClient, uniqueEmail } from '#test/cognito';
import { getStoredItem, localDocumentClient } from '#test/local-stack-clients';

const { urls, seeds, partners, handlerEnvironment } = inject('localStack');
const password = 'Partner-pass-1';
const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** A host signed up through the API with the partner's invitation code, confirmed and signed in. */
const signedInHost = async (partner: OAuthPartner) => {
  const email = uniqueEmail(partner);
  const signUp = await fetch(`${urls.api}${routePath('sign-up-host')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      invitationCode: seeds.invitationCodes[partner], username: email, password, firstName: 'Ann', lastName: 'Lee',
      company: 'Self', country: '+1', phone: '555 010 2000', termsAndConditions: true,
    }),
  });
  expect(signUp.status).toBe(201);
  const cognito = localCognitoClient();
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: seeds.userPoolId, Username: email }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: seeds.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return { email, idToken: AuthenticationResult?.IdToken ?? '' };
};

/** What the sign-up page asks for, as the signed-in host. */
const startLink = (partner: OAuthPartner, host: { email: string; idToken: string }) => {
  const authorization = { authorization: `Bearer ${host.idToken}` };
  return partner === 'ownerrez'
    ? fetch(`${urls.api}${routePath('ownerrez-signup')}`, { method: 'POST', headers: { ...authorization, 'content-type': 'application/json' }, body: JSON.stringify({ email: host.email }) })
    : fetch(`${urls.api}${routePath(`${partner}-authorize`)}?${new URLSearchParams({ username: host.email })}`, { headers: authorization });
};

/** One hop of the browser's journey: where the answer sends it next. */
const follow = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
};

describe.each(['ownerrez', 'tokeet', 'advancecm'] as const)('linking a %s account through the local gateway and a fake partner', (partner) => {
  it('goes from the sign-up call through the partner page and the callback to the login page, keeping the credentials server-side', async () => {
    const host = await signedInHost(partner);

    const started = await startLink(partner, host);
    const { redirect } = (await started.json()) as { redirect: string };
    const callback = await follow(redirect);
    const loginPage = await follow(callback);

    expect(started.status).toBe(200);
    expect(redirect.startsWith(`${partners[partner].url}/oauth/authorize?`)).toBe(true);
    expect(new URL(redirect).searchParams.get('redirect_uri')).toBe(`${urls.api}${routePath(`${partner}-callback`)}`);
    expect(callback.startsWith(`${urls.api}${routePath(`${partner}-callback`)}?`)).toBe(true);
    expect(loginPage).toBe(`${urls.web}/login?is_api=${partner}`);
    const stored = await getStoredItem('partnerCredentials', { email: host.email });
    expect(stored).toMatchObject(
      partner === 'ownerrez'
        ? { channel: 'ownerrez', ownerrezUserId: partners.ownerrez.userId, accessToken: expect.stringMatching(/^at_/) }
        : { channel: partner, accountId: partners[partner].accountId, apiKey: partners[partner].apiKey },
    );
    const state = new URL(callback).searchParams.get('state') ?? '';
    expect(await getStoredItem('partnerAuthorizations', { stateHash: hash(state) })).toBeUndefined();
    // The web app serves its login page at that address.
    expect((await fetch(loginPage)).status).toBe(200);
  });

  it('refuses the same callback a second time', async () => {
    const host = await signedInHost(partner);
    const { redirect } = (await (await startLink(partner, host)).json()) as { redirect: string };
    const callback = await follow(redirect);
    await follow(callback);

    const replayed = await follow(callback);

    expect(replayed).toBe(`${urls.web}/login?is_api=${partner}&link_error=invalid_state`);
  });
});

describe('an expired partner link', () => {
  it('is refused and left for DynamoDB TTL to remove, with nothing stored for the host', async () => {
    const email = uniqueEmail('expired');
    const state = `expired-state-${Date.now()}`;
    const record = {
      stateHash: hash(state),
      email,
      partner: 'ownerrez',
      redirectUri: `${urls.api}${routePath('ownerrez-callback')}`,
      createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) - 5 * 60,
    };
    await localDocumentClient().send(new PutCommand({ TableName: handlerEnvironment[tableEnvName('partnerAuthorizations')], Item: record }));

    const answer = await follow(`${urls.api}${routePath('ownerrez-callback')}?${new URLSearchParams({ code: 'any-code', state })}`);

    expect(answer).toBe(`${urls.web}/login?is_api=ownerrez&link_error=invalid_state`);
    expect(await getStoredItem('partnerAuthorizations', { stateHash: hash(state) })).toEqual(record);
    expect(await getStoredItem('partnerCredentials', { email })).toBeUndefined();
  });
});
