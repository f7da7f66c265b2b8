/** POST /stripe/users/{email}: a signed-in host updates their own account attributes (spec §2 /account, §3). */
import { hostEmailPathSchema, updateHostAccountRequestSchema } from '#contracts/host-user';
import { requireOwnEmail } from '#core/host-identity';
import { httpHandler, ok } from '#core/http-handler';
import { parseRequest } from '#core/parse-request';
import { cognitoHostAccounts } from '#adapters/cognito-host-accounts';
import { hostsTable } from '#adapters/hosts-table';
import { updateHostAccount } from './account-rules.ts';

// The body is parsed only after the email check: another host's request is refused with 403
// before anything about it, even its validation messages, is answered.
export const handler = httpHandler({ path: hostEmailPathSchema }, async ({ path }, event) => {
  const email = requireOwnEmail(event, path.email);
  const { body } = parseRequest(event, { body: updateHostAccountRequestSchema });
  return ok(await updateHostAccount(email, body, { hosts: hostsTable, names: cognitoHostAccounts }));
});
