import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { partnerApis, partnerOAuthEnvNames, tableEnvName, webAppUrlEnvName } from '#definitions/resources';
import { findRoute, routeKey, type RouteId } from '#definitions/routes';
import { logger } from '#core/logger';
import { exchangeTokeetCode } from '#adapters/tokeet-api';
import { PartnerLinkFailure } from '../../functions/partners/partner-authorization.ts';
import { buildHttpApiEvent, buildLambdaContext } from '#local/http-api-event';
import { startFakePartnerOAuth, type FakePartnerOAuth } from '#test/fake-partner-oauth';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const dynamodb = mockClient(DynamoDBDocumentClient);
const apiDomain = 'abc123.execute-api.us-east-1.amazonaws.com';
const webAppUrl = 'https://d111.cloudfront.net';
const claims = { sub: 's', email: 'ann@example.com', email_verified: 'true' };
const hostRecord = (channel: string) => ({ Item: { email: 'ann@example.com', channel, contactName: 'Ann', screening: 5 } });
const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** The route's real handler through its middy stack, with the headers API Gateway adds. */
const invoke = async (id: RouteId, input: { query?: Record<string, string>; claims?: Record<string, string> } = {}) => {
  const route = findRoute(id);
  const { handler } = (await import(/* @vite-ignore */ `../../${route.handler}`)) as { handler: Handler };
  const result = await handler(
    buildHttpApiEvent({
      method: route.method,
      routeKey: routeKey(route),
      rawPath: route.path,
      rawQueryString: new URLSearchParams(input.query).toString(),
      headers: { host: apiDomain, 'x-forwarded-proto': 'https' },
      jwt: input.claims ? { claims: input.claims, scopes: null } : undefined,
    }),
    buildLambdaContext(route.id),
  );
  return { statusCode: result.statusCode, headers: result.headers ?? {}, body: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
};

/** Everything handed to the logger at any level, to check that no API key ever reaches the logs. */
const captureLogs = (): string[] => {
  const lines: string[] = [];
  const render = (value: unknown) => (value instanceof Error ? `${value.message} ${value.stack}` : JSON.stringify(value));
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(render).join(' ')));
  }
  return lines;
};

const credentialWrites = () => dynamodb.commandCalls(PutCommand).filter((call) => call.args[0].input.TableName === 'credentials-table');

const channels = [
  { channel: 'tokeet', label: 'Tokeet', auth: partnerApis.tokeetAuth, api: partnerApis.tokeetApi, account: { accountId: '1470000001', apiKey: 'tokeet-api-key-1' } },
  { channel: 'advancecm', label: 'AdvanceCM', auth: partnerApis.advancecmAuth, api: partnerApis.advancecmApi, account: { accountId: '1470000002', apiKey: 'advancecm-api-key-2' } },
] as const;

describe.each(channels)('$label onboarding', ({ channel, label, auth, api, account }) => {
  const client = { clientId: `${channel}-client`, clientSecret: `${channel}-client-secret` };
  const callbackUrl = `https://${apiDomain}/tpc/${channel}/api/callback`;
  const returnAddress = (error?: string) => `${webAppUrl}/login?is_api=${channel}${error ? `&link_error=${error}` : ''}`;
  const authorize = (query: Record<string, string> = { username: 'ann@example.com' }, callerClaims = claims) =>
    invoke(`${channel}-authorize`, { query, claims: callerClaims });
  let partner: FakePartnerOAuth;
  let logged: string[];

  /** Starts a link as the host, and follows the redirect through the fake's authorization page. */
  const startAndAuthorize = async () => {
    dynamodb.on(GetCommand).resolves(hostRecord(channel));
    dynamodb.on(PutCommand).resolves({});
    const started = await authorize();
    const pending = dynamodb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    const authorizePage = await fetch(String(started.body?.redirect), { redirect: 'manual' });
    const query = Object.fromEntries(new URL(authorizePage.headers.get('location') ?? '').searchParams);
    dynamodb.reset();
    dynamodb.on(PutCommand).resolves({});
    return { pending, query };
  };

  beforeAll(async () => {
    partner = await startFakePartnerOAuth({ dialect: 'tokeet', client, account });
  });
  afterAll(() => partner.close());
  beforeEach(() => {
    dynamodb.reset();
    partner.behave('accept');
    partner.received.length = 0;
    vi.stubEnv(auth.envName, partner.url);
    vi.stubEnv(api.envName, partner.url);
    vi.stubEnv(partnerOAuthEnvNames(channel).clientId, client.clientId);
    vi.stubEnv(partnerOAuthEnvNames(channel).localClientSecret, client.clientSecret);
    vi.stubEnv(webAppUrlEnvName, webAppUrl);
    vi.stubEnv(tableEnvName('users'), 'users-table');
    vi.stubEnv(tableEnvName('partnerAuthorizations'), 'authorizations-table');
    vi.stubEnv(tableEnvName('partnerCredentials'), 'credentials-table');
    logged = captureLogs();
  });
  afterEach(() => vi.restoreAllMocks());

  describe(`GET /tpc/${channel}/api/authorize`, () => {
    it(`keeps a pending link and sends the host to ${label}'s authorization page`, async () => {
      dynamodb.on(GetCommand).resolves(hostRecord(channel));
      dynamodb.on(PutCommand).resolves({});

      const response = await authorize({ username: 'ANN@example.com' });

      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ status: 'success', message: `Redirecting you to ${label} to authorize Trustay...` });
      const redirect = new URL(String(response.body?.redirect));
      const state = redirect.searchParams.get('state') ?? '';
      expect(`${redirect.origin}${redirect.pathname}`).toBe(`${partner.url}/oauth/authorize`);
      expect(Object.fromEntries(redirect.searchParams)).toEqual({ response_type: 'code', client_id: client.clientId, redirect_uri: callbackUrl, state });
      expect(state).toMatch(/^[\w-]{43,}$/);
      expect(dynamodb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
        TableName: 'authorizations-table',
        Item: { stateHash: hash(state), email: 'ann@example.com', partner: channel, redirectUri: callbackUrl },
      });
    });

    it("refuses another host's username before reading anything", async () => {
      const response = await authorize({ username: 'victim@example.com' });

      expect(response.statusCode).toBe(403);
      expect(dynamodb.calls()).toHaveLength(0);
    });

    it('refuses a host whose channel is not this one, and keeps nothing', async () => {
      dynamodb.on(GetCommand).resolves(hostRecord(channel === 'tokeet' ? 'advancecm' : 'tokeet'));

      const response = await authorize();

      expect(response.statusCode).toBe(403);
      expect(response.body).toMatchObject({ errorType: 'WrongChannel' });
      expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
    });

    it('names a missing or malformed username', async () => {
      const missing = await authorize({});
      const malformed = await authorize({ username: 'ann' });

      expect([missing.statusCode, malformed.statusCode]).toEqual([400, 400]);
      expect(missing.body?.fieldErrors).toEqual({ 'query.username': 'Username (email address) is required' });
      expect(malformed.body?.fieldErrors).toEqual({ 'query.username': 'Username is not a valid email address' });
      expect(dynamodb.calls()).toHaveLength(0);
    });
  });

  describe(`GET /tpc/${channel}/api/callback`, () => {
    it('exchanges the code for the account id and API key, checks them with one API call, keeps them server-side and sends the browser to the login page', async () => {
      const { pending, query } = await startAndAuthorize();
      dynamodb.on(DeleteCommand).resolves({ Attributes: pending });

      const response = await invoke(`${channel}-callback`, { query });

      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(returnAddress());
      expect(dynamodb.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
        Key: { stateHash: hash(query.state ?? '') },
        ExpressionAttributeValues: { ':partner': channel },
      });
      expect(partner.received.filter((request) => request.path !== '/oauth/authorize')).toEqual([
        {
          method: 'POST',
          path: '/oauth/token',
          query: {},
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
          form: { grant_type: 'authorization_code', code: query.code, redirect_uri: callbackUrl },
        },
        { method: 'GET', path: '/v1/user', query: { account: account.accountId }, authorization: account.apiKey, form: {} },
      ]);
      expect(credentialWrites().map((call) => call.args[0].input.Item)).toEqual([
        { email: 'ann@example.com', channel, accountId: account.accountId, apiKey: account.apiKey, connectedAt: expect.any(String) },
      ]);
      expect(JSON.stringify(response)).not.toContain(account.apiKey);
      expect(logged.join('\n')).toContain('Partner account linked');
      expect(logged.join('\n')).not.toContain(account.apiKey);
    });

    it("refuses a state that is unknown, used, expired or another partner's, without calling the partner", async () => {
      const { query } = await startAndAuthorize();
      dynamodb.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));

      const response = await invoke(`${channel}-callback`, { query });

      expect(response.headers.location).toBe(returnAddress('invalid_state'));
      expect(partner.received.filter((request) => request.path !== '/oauth/authorize')).toHaveLength(0);
      expect(credentialWrites()).toHaveLength(0);
    });

    it(`reports a host who declined on the ${label} page, and touches nothing`, async () => {
      partner.behave('deny');
      const { query } = await startAndAuthorize();

      const response = await invoke(`${channel}-callback`, { query });

      expect(response.headers.location).toBe(returnAddress('access_denied'));
      expect(dynamodb.calls()).toHaveLength(0);
    });

    it('answers a redirect without a code as an invalid request', async () => {
      const response = await invoke(`${channel}-callback`, { query: { state: 'some-state' } });

      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(returnAddress('invalid_request'));
      expect(dynamodb.calls()).toHaveLength(0);
    });

    it.each([
      ['refuses the code', 'reject', 'partner_refused'],
      ['refuses the API key it issued', 'reject-key', 'partner_refused'],
      ['fails', 'server-error', 'partner_unavailable'],
      ['drops the connection', 'drop', 'partner_unavailable'],
    ] as const)(`reports ${label} when it %s, and writes no credentials`, async (_, behaviour, reason) => {
      const { pending, query } = await startAndAuthorize();
      dynamodb.on(DeleteCommand).resolves({ Attributes: pending });
      partner.behave(behaviour);

      const response = await invoke(`${channel}-callback`, { query });

      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(returnAddress(reason));
      expect(credentialWrites()).toHaveLength(0);
      expect(logged.join('\n')).not.toContain(account.apiKey);
    });

    it(`gives up when ${label} does not answer in time`, async () => {
      partner.behave('hang');

      const exchange = exchangeTokeetCode(channel, { code: 'any-code', redirectUri: callbackUrl }, { timeoutMs: 200 });

      await expect(exchange).rejects.toEqual(new PartnerLinkFailure('partner_unavailable', `${label} could not be reached.`));
    });
  });
});
