import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableEnvName } from '#definitions/resources';
import { invokeRoute } from '#test/invoke-handler';

const dynamodb = mockClient(DynamoDBDocumentClient);
const providerPassword = 'provider-secret-for-tests';
const validRequest = { code: 'TRUSTAY123456789', channel: 'trustay', description: 'Pilot hosts', notes: 'Q4', password: providerPassword };

beforeEach(() => {
  dynamodb.reset();
  vi.stubEnv(tableEnvName('invitations'), 'invitations-table');
  vi.stubEnv('LOCAL_PROVIDER_PASSWORD', providerPassword);
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /tpc/api/invitation-code/create', () => {
  it('stores a new active code with a conditional write and answers 201', async () => {
    dynamodb.on(PutCommand).resolves({});

    const response = await invokeRoute('create-invitation-code', { body: validRequest });

    expect(response).toEqual({ statusCode: 201, body: { active: true, invitationCode: 'TRUSTAY123456789', description: 'Pilot hosts', channel: 'trustay' } });
    const put = dynamodb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put).toMatchObject({
      TableName: 'invitations-table',
      ConditionExpression: 'attribute_not_exists(invitationCode)',
      Item: { invitationCode: 'TRUSTAY123456789', channel: 'trustay', description: 'Pilot hosts', notes: 'Q4', active: true },
    });
    expect(put?.Item).not.toHaveProperty('password');
  });

  it('answers 403 to a wrong password and writes nothing', async () => {
    const response = await invokeRoute('create-invitation-code', { body: { ...validRequest, password: 'guess' } });

    expect(response).toEqual({ statusCode: 403, body: { errorType: 'IncorrectProviderPassword', message: 'Incorrect password.' } });
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it('answers 409 to a code that exists', async () => {
    dynamodb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));

    const response = await invokeRoute('create-invitation-code', { body: validRequest });

    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({ errorType: 'InvitationCodeTaken' });
  });

  it('answers 400 with field messages to a malformed code or unknown channel, and writes nothing', async () => {
    const response = await invokeRoute('create-invitation-code', { body: { ...validRequest, code: 'short', channel: 'airbnb' } });

    expect(response).toEqual({
      statusCode: 400,
      body: {
        errorType: 'RequestValidation',
        message: 'The request is invalid.',
        fieldErrors: { 'body.code': 'Invitation Code must be 16 characters, A-Z and 0-9', 'body.channel': 'Channel must be one of hostaway, ownerrez, trustay, tokeet, advancecm, waivo' },
      },
    });
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it('never answers 500 to any body a client can send, and writes only for valid ones', async () => {
    dynamodb.on(PutCommand).resolves({});
    const bodies = [
      '', 'null', '[]', '"x"', '42', 'true', '{', '{"code":', '\u0000', '{"__proto__":{"admin":true}}',
      JSON.stringify({ ...validRequest, code: null }), JSON.stringify({ ...validRequest, description: 'x'.repeat(501) }),
      JSON.stringify({ ...validRequest, channel: ['trustay'] }), JSON.stringify({ ...validRequest, password: 12345 }),
      JSON.stringify({ ...validRequest, code: 'trustay123456789' }), JSON.stringify({ ...validRequest, extra: 'field' }),
      JSON.stringify({ ...validRequest, notes: { nested: true } }), JSON.stringify({ ...validRequest, code: 'ÄBCDEFGHIJKLMNOP' }),
    ];

    for (const rawBody of bodies) {
      const { statusCode } = await invokeRoute('create-invitation-code', { rawBody });
      expect(statusCode, rawBody).toBeGreaterThanOrEqual(400);
      expect(statusCode, rawBody).toBeLessThan(500);
    }
    expect(dynamodb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 500 with a generic message when storage fails unexpectedly, and logs the fault with the request ids', async () => {
    dynamodb.on(PutCommand).rejects(new Error('DynamoDB is down'));
    const streams = [process.stdout, process.stderr].map((stream) => vi.spyOn(stream, 'write').mockImplementation(() => true));

    const response = await invokeRoute('create-invitation-code', { body: validRequest });

    const lines = streams.flatMap((stream) => stream.mock.calls.map(([line]) => String(line)));
    streams.forEach((stream) => stream.mockRestore());
    expect(response).toEqual({ statusCode: 500, body: { errorType: 'InternalError', message: 'Something went wrong on our side. Please try again.' } });
    const fault = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.message === 'Unexpected failure');
    expect(fault).toMatchObject({ level: 'ERROR', function_name: 'create-invitation-code', routeKey: 'POST /tpc/api/invitation-code/create' });
    expect(fault?.function_request_id).toEqual(expect.any(String));
    expect(fault?.apiRequestId).toEqual(expect.any(String));
    expect(lines.join('\n')).not.toContain(providerPassword);
  });
});

describe('GET /v1/client/invitation/{code}', () => {
  it('returns active, invitationCode, description and channel of a known code', async () => {
    dynamodb.on(GetCommand, { TableName: 'invitations-table', Key: { invitationCode: 'OWNERREZ12345678' } }).resolves({
      Item: { invitationCode: 'OWNERREZ12345678', channel: 'ownerrez', description: 'OwnerRez partners', notes: 'internal only', active: true, createdAt: 'x' },
    });

    const response = await invokeRoute('get-invitation', { pathParameters: { code: 'OWNERREZ12345678' } });

    expect(response).toEqual({ statusCode: 200, body: { active: true, invitationCode: 'OWNERREZ12345678', description: 'OwnerRez partners', channel: 'ownerrez' } });
  });

  it('answers 404 with a clear message to an unknown code', async () => {
    dynamodb.on(GetCommand).resolves({});

    const response = await invokeRoute('get-invitation', { pathParameters: { code: 'UNKNOWN123456789' } });

    expect(response).toEqual({ statusCode: 404, body: { errorType: 'InvitationNotFound', message: 'Invitation code UNKNOWN123456789 does not exist. Check the code you were given.' } });
  });

  it('answers 400 to a malformed code without reading the table', async () => {
    const response = await invokeRoute('get-invitation', { pathParameters: { code: 'abc' } });

    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ fieldErrors: { 'path.code': 'Invitation Code must be 16 characters, A-Z and 0-9' } });
    expect(dynamodb.calls()).toHaveLength(0);
  });
});
