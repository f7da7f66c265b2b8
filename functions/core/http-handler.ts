/**
 * The one middy stack every HTTP handler is wrapped in: structured logs carrying the Lambda
 * and API request ids, zod parsing of path/query/body, and errors mapped to responses by
 * class. A handler file then holds only its schemas and a call into its rules.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ApiError } from '#contracts/api-error';
import { HttpError } from './http-errors.ts';
import { logger } from './logger.ts';
import { parseRequest, type ParsedRequest, type RequestSchemas } from './parse-request.ts';

export type HttpResponse = { statusCode: number; body?: unknown; headers?: Record<string, string> };

export const ok = (body: unknown): HttpResponse => ({ statusCode: 200, body });
export const created = (body: unknown): HttpResponse => ({ statusCode: 201, body });
/** Sends the browser on to `location` (302), e.g. back to the web app after a partner's OAuth page. */
export const redirect = (location: string): HttpResponse => ({ statusCode: 302, headers: { location } });

const jsonResponse = ({ statusCode, body, headers }: HttpResponse): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

const errorResponse = (error: unknown): APIGatewayProxyStructuredResultV2 => {
  if (error instanceof HttpError) {
    logger.info('Request refused', { statusCode: error.statusCode, errorType: error.errorType, fieldErrors: error.fieldErrors });
    const body: ApiError = { errorType: error.errorType, message: error.message, fieldErrors: error.fieldErrors };
    return jsonResponse({ statusCode: error.statusCode, body });
  }
  logger.error('Unexpected failure', error as Error);
  const body: ApiError = { errorType: 'InternalError', message: 'Something went wrong on our side. Please try again.' };
  return jsonResponse({ statusCode: 500, body });
};

type HttpEvent = APIGatewayProxyEventV2;
type HttpResult = APIGatewayProxyStructuredResultV2;

const errorMapping = (): middy.MiddlewareObj<HttpEvent, HttpResult> => ({
  onError: async (request) => {
    request.response = errorResponse(request.error);
  },
});

const requestLogKeys = (): middy.MiddlewareObj<HttpEvent, HttpResult> => ({
  before: async ({ event }) => {
    logger.appendKeys({ apiRequestId: event.requestContext?.requestId, routeKey: event.routeKey });
  },
});

export const httpHandler = <S extends RequestSchemas>(
  schemas: S,
  handle: (request: ParsedRequest<S>, event: HttpEvent) => Promise<HttpResponse>,
) =>
  middy<HttpEvent, HttpResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestLogKeys())
    .use(errorMapping())
    .handler(async (event) => jsonResponse(await handle(parseRequest(event, schemas), event)));
