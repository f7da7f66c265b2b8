/**
 * The Tokeet and AdvanceCM sign-up stages (spec §4): Authorize asks for the partner's
 * authorization page, and the partner's redirect comes back to the callback. Each channel has its
 * own routes and functions, so each callback reads only its own partner's client secret.
 */
import { partnerAuthorizeQuerySchema } from '#contracts/partner-onboarding';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { hostsTable } from '#adapters/hosts-table';
import { partnerAuthorizationsTable } from '#adapters/partner-authorizations-table';
import { exchangeTokeetCode, tokeetAuthorizeUrl, type TokeetChannel } from '#adapters/tokeet-api';
import { startPartnerAuthorization } from './partner-authorization.ts';
import { apiRouteUrl, partnerCallbackHandler } from './partner-link-handlers.ts';

export const tokeetAuthorizeHandler = (channel: TokeetChannel) =>
  httpHandler({ query: partnerAuthorizeQuerySchema }, async ({ query }, event) =>
    ok(
      await startPartnerAuthorization(requireOwnEmail(event, query.username), channel, {
        hosts: hostsTable,
        pending: partnerAuthorizationsTable,
        callbackUrl: apiRouteUrl(event, `${channel}-callback`),
        authorizeUrl: (request) => tokeetAuthorizeUrl(channel, request),
        now: () => new Date(),
      }),
    ),
  );

export const tokeetCallbackHandler = (channel: TokeetChannel) =>
  partnerCallbackHandler(channel, (request) => exchangeTokeetCode(channel, request));
