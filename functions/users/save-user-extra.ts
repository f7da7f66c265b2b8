/** POST /stripe/user-extra: a signed-in host updates their property details (spec §7). */
import { saveUserExtraRequestSchema } from '#contracts/host-user';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { hostsTable } from '#adapters/hosts-table';
import { saveUserExtra } from './host-account-rules.ts';

export const handler = httpHandler({ body: saveUserExtraRequestSchema }, async ({ body }, event) => {
  const { pms, numberOfProperties, state, country } = body;
  return ok(await saveUserExtra(requireOwnEmail(event, body.email), { pms, numberOfProperties, state, country }, hostsTable));
});
