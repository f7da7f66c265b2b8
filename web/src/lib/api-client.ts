import { apiErrorSchema } from '#contracts/api-error';
import type { RouteDefinition } from '#definitions/routes';

/** Error types the client gives failures that never produced an API error body. */
export const clientErrorTypes = {
  network: 'NetworkError',
  unexpectedResponse: 'UnexpectedResponse',
} as const;

/** Every failed API call, whether the API answered with an error or was never reached. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly errorType: string;
  /** Field path (e.g. `body.channel`) to the message about it, for validation errors. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(details: {
    status: number;
    errorType: string;
    message: string;
    fieldErrors?: Record<string, string>;
    cause?: unknown;
  }) {
    super(details.message, { cause: details.cause });
    this.status = details.status;
    this.errorType = details.errorType;
    this.fieldErrors = details.fieldErrors ?? {};
  }
}

export type ApiClientOptions = {
  /** `apiUrl` from the runtime config, without a trailing slash. */
  baseUrl: string;
  fetch?: typeof fetch;
  /**
   * The signed-in host's ID token for host routes (API Gateway's JWT authorizer); absent on
   * public pages, which never load the sign-in library.
   */
  idToken?: () => Promise<string | undefined>;
};

export type ApiClient = {
  /** Sends `body` (if any) as JSON to `baseUrl + path`; `path` comes from `routePath`. */
  request: (method: RouteDefinition['method'], path: string, body?: unknown) => Promise<unknown>;
};

/** The one place request headers are built. */
const requestHeaders = (hasBody: boolean, idToken: string | undefined): Headers => {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  return headers;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
};

const errorFromResponse = async (response: Response): Promise<ApiRequestError> => {
  const body = await readJson(response).catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError({ status: response.status, ...parsed.data });
  return new ApiRequestError({
    status: response.status,
    errorType: clientErrorTypes.unexpectedResponse,
    message: `The API answered HTTP ${response.status} ${response.statusText}`.trimEnd(),
  });
};

/**
 * A JSON client for the Trustay API. Resolves with the parsed answer (undefined for an empty
 * one) and rejects only with ApiRequestError. Errors never carry the request body, so they
 * are safe to log.
 */
export const createApiClient = ({ baseUrl, fetch: fetchFn = fetch, idToken }: ApiClientOptions): ApiClient => {
  const request: ApiClient['request'] = async (method, path, body) => {
    const hasBody = body !== undefined;
    let response: Response;
    try {
      response = await fetchFn(baseUrl + path, {
        method,
        headers: requestHeaders(hasBody, await idToken?.()),
        body: hasBody ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new ApiRequestError({
        status: 0,
        errorType: clientErrorTypes.network,
        message: `The API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        cause: error,
      });
    }
    if (!response.ok) throw await errorFromResponse(response);
    try {
      return await readJson(response);
    } catch (error) {
      throw new ApiRequestError({
        status: response.status,
        errorType: clientErrorTypes.unexpectedResponse,
        message: 'The API answered with a body that is not JSON',
        cause: error,
      });
    }
  };

  return { request };
};
