import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { tableEnvName, userPoolEnvNames } from '#definitions/resources';
import { routes, type RouteDefinition } from '#definitions/routes';
import { invokeRoute, invokeRouteDefinition } from '#test/invoke-handler';

const dynamodb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const hostClaims = (email: string) => ({ sub: 'sub-1', email, email_verified: 'true', token_use: 'id' });

beforeEach(() => {
  dynamodb.reset();
  cognito.reset();
  vi.stubEnv(tableEnvName('users'), 'users-table');
  vi.stubEnv(tableEnvName('invitations'), 'invitations-table');
  vi.stubEnv(userPoolEnvNames.userPoolClientId, 'web-client');
});

describe('every host route that names a host email in its path', () => {
  const emailRoutes = routes.filter((route: RouteDefinition) => route.access === 'host' && /\{(email|hostEmail)\}/.test(route.path));

  it('exists in the route table (so this check covers something)', () => {
    expect(emailRoutes.length).toBeGreaterThan(0);
  });

  it.each(emailRoutes.map((route) => [route.id, route] as const))('%s refuses another host with 403 before reading anything', async (_, route) => {
    const name = /\{(email|hostEmail)\}/.exec(route.path)?.[1] ?? 'email';

    const response = await invokeRouteDefinition(route, { pathParameters: { [name]: 'victim@example.com' }, claims: hostClaims('attacker@example.com') });

    expect(response.statusCode).toBe(403);
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it.each(emailRoutes.map((route) => [route.id, route] as const))('%s refuses a token without a verified email', async (_, route) => {
    const name = /\{(email|hostEmail)\}/.exec(route.path)?.[1] ?? 'email';

    const response = await invokeRouteDefinition(route, { pathParameters: { [name]: 'ann@example.com' }, claims: { sub: 'x', email: 'ann@example.com', email_verified: 'false' } });

    expect(response.statusCode).toBe(403);
  });
});

describe('GET /stripe/users/{email}', () => {
  it('gives the host their own account, matching the email case-insensitively', async () => {
    dynamodb.on(GetCommand, { Key: { email: 'ann@example.com' } }).resolves({
      Item: { email: 'ann@example.com', contactName: 'Ann Lee', company: 'Self', phoneNumber: '+15550102000', channel: 'trustay', screening: 5, isIdVerificationEnabled: false, status: 'ACTIVE' },
    });

    const response = await invokeRoute('get-host-user', { pathParameters: { email: 'Ann@Example.com' }, claims: hostClaims('ann@example.com') });

    expect(response).toEqual({
      statusCode: 200,
      body: { username: 'ann@example.com', contactName: 'Ann Lee', company: 'Self', phoneNumber: '+15550102000', channel: 'trustay', screening: 5, isIdVerificationEnabled: false },
    });
  });
});

describe('POST /v1/users (sign-up)', () => {
  it('reports every sign-up rule of spec §5 at once and creates nothing', async () => {
    const response = await invokeRoute('sign-up-host', { body: { username: 'not-an-email', password: 'a', passwordR: 'a' } });

    expect(response.statusCode).toBe(400);
    expect(response.body?.fieldErrors).toEqual({
      'body.invitationCode': 'Invitation Code is required',
      'body.username': 'Username is not a valid email address',
      'body.password': 'Password must be at least 8 characters',
      'body.firstName': 'First Name is required',
      'body.lastName': 'Last Name is required',
      'body.company': 'Company is required',
      'body.country': 'Country is required',
      'body.phone': 'Phone Number is required',
      'body.termsAndConditions': 'Terms and Conditions should be accepted',
      'body.passwordR': 'Unknown field.',
    });
    expect(dynamodb.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([['channel', 'waivo'], ['screening', 500], ['status', 'ACTIVE']])('refuses a client-supplied %s', async (field, value) => {
    const response = await invokeRoute('sign-up-host', {
      body: { invitationCode: 'TRUSTAY123456789', username: 'ann@example.com', password: 'long enough', firstName: 'A', lastName: 'L', company: 'Self', country: '+1', phone: '5550102000', termsAndConditions: true, [field]: value },
    });

    expect(response.statusCode).toBe(400);
    expect(response.body?.fieldErrors).toEqual({ [`body.${field}`]: 'Unknown field.' });
    expect(cognito.commandCalls(SignUpCommand)).toHaveLength(0);
    expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('POST /stripe/user-extra', () => {
  it("refuses to save another host's details, whatever email the body names", async () => {
    const response = await invokeRoute('save-user-extra', { body: { email: 'victim@example.com', pms: 'x', numberOfProperties: 1 }, claims: hostClaims('attacker@example.com') });

    expect(response.statusCode).toBe(403);
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it("saves the caller's own details with a conditional update", async () => {
    dynamodb.on(UpdateCommand).resolves({});

    const response = await invokeRoute('save-user-extra', { body: { email: 'ann@example.com', pms: 'Hostaway', numberOfProperties: 4, state: 'NJ', country: 'US', signed: true }, claims: hostClaims('ann@example.com') });

    expect(response).toEqual({ statusCode: 200, body: { pms: 'Hostaway', numberOfProperties: 4, state: 'NJ', country: 'US' } });
    expect(dynamodb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({ Key: { email: 'ann@example.com' }, ConditionExpression: 'attribute_exists(email)' });
  });
});
