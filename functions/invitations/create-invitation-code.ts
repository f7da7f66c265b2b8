/** POST /tpc/api/invitation-code/create: the provider creates an invitation code (spec §6, §7). */
import { createInvitationCodeRequestSchema } from '#contracts/invitation';
import { created, httpHandler } from '#core/http-handler';
import { invitationsTable } from '#adapters/invitations-table';
import { readProviderPassword } from '#adapters/provider-secret';
import { createInvitation } from './invitation-rules.ts';

export const handler = httpHandler({ body: createInvitationCodeRequestSchema }, async ({ body }) =>
  created(
    await createInvitation(body, {
      store: invitationsTable,
      providerPassword: readProviderPassword,
      now: () => new Date(),
    }),
  ),
);
