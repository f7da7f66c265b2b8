import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { partnerApis, tableEnvName } from '#definitions/resources';
import { requestHostawayAccessToken, PartnerUnavailableError } from '#adapters/hostaway-api';
import { invokeRoute } from '#test/invoke-handler';
import { startFakeHostaway } from '#test/fake-hostaway';

const dynamodb = mockClient(DynamoDBDocumentClient);
let hostaway: Awaited<ReturnType<typeof startFakeHostaway>>;
const claims = { sub: 's', email: 'ann@example.com', email_verified: 'true' };
const hostRecord = (channel: string) => ({ Item: { email: 'ann@example.com', channel, contactName: 'Ann', screening: 5 } });
const connect = (body: Record<string, unknown> = {}) =>
  invokeRoute('connect-hostaway', { body: { email: 'ann@example.com', clientId: '12345', apiKey: 'secret-key', ...body }, claims });

beforeAll(async () => {
  hostaway = await startFakeHostaway({ '12345': 'secret-key' });
});
afterAll(() => hostaway.close());
beforeEach(() => {
  dynamodb.reset();
  hostaway.behave('accept');
  hostaway.received.length = 0;
  vi.stubEnv(partnerApis.hostaway.envName, hostaway.url);
  vi.stubEnv(tableEnvName('users'), 'users-table');
  vi.stubEnv(tableEnvName('partnerCredentials'), 'credentials-table');
});

describe('POST /tpc/hostaway/api/signup', () => {
  it("checks the credentials with Hostaway's token endpoint and keeps them and the token server-side only", async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('hostaway'));
    dynamodb.on(PutCommand).resolves({});

    const response = await connect();

    expect(response).toEqual({ statusCode: 200, body: { status: 'success', message: 'Your Hostaway account is connected.' } });
    expect(hostaway.received).toEqual([
      { path: '/v1/accessTokens', contentType: 'application/x-www-form-urlencoded', grant_type: 'client_credentials', client_id: '12345', client_secret: 'secret-key', scope: 'general' },
    ]);
    expect(dynamodb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'credentials-table',
      Item: { email: 'ann@example.com', channel: 'hostaway', accountId: '12345', apiKey: 'secret-key', accessToken: 'token-for-12345' },
    });
    expect(JSON.stringify(response.body)).not.toContain('secret-key');
  });

  it('says which field is wrong when Hostaway refuses the credentials, and stores nothing', async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('hostaway'));

    const response = await connect({ apiKey: 'wrong' });

    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ fieldErrors: { 'body.apiKey': 'Hostaway did not accept this Account ID and API Key.' } });
    expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each(['server-error', 'drop'] as const)('answers 502 when Hostaway fails (%s), and stores nothing', async (behaviour) => {
    dynamodb.on(GetCommand).resolves(hostRecord('hostaway'));
    hostaway.behave(behaviour);

    const response = await connect();

    expect(response.statusCode).toBe(502);
    expect(response.body).toMatchObject({ errorType: 'PartnerUnavailable' });
    expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a host of another channel without calling Hostaway', async () => {
    dynamodb.on(GetCommand).resolves(hostRecord('trustay'));

    const response = await connect();

    expect(response.statusCode).toBe(403);
    expect(hostaway.received).toHaveLength(0);
  });

  it("refuses to connect another host's account, and refuses client-set credit fields", async () => {
    const otherHost = await connect({ email: 'victim@example.com' });
    const withCredits = await connect({ screening: 100 });

    expect(otherHost.statusCode).toBe(403);
    expect(withCredits.statusCode).toBe(400);
    expect(hostaway.received).toHaveLength(0);
    expect(dynamodb.calls()).toHaveLength(0);
  });
});

describe('the Hostaway token request', () => {
  it('gives up after its time limit when Hostaway does not answer', async () => {
    hostaway.behave('hang');

    await expect(requestHostawayAccessToken({ accountId: '12345', apiKey: 'secret-key' }, { timeoutMs: 200 })).rejects.toBeInstanceOf(PartnerUnavailableError);
  });
});
