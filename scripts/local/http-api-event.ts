/**
 * Builds the API Gateway HTTP API (payload format 2.0) event and Lambda context a handler
 * receives in AWS. The local gateway and the handler tests both use it, so handlers are run
 * locally exactly as API Gateway would invoke them.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export type JwtAuthorization = { claims: Record<string, string | number | boolean | string[]>; scopes: string[] | null };

export type HttpRequestInput = {
  method: string;
  /** The route key matched, e.g. `POST /tpc/api/invitation-code/create`. */
  routeKey: string;
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  body?: Buffer | string;
  sourceIp?: string;
  jwt?: JwtAuthorization;
};

const textContentType = /^(text\/|application\/(.+\+)?(json|xml|x-www-form-urlencoded))/i;

export const buildHttpApiEvent = (input: HttpRequestInput): APIGatewayProxyEventV2 => {
  const headers = Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const query = new URLSearchParams(input.rawQueryString ?? '');
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
  const now = new Date();
  const body = input.body === undefined ? undefined : Buffer.from(input.body);
  // API Gateway passes text bodies as-is and base64-encodes everything else.
  const isText = body !== undefined && textContentType.test(headers['content-type'] ?? '');
  const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: { jwt: JwtAuthorization } } } = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQueryString ?? '',
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    pathParameters: input.pathParameters && Object.keys(input.pathParameters).length ? input.pathParameters : undefined,
    body: body === undefined || body.byteLength === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body !== undefined && body.byteLength > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: input.method,
        path: input.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(input.jwt ? { authorizer: { jwt: input.jwt } } : {}),
    },
  };
  if (headers.cookie) event.cookies = headers.cookie.split(/;\s*/);
  return event;
};

export const buildLambdaContext = (functionName: string, timeoutMs = 10_000): Context => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
