import { describe, expect, it } from 'vitest';
import { ApiRequestError, clientErrorTypes, createApiClient } from '../../../web/src/lib/api-client.ts';

type RecordedCall = { url: string; init: RequestInit | undefined };

/** A fetch stand-in that records its calls and answers with `respond()`. */
const stubFetch = (respond: () => Response | Promise<Response>) => {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return respond();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const rejection = async (promise: Promise<unknown>): Promise<ApiRequestError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
};

describe('createApiClient', () => {
  it('sends JSON to baseUrl + path and resolves with the parsed answer', async () => {
    // Prepare
    const stub = stubFetch(() => json(201, { created: true }));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch });

    // Act
    const answer = await client.request('POST', '/tpc/api/invitation-code/create', { code: 'A' });

    // Assess
    expect(answer).toEqual({ created: true });
    expect(stub.calls).toHaveLength(1);
    const [call] = stub.calls;
    expect(call?.url).toBe('https://api.example.test/tpc/api/invitation-code/create');
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.body).toBe('{"code":"A"}');
    const headers = new Headers(call?.init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends the ID token as a bearer token when one is given, and no Authorization header otherwise', async () => {
    // Prepare
    const stub = stubFetch(() => json(200, {}));
    const signedIn = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch, idToken: async () => 'id.token.value' });
    const signedOut = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch, idToken: async () => undefined });

    // Act
    await signedIn.request('GET', '/stripe/users/host%40example.com');
    await signedOut.request('GET', '/v1/client/invitation/ABC');

    // Assess
    expect(new Headers(stub.calls[0]?.init?.headers).get('authorization')).toBe('Bearer id.token.value');
    expect(new Headers(stub.calls[1]?.init?.headers).has('authorization')).toBe(false);
  });

  it('sends no body and no content type without a body, and resolves undefined on an empty answer', async () => {
    // Prepare
    const stub = stubFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch });

    // Act
    const answer = await client.request('GET', '/v1/client/invitation/ABC');

    // Assess
    expect(answer).toBeUndefined();
    expect(stub.calls[0]?.init?.body).toBeUndefined();
    expect(new Headers(stub.calls[0]?.init?.headers).has('content-type')).toBe(false);
  });

  it('turns an API error body into an ApiRequestError with its type, message and field errors', async () => {
    // Prepare
    const stub = stubFetch(() =>
      json(400, {
        errorType: 'RequestValidationError',
        message: 'The request is not valid',
        fieldErrors: { 'body.channel': 'Channel must be one of hostaway, ownerrez, trustay' },
      }),
    );
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch });

    // Act
    const error = await rejection(client.request('POST', '/x', {}));

    // Assess
    expect(error.status).toBe(400);
    expect(error.errorType).toBe('RequestValidationError');
    expect(error.message).toBe('The request is not valid');
    expect(error.fieldErrors).toEqual({ 'body.channel': 'Channel must be one of hostaway, ownerrez, trustay' });
  });

  it('gives an error answer without the API error shape the type UnexpectedResponse', async () => {
    // Prepare
    const stub = stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch });

    // Act
    const error = await rejection(client.request('POST', '/x', {}));

    // Assess
    expect(error.status).toBe(502);
    expect(error.errorType).toBe(clientErrorTypes.unexpectedResponse);
    expect(error.message).toBe('The API answered HTTP 502 Bad Gateway');
    expect(error.fieldErrors).toEqual({});
  });

  it('rejects a successful answer whose body is not JSON', async () => {
    // Prepare
    const stub = stubFetch(() => new Response('not json', { status: 200 }));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch });

    // Act
    const error = await rejection(client.request('GET', '/x'));

    // Assess
    expect(error.status).toBe(200);
    expect(error.errorType).toBe(clientErrorTypes.unexpectedResponse);
  });

  it('turns a network failure into an ApiRequestError of status 0 that does not repeat the body', async () => {
    // Prepare
    const stub = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch: stub.fetch });

    // Act
    const error = await rejection(client.request('POST', '/x', { password: 'secret-password' }));

    // Assess
    expect(error.status).toBe(0);
    expect(error.errorType).toBe(clientErrorTypes.network);
    expect(error.message).toBe('The API could not be reached: Failed to fetch');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('secret-password');
  });
});
