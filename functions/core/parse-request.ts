/**
 * Turns an HTTP API v2 event into typed path, query and body values with zod, collecting every
 * problem into field-level messages (`body.channel`, `path.code`, ...) so a client sees them all
 * at once. Nothing here touches AWS.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { PayloadTooLargeError, RequestValidationError, UnsupportedMediaTypeError } from './http-errors.ts';

export type RequestSchemas = {
  path?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Largest accepted body in bytes (default 16 KiB): larger bodies get a 413 before parsing. */
  maxBodyBytes?: number;
};

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParsedRequest<S extends RequestSchemas> = {
  path: Parsed<S['path']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
};

const defaultMaxBodyBytes = 16 * 1024;

const fieldPath = (part: string, path: readonly PropertyKey[]): string =>
  [part, ...path.map(String)].join('.');

const collectIssues = (part: string, error: z.ZodError, into: Record<string, string>): void => {
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) into[fieldPath(part, [...issue.path, key])] = 'Unknown field.';
      continue;
    }
    const key = fieldPath(part, issue.path);
    const isWholeBodyOfWrongType = part === 'body' && issue.path.length === 0 && issue.code === 'invalid_type';
    into[key] ??= isWholeBodyOfWrongType ? 'The request body must be a JSON object.' : issue.message;
  }
};

const headerValue = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

const readJsonBody = (event: APIGatewayProxyEventV2, maxBytes: number): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > maxBytes) throw new PayloadTooLargeError(maxBytes);
  const contentType = headerValue(event, 'content-type');
  if (contentType && !/^application\/(.+\+)?json\b/i.test(contentType)) throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new RequestValidationError({ body: 'The request body is not valid JSON.' });
  }
};

export const parseRequest = <S extends RequestSchemas>(
  event: APIGatewayProxyEventV2,
  schemas: S,
): ParsedRequest<S> => {
  const fieldErrors: Record<string, string> = {};
  const parsePart = (part: 'path' | 'query' | 'body', schema: z.ZodType | undefined, input: unknown) => {
    if (!schema) return undefined;
    if (part === 'body' && input === undefined) {
      fieldErrors.body = 'A JSON request body is required.';
      return undefined;
    }
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    collectIssues(part, result.error, fieldErrors);
    return undefined;
  };

  const body = schemas.body ? readJsonBody(event, schemas.maxBodyBytes ?? defaultMaxBodyBytes) : undefined;
  const parsed = {
    path: parsePart('path', schemas.path, event.pathParameters ?? {}),
    query: parsePart('query', schemas.query, event.queryStringParameters ?? {}),
    body: parsePart('body', schemas.body, body),
  };
  if (Object.keys(fieldErrors).length > 0) throw new RequestValidationError(fieldErrors);
  return parsed as ParsedRequest<S>;
};
