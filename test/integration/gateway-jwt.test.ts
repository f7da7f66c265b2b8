import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import type { RouteDefinition } from '#definitions/routes';
import { createLocalGateway } from '#local/gateway';

const { urls, seeds, root } = inject('localStack');
const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: urls.cognito, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const hostRoute: RouteDefinition = { id: 'echo-claims', method: 'GET', path: '/v1/test/claims', handler: 'test/support/fixtures/echo-claims.ts', access: 'host', tables: {} };
const issuer = `${urls.cognito}/${seeds.userPoolId}`;
const gateway = createLocalGateway({
  routes: [hostRoute],
  root,
  allowedOrigins: [],
  jwt: { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, audience: [seeds.userPoolClientId] },
});
let gatewayUrl = '';

const signIn = async (clientId: string, email: string, password: string) => {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return { accessToken: AuthenticationResult?.AccessToken ?? '', idToken: AuthenticationResult?.IdToken ?? '' };
};

const callWith = (token?: string) =>
  fetch(`${gatewayUrl}/v1/test/claims`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const email = `host-${Date.now()}@example.com`;
const password = 'Correct-horse-9';
let tokens: { accessToken: string; idToken: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  await cognito.send(new AdminCreateUserCommand({ UserPoolId: seeds.userPoolId, Username: email, UserAttributes: [{ Name: 'email', Value: email }], MessageAction: 'SUPPRESS' }));
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: seeds.userPoolId, Username: email, Password: password, Permanent: true }));
  tokens = await signIn(seeds.userPoolClientId, email, password);
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('the local gateway verifies Cognito JWTs on host routes like the HTTP API authorizer', () => {
  it('passes a valid access token and hands its claims to the handler', async () => {
    const response = await callWith(tokens.accessToken);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ client_id: seeds.userPoolClientId, iss: issuer, sub: decodeJwt(tokens.accessToken).sub });
  });

  it('passes a valid ID token, whose audience is the web client', async () => {
    const response = await callWith(tokens.idToken);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email });
  });

  it('refuses a missing, tampered or foreign-signed token with 401', async () => {
    const [header, payload] = tokens.accessToken.split('.');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(tokens.accessToken)).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);

    for (const token of [undefined, `${header}.${payload}.c2lnbmF0dXJl`, forged, 'not-a-jwt']) {
      expect((await callWith(token)).status).toBe(401);
    }
  });

  it('refuses a genuine token issued to another app client', async () => {
    const { UserPoolClient } = await cognito.send(new CreateUserPoolClientCommand({ UserPoolId: seeds.userPoolId, ClientName: 'other-app', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }));
    const other = await signIn(UserPoolClient?.ClientId ?? '', email, password);

    expect((await callWith(other.accessToken)).status).toBe(401);
  });
});
