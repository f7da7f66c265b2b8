/**
 * Hostaway's public API: an account id and API key are exchanged for an access token
 * (POST /v1/accessTokens, OAuth client credentials). Real HTTP with a time limit; the base URL
 * comes from the deployment (HOSTAWAY_API_URL), so tests can point it at a fake server.
 */
import { partnerApis } from '#definitions/resources';
import { HttpError, RequestValidationError } from '#core/http-errors';
import { logger } from '#core/logger';

export class PartnerUnavailableError extends HttpError {
  constructor(partner: string) {
    super(502, 'PartnerUnavailable', `${partner} could not be reached. Please try again later.`);
  }
}

export type HostawayAccessToken = { accessToken: string; expiresAt: string };

const baseUrl = () => (process.env[partnerApis.hostaway.envName] ?? partnerApis.hostaway.defaultUrl).replace(/\/+$/, '');

export const requestHostawayAccessToken = async (
  credentials: { accountId: string; apiKey: string },
  options: { timeoutMs?: number; now?: () => Date } = {},
): Promise<HostawayAccessToken> => {
  let response: Response;
  try {
    response = await fetch(`${baseUrl()}/v1/accessTokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: credentials.accountId, client_secret: credentials.apiKey, scope: 'general' }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    logger.warn('Hostaway unreachable', { reason: (error as Error).name });
    throw new PartnerUnavailableError('Hostaway');
  }
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    throw new RequestValidationError(
      { 'body.apiKey': 'Hostaway did not accept this Account ID and API Key.' },
      'Hostaway did not accept this Account ID and API Key.',
    );
  }
  const body = (await response.json().catch(() => undefined)) as { access_token?: unknown; expires_in?: unknown } | undefined;
  if (!response.ok || typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
    logger.warn('Hostaway answered unexpectedly', { status: response.status });
    throw new PartnerUnavailableError('Hostaway');
  }
  const now = options.now?.() ?? new Date();
  return { accessToken: body.access_token, expiresAt: new Date(now.getTime() + body.expires_in * 1000).toISOString() };
};
