/**
 * Tokeet and its sister product AdvanceCM: one API, each with its own OAuth client and base URLs
 * (TOKEET_AUTH_URL / TOKEET_API_URL, ADVANCECM_AUTH_URL / ADVANCECM_API_URL). The browser
 * authorizes at `<auth>/oauth/authorize`; the code is exchanged at `POST <api>/oauth/token` (form
 * body, client id and secret by HTTP Basic) for the account id and API key, which are then checked
 * with one authorized call, `GET <api>/v1/user?account=<id>` with `Authorization: <apiKey>`, the
 * way every Tokeet API call authenticates.
 */
import { PartnerLinkFailure, type LinkedPartnerCredentials } from '../partners/partner-authorization.ts';
import { basicAuthorization, callPartner, partnerBaseUrl, partnerCallFailure, partnerClientId, partnerClientSecret } from './partner-oauth-client.ts';

export type TokeetChannel = 'tokeet' | 'advancecm';

const baseUrls = {
  tokeet: { auth: () => partnerBaseUrl('tokeetAuth'), api: () => partnerBaseUrl('tokeetApi') },
  advancecm: { auth: () => partnerBaseUrl('advancecmAuth'), api: () => partnerBaseUrl('advancecmApi') },
} as const;

export const tokeetAuthorizeUrl = (channel: TokeetChannel, { state, redirectUri }: { state: string; redirectUri: string }): string => {
  const url = new URL(`${baseUrls[channel].auth()}/oauth/authorize`);
  url.search = new URLSearchParams({ response_type: 'code', client_id: partnerClientId(channel), redirect_uri: redirectUri, state }).toString();
  return url.toString();
};

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const verifyAccount = async (channel: TokeetChannel, accountId: string, apiKey: string, timeoutMs?: number): Promise<void> => {
  const url = new URL(`${baseUrls[channel].api()}/v1/user`);
  url.searchParams.set('account', accountId);
  const answer = await callPartner(channel, url.toString(), { method: 'GET', headers: { authorization: apiKey, accept: 'application/json' } }, timeoutMs);
  if (answer.status !== 200) throw partnerCallFailure(channel, url.toString(), answer);
};

export const exchangeTokeetCode = async (
  channel: TokeetChannel,
  { code, redirectUri }: { code: string; redirectUri: string },
  options: { timeoutMs?: number } = {},
): Promise<LinkedPartnerCredentials> => {
  const url = `${baseUrls[channel].api()}/oauth/token`;
  const answer = await callPartner(
    channel,
    url,
    {
      method: 'POST',
      headers: {
        authorization: basicAuthorization(partnerClientId(channel), await partnerClientSecret(channel)),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    },
    options.timeoutMs,
  );
  if (answer.status !== 200) throw partnerCallFailure(channel, url, answer);
  const body = answer.body as { account_id?: unknown; api_key?: unknown } | undefined;
  if (!nonEmptyText(body?.account_id) || !nonEmptyText(body.api_key)) {
    throw new PartnerLinkFailure('partner_unavailable', 'The token answer had no account id and API key.');
  }
  await verifyAccount(channel, body.account_id, body.api_key, options.timeoutMs);
  return { channel, accountId: body.account_id, apiKey: body.api_key };
};
