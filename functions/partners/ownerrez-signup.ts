/** POST /tpc/ownerrez/api/signup: a signed-in OwnerRez host starts linking their OwnerRez account. */
import { ownerrezSignupRequestSchema } from '#contracts/partner-onboarding';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { hostsTable } from '#adapters/hosts-table';
import { ownerrezAuthorizeUrl } from '#adapters/ownerrez-api';
import { partnerAuthorizationsTable } from '#adapters/partner-authorizations-table';
import { startPartnerAuthorization } from './partner-authorization.ts';
import { apiRouteUrl } from './partner-link-handlers.ts';

export const handler = httpHandler({ body: ownerrezSignupRequestSchema }, async ({ body }, event) =>
  ok(
    await startPartnerAuthorization(requireOwnEmail(event, body.email), 'ownerrez', {
      hosts: hostsTable,
      pending: partnerAuthorizationsTable,
      callbackUrl: apiRouteUrl(event, 'ownerrez-callback'),
      authorizeUrl: ownerrezAuthorizeUrl,
      now: () => new Date(),
    }),
  ),
);
