/** GET /stripe/users/{email}: a signed-in host reads their own account (spec §7). */
import { hostEmailPathSchema } from '#contracts/host-user';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { hostsTable } from '#adapters/hosts-table';
import { findHost, toHostUser } from './host-account-rules.ts';

export const handler = httpHandler({ path: hostEmailPathSchema }, async ({ path }, event) =>
  ok(toHostUser(await findHost(requireOwnEmail(event, path.email), hostsTable))),
);
