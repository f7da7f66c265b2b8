/**
 * The local stand-in for API Gateway's HTTP API: it serves the route table, verifies Cognito
 * JWTs on host routes like the JWT authorizer does (signature against the pool's JWKS, issuer,
 * audience or client_id, expiry), answers CORS for the web origin, builds payload-2.0 events
 * and invokes the real handler modules.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { apiCors, routeKey, type RouteDefinition } from '#definitions/routes';
import { buildHttpApiEvent, buildLambdaContext, type JwtAuthorization } from './http-api-event.ts';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

export type JwtAuthorizerSettings = { issuer: string; jwksUrl: string; audience: string[] };

export type GatewayOptions = {
  routes: readonly RouteDefinition[];
  /** Repository root the route table's handler paths are relative to. */
  root: string;
  allowedOrigins: string[];
  jwt: JwtAuthorizerSettings;
  /** Called once per request with its outcome, for a terse access log. */
  onRequest?: (line: { method: string; path: string; status: number; ms: number }) => void;
};

/** API Gateway's own payload limit for HTTP APIs. */
const maxPayloadBytes = 10 * 1024 * 1024;

type CompiledRoute = { route: RouteDefinition; pattern: RegExp; names: string[] };

const compile = (route: RouteDefinition): CompiledRoute => {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
};

const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
};

const readBody = (req: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxPayloadBytes) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(size > maxPayloadBytes ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Claims as API Gateway hands them to a handler: every value flattened to a string. */
const flattenClaims = (payload: JWTPayload): JwtAuthorization['claims'] =>
  Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );

export const createLocalGateway = (options: GatewayOptions): Server => {
  const compiled = options.routes.map(compile);
  const jwks = createRemoteJWKSet(new URL(options.jwt.jwksUrl));
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const loadHandler = (route: RouteDefinition) => {
    let loaded = handlers.get(route.id);
    if (!loaded) {
      const url = pathToFileURL(resolve(options.root, route.handler)).href;
      loaded = import(url).then((module: { handler: LambdaHandler }) => module.handler);
      handlers.set(route.id, loaded);
    }
    return loaded;
  };

  const authorize = async (authorization: string | undefined): Promise<JwtAuthorization | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '');
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.jwt.issuer });
      const audiences = [payload.aud ?? [], payload.client_id ?? []].flat().map(String);
      if (!audiences.some((audience) => options.jwt.audience.includes(audience))) return undefined;
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : null;
      return { claims: flattenClaims(payload), scopes };
    } catch {
      return undefined;
    }
  };

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin && options.allowedOrigins.includes(origin)
      ? { 'access-control-allow-origin': origin, vary: 'origin' }
      : {};

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const cors = corsHeaders(req.headers.origin);

    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        ...cors,
        ...(cors['access-control-allow-origin']
          ? {
              'access-control-allow-methods': apiCors.allowMethods.join(','),
              'access-control-allow-headers': apiCors.allowHeaders.join(','),
              'access-control-max-age': String(apiCors.maxAgeSeconds),
            }
          : {}),
      });
      res.end();
      return 204;
    }

    const match = compiled
      .filter(({ route }) => route.method === method)
      .map((candidate) => ({ candidate, found: candidate.pattern.exec(url.pathname) }))
      .find(({ found }) => found);
    if (!match?.found) {
      send(res, 404, JSON.stringify({ message: 'Not Found' }), cors);
      return 404;
    }
    const { route, names } = match.candidate;
    const found = match.found;

    let jwt: JwtAuthorization | undefined;
    if (route.access === 'host') {
      jwt = await authorize(req.headers.authorization);
      if (!jwt) {
        send(res, 401, JSON.stringify({ message: 'Unauthorized' }), cors);
        return 401;
      }
    }

    const body = await readBody(req);
    if (body === 'too-large') {
      send(res, 413, JSON.stringify({ message: 'Request Entity Too Large' }), cors);
      return 413;
    }

    const pathParameters = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    const event = buildHttpApiEvent({
      method,
      routeKey: routeKey(route),
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers: {
        ...Object.fromEntries(
          Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value ?? '']),
        ),
        // API Gateway tells the integration which scheme the client used, whatever the client claims.
        'x-forwarded-proto': 'http',
      },
      pathParameters,
      body,
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, ''),
      jwt,
    });

    const handler = await loadHandler(route);
    const result = await handler(event, buildLambdaContext(route.id));
    // Payload 2.0: a result without statusCode is a 200 JSON body, as API Gateway infers it.
    if (typeof result === 'object' && result !== null && 'statusCode' in result) {
      const payload = result.body && result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body ?? '';
      res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string>), ...cors });
      res.end(payload);
      return result.statusCode ?? 200;
    }
    send(res, 200, typeof result === 'string' ? result : JSON.stringify(result), cors);
    return 200;
  };

  return createServer((req, res) => {
    const started = performance.now();
    serve(req, res)
      .catch((error: unknown) => {
        // A handler that throws past its middy stack is a Lambda invocation error in AWS.
        console.error(`Handler failure on ${req.method} ${req.url}:`, error);
        if (!res.headersSent) send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
        return 500;
      })
      .then((status) =>
        options.onRequest?.({ method: req.method ?? '', path: req.url ?? '', status, ms: performance.now() - started }),
      );
  });
};
