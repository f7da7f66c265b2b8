import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseRequest } from '#core/parse-request';
import { PayloadTooLargeError, RequestValidationError, UnsupportedMediaTypeError } from '#core/http-errors';
import { buildHttpApiEvent } from '#local/http-api-event';

const schemas = {
  path: z.object({ id: z.string().regex(/^\d+$/, 'Id must be digits') }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  body: z.strictObject({ name: z.string({ error: 'Name is required' }) }),
};

const event = (body: string | undefined, options: { contentType?: string; id?: string; query?: string } = {}) =>
  buildHttpApiEvent({
    method: 'POST',
    routeKey: 'POST /things/{id}',
    rawPath: `/things/${options.id ?? '7'}`,
    rawQueryString: options.query,
    headers: { 'content-type': options.contentType ?? 'application/json' },
    pathParameters: { id: options.id ?? '7' },
    body,
  });

const fieldErrorsOf = (run: () => unknown): Record<string, string> | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof RequestValidationError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('parsing a request', () => {
  it('gives typed path, query and body values', () => {
    expect(parseRequest(event('{"name":"Ann"}', { query: 'page=3' }), schemas)).toEqual({ path: { id: '7' }, query: { page: 3 }, body: { name: 'Ann' } });
  });

  it('reports every problem of every part at once, by field', () => {
    expect(fieldErrorsOf(() => parseRequest(event('{"nam":"Ann"}', { id: 'x', query: 'page=0' }), schemas))).toEqual({
      'path.id': 'Id must be digits',
      'query.page': expect.stringContaining('1'),
      'body.name': 'Name is required',
      'body.nam': 'Unknown field.',
    });
  });

  it('refuses a body that is not JSON, not an object, or missing', () => {
    expect(fieldErrorsOf(() => parseRequest(event('{"name":'), schemas))).toEqual({ body: 'The request body is not valid JSON.' });
    expect(fieldErrorsOf(() => parseRequest(event('"text"'), schemas))).toEqual({ body: 'The request body must be a JSON object.' });
    expect(fieldErrorsOf(() => parseRequest(event(undefined), schemas))).toEqual({ body: 'A JSON request body is required.' });
  });

  it('refuses an oversize body before parsing it, and a non-JSON content type', () => {
    expect(() => parseRequest(event(JSON.stringify({ name: 'a'.repeat(100) })), { ...schemas, maxBodyBytes: 50 })).toThrow(PayloadTooLargeError);
    expect(() => parseRequest(event('name=Ann', { contentType: 'application/x-www-form-urlencoded' }), schemas)).toThrow(UnsupportedMediaTypeError);
  });
});
