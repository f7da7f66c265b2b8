import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient, InternalErrorException } from '@aws-sdk/client-cognito-identity-provider';
import { tableEnvName, userPoolEnvNames } from '#definitions/resources';
import { invokeRoute } from '#test/invoke-handler';

const dynamodb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const claims = { sub: 'sub-1', email: 'ann@example.com', email_verified: 'true', token_use: 'id' };

const storedHost = {
  email: 'ann@example.com',
  contactName: 'Ann Lee',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Self',
  country: '+44',
  phoneNumber: '+442079460000',
  website: null,
  address: null,
  sendEmail: 'YES',
  channel: 'hostaway',
  screening: 5,
  freeScreening: 0,
  status: 'ACTIVE',
  isIdVerificationEnabled: false,
};

const validBody = {
  contactName: 'Ann Smith',
  company: 'Lee Lets',
  country: '+1',
  phone: '(555) 010-2000',
  website: 'www.leelets.example.com',
  address: ' 1 Main St, Springfield ',
  sendEmail: 'NO',
};

const update = (body: unknown, email = 'ann@example.com') => invokeRoute('update-host-account', { pathParameters: { email }, body, claims });

/** The SET values of the n-th table update, by attribute name. */
const valuesWritten = (call: number) => {
  const input = dynamodb.commandCalls(UpdateCommand)[call]?.args[0].input;
  return Object.fromEntries(
    Object.entries(input?.ExpressionAttributeNames ?? {}).map(([placeholder, name]) => [name, input?.ExpressionAttributeValues?.[`:${placeholder.slice(1)}`]]),
  );
};

beforeEach(() => {
  dynamodb.reset();
  cognito.reset();
  vi.stubEnv(tableEnvName('users'), 'users-table');
  vi.stubEnv(userPoolEnvNames.userPoolId, 'pool-1');
  vi.stubEnv(userPoolEnvNames.userPoolClientId, 'web-client');
});

describe('POST /stripe/users/{email}', () => {
  it("refuses another host's account with 403 before reading the body or touching anything", async () => {
    const response = await update({ ...validBody, channel: 'waivo' }, 'victim@example.com');

    expect(response).toMatchObject({ statusCode: 403, body: { errorType: 'NotYourAccount' } });
    expect(dynamodb.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    ['channel', 'waivo'],
    ['screening', 500],
    ['freeScreening', 3],
    ['status', 'ACTIVE'],
    ['email', 'someone@example.com'],
    ['favouriteColour', 'blue'],
  ])('refuses a client-supplied %s with 400 and changes nothing', async (field, value) => {
    const response = await update({ ...validBody, [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.body?.fieldErrors).toEqual({ [`body.${field}`]: 'Unknown field.' });
    expect(dynamodb.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('reports every broken attribute rule at once', async () => {
    const response = await update({ contactName: ' ', company: '', country: '44', phone: 'x', website: 'not a site', sendEmail: 'MAYBE' });

    expect(response.statusCode).toBe(400);
    expect(response.body?.fieldErrors).toEqual({
      'body.contactName': 'Name is required',
      'body.company': 'Company is required',
      'body.country': 'Country is required',
      'body.phone': 'Phone Number is required',
      'body.website': 'Website must be a web address, e.g. https://www.example.com',
      'body.sendEmail': 'Send Email must be YES or NO',
    });
    expect(dynamodb.calls()).toHaveLength(0);
  });

  it('answers 404 for a signed-in user with no host record, and leaves Cognito alone', async () => {
    dynamodb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));

    const response = await update(validBody);

    expect(response).toMatchObject({ statusCode: 404, body: { errorType: 'HostNotFound' } });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('updates the table conditionally and the Cognito name, and answers the updated host user', async () => {
    dynamodb.on(UpdateCommand).resolves({ Attributes: storedHost });
    cognito.on(AdminUpdateUserAttributesCommand).resolves({});

    const response = await update(validBody, 'Ann@Example.com');

    expect(response).toEqual({
      statusCode: 200,
      body: {
        username: 'ann@example.com',
        contactName: 'Ann Smith',
        company: 'Lee Lets',
        phoneNumber: '+15550102000',
        channel: 'hostaway',
        screening: 5,
        isIdVerificationEnabled: false,
        country: '+1',
        website: 'https://www.leelets.example.com',
        address: '1 Main St, Springfield',
        sendEmail: 'NO',
      },
    });
    const [tableUpdate] = dynamodb.commandCalls(UpdateCommand);
    expect(tableUpdate?.args[0].input).toMatchObject({ TableName: 'users-table', Key: { email: 'ann@example.com' }, ConditionExpression: 'attribute_exists(email)', ReturnValues: 'ALL_OLD' });
    expect(valuesWritten(0)).toEqual({
      contactName: 'Ann Smith',
      company: 'Lee Lets',
      country: '+1',
      phoneNumber: '+15550102000',
      website: 'https://www.leelets.example.com',
      address: '1 Main St, Springfield',
      sendEmail: 'NO',
    });
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: 'pool-1', Username: 'ann@example.com', UserAttributes: [{ Name: 'name', Value: 'Ann Smith' }] },
    ]);
  });

  it('clears an empty website and address to null, and leaves Cognito alone when the name is unchanged', async () => {
    dynamodb.on(UpdateCommand).resolves({ Attributes: { ...storedHost, website: 'https://old.example.com', address: 'Old Road' } });

    const response = await update({ ...validBody, contactName: 'Ann Lee', website: '', address: '' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ contactName: 'Ann Lee', website: null, address: null });
    expect(valuesWritten(0)).toMatchObject({ website: null, address: null });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('puts the old values back when Cognito refuses the new name, so table and Cognito stay in step', async () => {
    dynamodb.on(UpdateCommand).resolves({ Attributes: storedHost });
    cognito.on(AdminUpdateUserAttributesCommand).rejects(new InternalErrorException({ message: 'Cognito is down', $metadata: {} }));

    const response = await update(validBody);

    expect(response).toMatchObject({ statusCode: 500, body: { errorType: 'InternalError' } });
    expect(dynamodb.commandCalls(UpdateCommand)).toHaveLength(2);
    expect(valuesWritten(1)).toEqual({
      contactName: 'Ann Lee',
      company: 'Self',
      country: '+44',
      phoneNumber: '+442079460000',
      website: null,
      address: null,
      sendEmail: 'YES',
    });
    expect(dynamodb.commandCalls(UpdateCommand)[1]?.args[0].input).toMatchObject({ Key: { email: 'ann@example.com' }, ConditionExpression: 'attribute_exists(email)' });
  });

  it("logs a failed restore and still reports Cognito's failure", async () => {
    dynamodb.on(UpdateCommand).resolvesOnce({ Attributes: storedHost }).rejects(new Error('table unavailable'));
    cognito.on(AdminUpdateUserAttributesCommand).rejects(new InternalErrorException({ message: 'Cognito is down', $metadata: {} }));
    const streams = [process.stdout, process.stderr].map((stream) => vi.spyOn(stream, 'write').mockImplementation(() => true));

    const response = await update(validBody);

    const entries = streams.flatMap((stream) => stream.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string; error?: { message: string } }));
    streams.forEach((stream) => stream.mockRestore());
    expect(response.statusCode).toBe(500);
    expect(entries.map(({ message, error }) => [message, error?.message])).toEqual([
      ['Restoring the account after the sign-in service refused the name failed', 'table unavailable'],
      ['Unexpected failure', 'Cognito is down'],
    ]);
  });
});
