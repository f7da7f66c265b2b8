import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { partnerApis, partnerOAuthEnvNames, tableEnvName, webAppUrlEnvName } from '#definitions/resources';
import { findRoute, routeKey, type RouteId } from '#definitions/routes';
import { logger } from '#core/logger';
import { buildHttpApiEvent, buildLambdaContext } from '#local/http-api-event';
import { apiRouteUrl } from '../../functions/partners/partner-link-handlers.ts';
import { startFakePartnerOAuth, type FakePartnerOAuth } from '#test/fake-partner-oauth';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const dynamodb = mockClient(DynamoDBDocumentClient);
const client = { clientId: 'c_trustay', clientSecret: 's_ownerrez_secret' };
const apiDomain = 'abc123.execute-api.us-east-1.amazonaws.com';
const callbackUrl = `https://${apiDomain}/tpc/ownerrez/api/callback`;
const webAppUrl = 'https://d111.cloudfront.net';
const claims = { sub: 's', email: 'ann@example.com', email_verified: 'true' };
const hostRecord = (channel: string) => ({ Item: { email: 'ann@example.com', channel, contactName: 'Ann', screening: 5 } });
let ownerrez: FakePartnerOAuth;
let logged: string[];

/** The route's real handler through its middy stack, with the headers API Gateway adds. */
const invoke = async (id: RouteId, input: { body?: unknown; query?: Record<string, string>; claims?: Record<string, string> } = {}) => {
  const route = findRoute(id);
  const { handler } = (await import(/* @vite-ignore */ `../../${route.handler}`)) as { handler: Handler };
  const result = await handler(
    buildHttpApiEvent({
      method: route.method,
      routeKey: routeKey(route),
      rawPath: route.path,
      rawQueryString: new URLSearchParams(input.query).toString(),
      headers: { host: apiDomain, 'x-forwarded-proto': 'https', ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      jwt: input.claims ? { claims: input.claims, scopes: null } : undefined,
    }),
    buildLambdaContext(route.id),
  );
  return { statusCode: result.statusCode, headers: result.headers ?? {}, body: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
};

const signUp = (body: Record<string, unknown> = { email: 'ann@example.com' }, callerClaims = claims) => invoke('ownerrez-signup', { body, claims: callerClaims });

const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** Starts a link as the host, and follows the redirect through the fake's authorization page. */
const startAndAuthorize = async () => {
  dynamodb.on(GetCommand).resolves(hostRecord('ownerrez'));
  dynamodb.on(PutCommand).resolves({});
  const started = await signUp();
  const pending = dynamodb.commandCalls(PutCommand)[0]?.args[0].input.Item;
  const authorizePage = await fetch(String(started.body?.redirect), { redirect: 'manual' });
  const back = new URL(authorizePage.headers.get('location') ?? '');
  dynamodb.reset();
  dynamodb.on(PutCommand).resolves({});
  return { pending, back, query: Object.fromEntries(back.searchParams) };
};

/** Everything handed to the logger at any level, to check that no token ever reaches the logs. */
const captureLogs = (): string[] => {
  const lines: string[] = [];
  const render = (value: unknown) => (value instanceof Error ? `${value.message} ${value.stack}` : JSON.stringify(value));
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(render).join(' ')));
  }
  return lines;
};

const credentialWrites = () => dynamodb.commandCalls(PutCommand).filter((call) => call.args[0].input.TableName === 'credentials-table');
const returnAddress = (error?: string) => `${webAppUrl}/login?is_api=ownerrez${error ? `&link_error=${error}` : ''}`;

beforeAll(async () => {
  ownerrez = await startFakePartnerOAuth({ dialect: 'ownerrez', client, userId: '4242' });
});
afterAll(() => ownerrez.close());
beforeEach(() => {
  dynamodb.reset();
  ownerrez.behave('accept');
  ownerrez.received.length = 0;
  vi.stubEnv(partnerApis.ownerrezAuth.envName, ownerrez.url);
  vi.stubEnv(partnerApis.ownerrezApi.envName, ownerrez.url);
  vi.stubEnv(partnerOAuthEnvNames('ownerrez').clientId, client.clientId);
  vi.stubEnv(partnerOAuthEnvNames('ownerrez').localClientSecret, client.clientSecret);
  vi.stubEnv(webAppUrlEnvName, webAppUrl);
  vi.stubEnv(tableEnvName('users'), 'users-table');
  vi.stubEnv(tableEnvName('partnerAuthorizations'), 'authorizations-table');
  vi.stubEnv(tableEnvName('partnerCredentials'), 'credentials-table');
  logged = captureLogs();
});
afterEach(() => vi.restoreAllMocks());

describe('POST /tpc/ownerrez/api/signup', () => {
  it("keeps a pending link under the state's hash and sends the host to OwnerRez's authorization page", async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('ownerrez'));
    dynamodb.on(PutCommand).resolves({});
    const before = Math.floor(Date.now() / 1000);

    const response = await signUp({ email: 'Ann@Example.com' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', message: 'Redirecting you to OwnerRez to connect your account...' });
    const redirect = new URL(String(response.body?.redirect));
    const state = redirect.searchParams.get('state') ?? '';
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${ownerrez.url}/oauth/authorize`);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({ response_type: 'code', client_id: client.clientId, redirect_uri: callbackUrl, state });
    // At least 128 bits of randomness, base64url.
    expect(state).toMatch(/^[\w-]{43,}$/);
    const put = dynamodb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put).toMatchObject({
      TableName: 'authorizations-table',
      Item: { stateHash: hash(state), email: 'ann@example.com', partner: 'ownerrez', redirectUri: callbackUrl },
      ConditionExpression: 'attribute_not_exists(stateHash)',
    });
    expect(put?.Item?.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(put?.Item?.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 15 * 60);
    expect(JSON.stringify(put)).not.toContain(state);
  });

  it('gives each start its own state', async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('ownerrez'));
    dynamodb.on(PutCommand).resolves({});

    const [first, second] = await Promise.all([signUp(), signUp()]);

    expect(new URL(String(first.body?.redirect)).searchParams.get('state')).not.toBe(new URL(String(second.body?.redirect)).searchParams.get('state'));
  });

  it("refuses to start a link for another host's email, before reading anything", async () => {
    const response = await signUp({ email: 'victim@example.com' });

    expect(response.statusCode).toBe(403);
    expect(response.body).toMatchObject({ errorType: 'NotYourAccount' });
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it('refuses a token without a verified email', async () => {
    const response = await signUp({ email: 'ann@example.com' }, { ...claims, email_verified: 'false' });

    expect(response.statusCode).toBe(403);
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it('refuses a host of another channel and keeps nothing', async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('tokeet'));

    const response = await signUp();

    expect(response.statusCode).toBe(403);
    expect(response.body).toMatchObject({ errorType: 'WrongChannel' });
    expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('names every wrong field and keeps nothing', async () => {
    const invalid = await signUp({ email: 'not-an-email', name: 'Ann' });
    const empty = await invoke('ownerrez-signup', { claims });

    expect(invalid.statusCode).toBe(400);
    expect(invalid.body?.fieldErrors).toEqual({ 'body.email': 'Username is not a valid email address', 'body.name': 'Unknown field.' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body?.fieldErrors).toEqual({ body: 'A JSON request body is required.' });
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it('says OwnerRez linking is not set up when the deployment has no OwnerRez client id', async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('ownerrez'));
    vi.stubEnv(partnerOAuthEnvNames('ownerrez').clientId, '');

    const response = await signUp();

    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({ errorType: 'PartnerNotConfigured' });
    expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('GET /tpc/ownerrez/api/callback', () => {
  it('consumes the state, exchanges the code and keeps the token server-side, then sends the browser to the login page', async () => {
    const { pending, query } = await startAndAuthorize();
    dynamodb.on(DeleteCommand).resolves({ Attributes: pending });

    const response = await invoke('ownerrez-callback', { query });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(returnAddress());
    expect(dynamodb.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'authorizations-table',
      Key: { stateHash: hash(query.state ?? '') },
      ConditionExpression: 'attribute_exists(stateHash) AND #partner = :partner AND expiresAt > :now',
      ExpressionAttributeValues: { ':partner': 'ownerrez' },
      ReturnValues: 'ALL_OLD',
    });
    const tokenRequest = ownerrez.received.find((request) => request.path === '/oauth/access_token');
    expect(tokenRequest).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      form: { grant_type: 'authorization_code', code: query.code, redirect_uri: callbackUrl },
    });
    const [token] = ownerrez.issuedTokens;
    expect(credentialWrites().map((call) => call.args[0].input.Item)).toEqual([
      { email: 'ann@example.com', channel: 'ownerrez', accessToken: token, ownerrezUserId: '4242', connectedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(response)).not.toContain(token);
    expect(logged.join('')).toContain('Partner account linked');
    expect(logged.join('')).not.toContain(token);
    expect(logged.join('')).not.toContain(query.code);
  });

  it('refuses a state that is unknown, already used or expired, without calling OwnerRez or writing credentials', async () => {
    const { query } = await startAndAuthorize();
    dynamodb.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    const before = Math.floor(Date.now() / 1000);

    const response = await invoke('ownerrez-callback', { query });

    expect(response.headers.location).toBe(returnAddress('invalid_state'));
    const condition = dynamodb.commandCalls(DeleteCommand)[0]?.args[0].input.ExpressionAttributeValues ?? {};
    expect(condition[':now']).toBeGreaterThanOrEqual(before);
    expect(condition[':now']).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(ownerrez.received.filter((request) => request.path === '/oauth/access_token')).toHaveLength(0);
    expect(credentialWrites()).toHaveLength(0);
  });

  it('reports a host who declined on the OwnerRez page, and touches nothing', async () => {
    ownerrez.behave('deny');
    const { query } = await startAndAuthorize();

    const response = await invoke('ownerrez-callback', { query });

    expect(query).toEqual({ error: 'access_denied', state: expect.any(String) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(returnAddress('access_denied'));
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it.each([
    ['no code', { state: 'some-state' }],
    ['no state', { code: 'some-code' }],
    ['nothing at all', {}],
  ])('answers a redirect with %s as an invalid request, and touches nothing', async (_, query) => {
    const response = await invoke('ownerrez-callback', { query });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(returnAddress('invalid_request'));
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it.each([
    ['refuses the code', 'reject', 'partner_refused'],
    ['fails', 'server-error', 'partner_unavailable'],
    ['drops the connection', 'drop', 'partner_unavailable'],
    ['does not answer in time', 'hang', 'partner_unavailable'],
  ] as const)('reports OwnerRez when it %s, and writes no credentials', async (_, behaviour, reason) => {
    const { pending, query } = await startAndAuthorize();
    dynamodb.on(DeleteCommand).resolves({ Attributes: pending });
    ownerrez.behave(behaviour);

    const response = await invoke('ownerrez-callback', { query });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(returnAddress(reason));
    expect(credentialWrites()).toHaveLength(0);
  });

  it('sends the browser back with internal_error when the credentials cannot be stored', async () => {
    const { pending, query } = await startAndAuthorize();
    dynamodb.on(DeleteCommand).resolves({ Attributes: pending });
    dynamodb.on(PutCommand).rejects(new Error('DynamoDB is down'));

    const response = await invoke('ownerrez-callback', { query });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(returnAddress('internal_error'));
    expect(logged.join('')).toContain('DynamoDB is down');
    expect(logged.join('')).not.toContain(ownerrez.issuedTokens[0]);
  });
});

describe('the callback URL sent to OwnerRez', () => {
  const eventFor = (headers: Record<string, string>, stage: string) => {
    const event = buildHttpApiEvent({ method: 'POST', routeKey: routeKey(findRoute('ownerrez-signup')), rawPath: '/tpc/ownerrez/api/signup', headers });
    return { ...event, requestContext: { ...event.requestContext, stage } };
  };

  it("is the API's own domain over HTTPS, with a named stage as a path prefix", () => {
    expect(apiRouteUrl(eventFor({ host: apiDomain }, '$default'), 'ownerrez-callback')).toBe(callbackUrl);
    expect(apiRouteUrl(eventFor({ host: apiDomain, 'x-forwarded-proto': 'https' }, 'prod'), 'ownerrez-callback')).toBe(`https://${apiDomain}/prod/tpc/ownerrez/api/callback`);
  });

  it('is plain HTTP only when the gateway says the client used plain HTTP (the local gateway)', () => {
    expect(apiRouteUrl(eventFor({ host: 'localhost:3001', 'x-forwarded-proto': 'http' }, '$default'), 'ownerrez-callback')).toBe('http://localhost:3001/tpc/ownerrez/api/callback');
  });
});
