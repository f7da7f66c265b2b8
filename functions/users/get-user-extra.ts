/** GET /stripe/user-extra/{email}: a signed-in host reads their property details (spec §7). */
import { hostEmailPathSchema } from '#contracts/host-user';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { hostsTable } from '#adapters/hosts-table';
import { findHost, toUserExtra } from './host-account-rules.ts';

export const handler = httpHandler({ path: hostEmailPathSchema }, async ({ path }, event) =>
  ok(toUserExtra(await findHost(requireOwnEmail(event, path.email), hostsTable))),
);
