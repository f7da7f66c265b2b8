/**
 * A fake Hostaway API on loopback that speaks real HTTP: POST /v1/accessTokens with the form
 * body Hostaway documents. `behaviour` makes it accept, reject, fail, drop or hang.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHostawayBehaviour = 'accept' | 'reject' | 'server-error' | 'drop' | 'hang';

export const startFakeHostaway = async (accounts: Record<string, string>) => {
  const received: Record<string, string>[] = [];
  let behaviour: FakeHostawayBehaviour = 'accept';
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', ...form });
      if (behaviour === 'hang') return;
      if (behaviour === 'drop') return void request.socket.destroy();
      if (behaviour === 'server-error') return void response.writeHead(500).end('upstream trouble');
      const known = request.url === '/v1/accessTokens' && form.grant_type === 'client_credentials' && form.scope === 'general' && accounts[form.client_id ?? ''] === form.client_secret;
      if (behaviour === 'reject' || !known) {
        return void response.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'fail', message: 'Invalid client credentials' }));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token_type: 'Bearer', expires_in: 15_897_600, access_token: `token-for-${form.client_id}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    behave: (next: FakeHostawayBehaviour) => (behaviour = next),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
