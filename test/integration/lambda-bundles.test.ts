import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { findRoute, routeKey, type RouteId } from '#definitions/routes';
import { buildHttpApiEvent, buildLambdaContext } from '#local/http-api-event';
import { bundleHandler } from '#local/lambda-bundle';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const { root, seeds, handlerEnvironment } = inject('localStack');
const outDir = mkdtempSync(join(tmpdir(), 'trustay-bundles-'));

beforeAll(() => {
  // As Lambda configures the deployed function: the bundle reads its environment when it loads.
  for (const [name, value] of Object.entries(handlerEnvironment)) vi.stubEnv(name, value);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(outDir, { recursive: true, force: true });
});

/** The route's handler as deployed: bundled with the stack's options, then imported. */
const deployedHandler = async (id: RouteId): Promise<Handler> => {
  const route = findRoute(id);
  const outfile = join(outDir, `${id}.mjs`);
  await bundleHandler(resolve(root, route.handler), outfile);
  return ((await import(pathToFileURL(outfile).href)) as { handler: Handler }).handler;
};

const invoke = (handler: Handler, id: RouteId, input: { path: string; pathParameters?: Record<string, string>; body?: unknown }) =>
  handler(
    buildHttpApiEvent({
      method: findRoute(id).method,
      routeKey: routeKey(findRoute(id)),
      rawPath: input.path,
      pathParameters: input.pathParameters,
      headers: { 'content-type': 'application/json' },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    }),
    buildLambdaContext(id),
  );

describe('the Lambda bundles as deployed', () => {
  it('get-invitation answers from DynamoDB', async () => {
    const handler = await deployedHandler('get-invitation');
    const code = seeds.invitationCodes.trustay;

    const response = await invoke(handler, 'get-invitation', { path: `/v1/client/invitation/${code}`, pathParameters: { code } });

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body ?? '')).toMatchObject({ invitationCode: code, channel: 'trustay', active: true });
  });

  it('create-invitation-code validates, checks the password and writes to DynamoDB', async () => {
    const handler = await deployedHandler('create-invitation-code');
    const path = findRoute('create-invitation-code').path;

    const invalid = await invoke(handler, 'create-invitation-code', { path, body: { code: 'bad' } });
    const refused = await invoke(handler, 'create-invitation-code', { path, body: { code: 'BUNDLE1234567890', channel: 'trustay', password: 'wrong' } });
    const created = await invoke(handler, 'create-invitation-code', { path, body: { code: 'BUNDLE1234567890', channel: 'trustay', password: seeds.providerPassword } });

    expect([invalid.statusCode, refused.statusCode, created.statusCode]).toEqual([400, 403, 201]);
  });
});
