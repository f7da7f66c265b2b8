/**
 * Connecting a host's Hostaway account (spec §2 Information dialog, §7): the account id and API
 * key are checked by exchanging them for an access token, then kept server-side with the token.
 * Neither ever goes back to the browser.
 */
import type { PartnerConnection } from '#contracts/host-user';
import { ForbiddenError } from '#core/http-errors';
import { findHost, type HostStore } from '../users/host-account-rules.ts';

export type HostawayCredentials = { accountId: string; apiKey: string };

export type PartnerCredentialRecord = HostawayCredentials & {
  email: string;
  channel: 'hostaway';
  accessToken: string;
  accessTokenExpiresAt: string;
  connectedAt: string;
};

export interface PartnerCredentialStore {
  save(record: PartnerCredentialRecord): Promise<void>;
}

export const connectHostaway = async (
  email: string,
  credentials: HostawayCredentials,
  dependencies: {
    hosts: HostStore;
    credentials: PartnerCredentialStore;
    exchangeForToken: (credentials: HostawayCredentials) => Promise<{ accessToken: string; expiresAt: string }>;
    now: () => Date;
  },
): Promise<PartnerConnection> => {
  const host = await findHost(email, dependencies.hosts);
  if (host.channel !== 'hostaway') {
    throw new ForbiddenError('Only hosts who signed up through Hostaway can connect a Hostaway account.', 'WrongChannel');
  }
  const token = await dependencies.exchangeForToken(credentials);
  await dependencies.credentials.save({
    email,
    channel: 'hostaway',
    ...credentials,
    accessToken: token.accessToken,
    accessTokenExpiresAt: token.expiresAt,
    connectedAt: dependencies.now().toISOString(),
  });
  return { status: 'success', message: 'Your Hostaway account is connected.' };
};
