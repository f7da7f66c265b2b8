/**
 * POST /v1/users: a host signs up (spec §2 Sign-up, §4 Sign-up). One server-side call checks
 * the invitation code, saves the host record with its user extra, and creates the Cognito
 * account, whose verification code Cognito emails.
 */
import { signUpHostRequestSchema } from '#contracts/host-user';
import { created, httpHandler } from '#core/http-handler';
import { cognitoHostAccounts } from '#adapters/cognito-host-accounts';
import { hostsTable } from '#adapters/hosts-table';
import { invitationsTable } from '#adapters/invitations-table';
import { signUpHost } from './host-account-rules.ts';

export const handler = httpHandler({ body: signUpHostRequestSchema }, async ({ body }) =>
  created(
    await signUpHost(body, { hosts: hostsTable, accounts: cognitoHostAccounts, invitations: invitationsTable, now: () => new Date() }),
  ),
);
