/** POST /tpc/hostaway/api/signup: a signed-in Hostaway host connects their Hostaway account. */
import { connectHostawayRequestSchema } from '#contracts/host-user';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { hostsTable } from '#adapters/hosts-table';
import { partnerCredentialsTable } from '#adapters/partner-credentials-table';
import { requestHostawayAccessToken } from '#adapters/hostaway-api';
import { connectHostaway } from './hostaway-connection.ts';

export const handler = httpHandler({ body: connectHostawayRequestSchema }, async ({ body }, event) =>
  ok(
    await connectHostaway(
      requireOwnEmail(event, body.email),
      { accountId: body.clientId, apiKey: body.apiKey },
      { hosts: hostsTable, credentials: partnerCredentialsTable, exchangeForToken: (credentials) => requestHostawayAccessToken(credentials), now: () => new Date() },
    ),
  ),
);
