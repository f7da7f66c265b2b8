/**
 * OwnerRez OAuth apps (authorization code grant, per OwnerRez's "OAuth Apps" guide): the browser
 * authorizes at `app.ownerrez.com/oauth/authorize`, and the code is exchanged at
 * `POST api.ownerrez.com/oauth/access_token` (form body, client id and secret by HTTP Basic) for
 * `{ access_token, token_type: 'bearer', user_id }`. Base URLs come from OWNERREZ_AUTH_URL and
 * OWNERREZ_API_URL so tests can point them at a fake server.
 */
import { PartnerLinkFailure, type LinkedPartnerCredentials } from '../partners/partner-authorization.ts';
import { basicAuthorization, callPartner, partnerBaseUrl, partnerCallFailure, partnerClientId, partnerClientSecret } from './partner-oauth-client.ts';

export const ownerrezAuthorizeUrl = ({ state, redirectUri }: { state: string; redirectUri: string }): string => {
  const url = new URL(`${partnerBaseUrl('ownerrezAuth')}/oauth/authorize`);
  url.search = new URLSearchParams({ response_type: 'code', client_id: partnerClientId('ownerrez'), redirect_uri: redirectUri, state }).toString();
  return url.toString();
};

export const exchangeOwnerrezCode = async (
  { code, redirectUri }: { code: string; redirectUri: string },
  options: { timeoutMs?: number } = {},
): Promise<LinkedPartnerCredentials> => {
  const url = `${partnerBaseUrl('ownerrezApi')}/oauth/access_token`;
  const answer = await callPartner(
    'ownerrez',
    url,
    {
      method: 'POST',
      headers: {
        authorization: basicAuthorization(partnerClientId('ownerrez'), await partnerClientSecret('ownerrez')),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    },
    options.timeoutMs,
  );
  if (answer.status !== 200) throw partnerCallFailure('ownerrez', url, answer);
  const body = answer.body as { access_token?: unknown; user_id?: unknown } | undefined;
  const userId = typeof body?.user_id === 'number' || typeof body?.user_id === 'string' ? String(body.user_id) : undefined;
  if (typeof body?.access_token !== 'string' || body.access_token === '' || !userId) {
    throw new PartnerLinkFailure('partner_unavailable', 'OwnerRez answered the token request without a token.');
  }
  return { channel: 'ownerrez', accessToken: body.access_token, ownerrezUserId: userId };
};
