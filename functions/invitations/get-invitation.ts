/** GET /v1/client/invitation/{code}: a prospective host checks an invitation code (spec §7). */
import { invitationPathSchema } from '#contracts/invitation';
import { httpHandler, ok } from '#core/http-handler';
import { invitationsTable } from '#adapters/invitations-table';
import { findInvitation } from './invitation-rules.ts';

export const handler = httpHandler({ path: invitationPathSchema }, async ({ path }) =>
  ok(await findInvitation(path.code, invitationsTable)),
);
