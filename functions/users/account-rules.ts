/**
 * A host edits their account (spec §2 /account, §3 Account attributes). The users table holds
 * the attributes; Cognito holds the name too (set at sign-up), so the two are kept in step.
 * Plain rules: storage and the sign-in service come in as arguments.
 */
import { internationalPhoneNumber, type HostUser, type ParsedHostAccountUpdate } from '#contracts/host-user';
import { logger } from '#core/logger';
import { HostNotFoundError, toHostUser, type HostRecord } from './host-account-rules.ts';

/** The attributes a host may change; channel, credits and status stay the server's. */
export type AccountAttributes = Pick<HostRecord, 'contactName' | 'company' | 'country' | 'phoneNumber' | 'website' | 'address' | 'sendEmail'>;

export interface AccountStore {
  /** Sets the attributes of an existing host; resolves with the record as it was before, or undefined if there is no host. */
  updateAccount(email: string, attributes: AccountAttributes): Promise<HostRecord | undefined>;
}

/** The sign-in service's copy of the host's name (the Cognito `name` attribute). */
export interface AccountNames {
  updateName(email: string, name: string): Promise<void>;
}

export const accountAttributesFrom = (request: ParsedHostAccountUpdate): AccountAttributes => ({
  contactName: request.contactName,
  company: request.company,
  country: request.country,
  phoneNumber: internationalPhoneNumber(request.country, request.phone),
  website: request.website,
  address: request.address,
  sendEmail: request.sendEmail,
});

const accountAttributesOf = (record: HostRecord): AccountAttributes => ({
  contactName: record.contactName,
  company: record.company,
  country: record.country,
  phoneNumber: record.phoneNumber,
  website: record.website,
  address: record.address,
  sendEmail: record.sendEmail,
});

/**
 * The table is written first: its conditional update both finds the host (404 otherwise) and
 * hands back the old values, with no read before it. Cognito is called only when the name
 * changed; if it then fails, the old values are written back so the two never disagree, and
 * the host sees the failure. (Cognito first would need a read to know the host exists and a
 * Cognito undo when the table write fails: the same rollback, plus a round trip.)
 */
export const updateHostAccount = async (
  email: string,
  request: ParsedHostAccountUpdate,
  dependencies: { hosts: AccountStore; names: AccountNames },
): Promise<HostUser> => {
  const attributes = accountAttributesFrom(request);
  const before = await dependencies.hosts.updateAccount(email, attributes);
  if (!before) throw new HostNotFoundError();
  if (before.contactName !== attributes.contactName) {
    try {
      await dependencies.names.updateName(email, attributes.contactName);
    } catch (error) {
      await dependencies.hosts.updateAccount(email, accountAttributesOf(before)).catch((rollbackError: unknown) => {
        logger.error('Restoring the account after the sign-in service refused the name failed', rollbackError as Error);
      });
      throw error;
    }
  }
  return toHostUser({ ...before, ...attributes });
};
