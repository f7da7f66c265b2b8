/**
 * What the partner OAuth handlers share: the API's own callback URL, worked out from the request
 * as API Gateway describes it, and the callback handler, which always answers the browser with a
 * redirect to the web app's login page (with `link_error` when the link failed), never with JSON.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { webAppUrlEnvName, type OAuthPartner } from '#definitions/resources';
import { findRoute, type RouteId } from '#definitions/routes';
import { partnerLinkReturnUrl } from '#contracts/partner-onboarding';
import { httpHandler, redirect } from '#core/http-handler';
import { logger } from '#core/logger';
import { linkedPartnerCredentialsTable } from '#adapters/linked-partner-credentials-table';
import { partnerAuthorizationsTable } from '#adapters/partner-authorizations-table';
import { completePartnerAuthorization, type LinkedPartnerCredentials, type PartnerLinkOutcome } from './partner-authorization.ts';

/**
 * The public URL of a route of this API. API Gateway names its own domain in the request context
 * and says `https` in X-Forwarded-Proto (the local gateway says `http`); a named stage is a path
 * prefix, the `$default` stage is not.
 */
export const apiRouteUrl = (event: APIGatewayProxyEventV2, id: RouteId): string => {
  const protocol = event.headers?.['x-forwarded-proto'] === 'http' ? 'http' : 'https';
  const { domainName, stage } = event.requestContext;
  const stagePrefix = stage && stage !== '$default' ? `/${stage}` : '';
  return `${protocol}://${domainName}${stagePrefix}${findRoute(id).path}`;
};

const webAppUrl = (): string => {
  const url = process.env[webAppUrlEnvName];
  if (!url) throw new Error(`${webAppUrlEnvName} is not set: the partner callback does not know where the web app is.`);
  return url;
};

export const partnerCallbackHandler = (
  partner: OAuthPartner,
  exchange: (request: { code: string; redirectUri: string }) => Promise<LinkedPartnerCredentials>,
) =>
  httpHandler({}, async (_request, event) => {
    const returnTo = webAppUrl();
    // Read as sent: whatever is wrong with it, the browser still goes back to the web app.
    const { code, state, error } = event.queryStringParameters ?? {};
    let outcome: PartnerLinkOutcome;
    try {
      outcome = await completePartnerAuthorization(partner, { code, state, error }, {
        pending: partnerAuthorizationsTable,
        credentials: linkedPartnerCredentialsTable,
        exchange,
        now: () => new Date(),
      });
    } catch (failure) {
      logger.error('Partner link failed', failure as Error);
      outcome = { linked: false, error: 'internal_error' };
    }
    if (outcome.linked) logger.info('Partner account linked', { partner });
    else logger.info('Partner account not linked', { partner, reason: outcome.error });
    return redirect(partnerLinkReturnUrl(returnTo, partner, outcome.linked ? undefined : outcome.error));
  });
