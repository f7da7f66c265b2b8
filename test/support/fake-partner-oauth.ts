/**
 * A fake OAuth partner on loopback that speaks real HTTP, in OwnerRez's or Tokeet's dialect
 * (AdvanceCM speaks Tokeet's). One server plays the authorization page and the API:
 * - GET /oauth/authorize: no login screen; it sends the browser straight back to redirect_uri
 *   with a single-use code and the state (or error=access_denied when told to deny);
 * - the token endpoint (OwnerRez POST /oauth/access_token, Tokeet POST /oauth/token): client
 *   authentication by HTTP Basic, form body grant_type/code/redirect_uri, code used once;
 * - Tokeet's GET /v1/user?account=<id> with `Authorization: <apiKey>`.
 * `behave` makes it accept, deny, reject the code, reject the issued key, fail, drop or hang.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePartnerDialect = 'ownerrez' | 'tokeet';

export type FakePartnerBehaviour = 'accept' | 'deny' | 'reject' | 'reject-key' | 'server-error' | 'drop' | 'hang';

type FakeClient = { clientId: string; clientSecret: string };

export type FakePartnerOptions =
  /** OwnerRez issues a fresh access token for this user id on each code. */
  | { dialect: 'ownerrez'; client: FakeClient; userId: string }
  /** Tokeet issues this account id and API key. */
  | { dialect: 'tokeet'; client: FakeClient; account: { accountId: string; apiKey: string } };

export type FakePartnerRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string;
  form: Record<string, string>;
};

const tokenPaths: Record<FakePartnerDialect, string> = { ownerrez: '/oauth/access_token', tokeet: '/oauth/token' };

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export const startFakePartnerOAuth = async (options: FakePartnerOptions) => {
  const received: FakePartnerRequest[] = [];
  /** Access tokens issued (OwnerRez), so tests can find them where they must not be. */
  const issuedTokens: string[] = [];
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  let behaviour: FakePartnerBehaviour = 'accept';
  const expectedBasic = `Basic ${Buffer.from(`${options.client.clientId}:${options.client.clientSecret}`).toString('base64')}`;

  const authorizePage = (query: Record<string, string>, response: ServerResponse) => {
    const redirectUri = URL.canParse(query.redirect_uri ?? '') ? new URL(query.redirect_uri ?? '') : undefined;
    if (query.response_type !== 'code' || query.client_id !== options.client.clientId || !redirectUri || !query.state) {
      return void response.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid authorization request');
    }
    if (behaviour === 'deny') {
      redirectUri.searchParams.set('error', 'access_denied');
    } else {
      const code = `code-${randomBytes(12).toString('hex')}`;
      codes.set(code, { redirectUri: redirectUri.toString(), used: false });
      redirectUri.searchParams.set('code', code);
    }
    redirectUri.searchParams.set('state', query.state);
    response.writeHead(302, { location: redirectUri.toString() }).end();
  };

  const tokenEndpoint = (request: FakePartnerRequest, response: ServerResponse) => {
    if (request.authorization !== expectedBasic) return sendJson(response, 401, { error: 'invalid_client' });
    const issued = codes.get(request.form.code ?? '');
    if (behaviour === 'reject' || request.form.grant_type !== 'authorization_code' || !issued || issued.used || issued.redirectUri !== request.form.redirect_uri) {
      return sendJson(response, 400, { error: 'invalid_grant' });
    }
    issued.used = true;
    if (options.dialect === 'tokeet') return sendJson(response, 200, { account_id: options.account.accountId, api_key: options.account.apiKey });
    const accessToken = `at_${randomBytes(16).toString('hex')}`;
    issuedTokens.push(accessToken);
    sendJson(response, 200, { access_token: accessToken, token_type: 'bearer', user_id: Number(options.userId) });
  };

  const userEndpoint = (account: { accountId: string; apiKey: string }, request: FakePartnerRequest, response: ServerResponse) => {
    if (behaviour === 'reject-key' || request.authorization !== account.apiKey || request.query.account !== account.accountId) {
      return sendJson(response, 401, { error: 'Unauthorized' });
    }
    sendJson(response, 200, { pkey: account.accountId, account: Number(account.accountId) });
  };

  const server = createServer((incoming, response) => {
    void readBody(incoming).then((body) => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: FakePartnerRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: incoming.headers.authorization ?? '',
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      received.push(request);
      if (request.method === 'GET' && request.path === '/oauth/authorize') return authorizePage(request.query, response);
      if (behaviour === 'hang') return;
      if (behaviour === 'drop') return void incoming.socket.destroy();
      if (behaviour === 'server-error') return void response.writeHead(500).end('upstream trouble');
      if (request.method === 'POST' && request.path === tokenPaths[options.dialect]) return tokenEndpoint(request, response);
      if (options.dialect === 'tokeet' && request.method === 'GET' && request.path === '/v1/user') return userEndpoint(options.account, request, response);
      sendJson(response, 404, { error: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    issuedTokens,
    behave: (next: FakePartnerBehaviour) => (behaviour = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type FakePartnerOAuth = Awaited<ReturnType<typeof startFakePartnerOAuth>>;
