/** GET /stripe/users/{email}: a signed-in host reads their own account (spec §7). */
import { hostEmailPathSchema } from '#contracts/host-user';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { NotFoundError } from '#core/http-errors';
import { hostsTable } from '#adapters/hosts-table';
import { toHostUser } from './host-account-rules.ts';

export const handler = httpHandler({ path: hostEmailPathSchema }, async ({ path }, event) => {
  const email = requireOwnEmail(event, path.email);
  const record = await hostsTable.find(email);
  if (!record) throw new NotFoundError('No host account exists for this email.', 'HostNotFound');
  return ok(toHostUser(record));
});
