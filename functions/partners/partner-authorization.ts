/**
 * Linking a host's OwnerRez, Tokeet or AdvanceCM account with the OAuth authorization code flow
 * (spec §4 Sign-up: the "temporary user", the Authorize stages). Starting keeps a pending
 * authorization server-side under an unguessable state and sends the browser to the partner;
 * the partner sends it back with a code and that state, which is consumed once, and the code is
 * exchanged for credentials that stay server-side. Plain rules: stores, the partner and the clock
 * come in as arguments.
 */
import { createHash, randomBytes } from 'node:crypto';
import { oauthPartnerLabels, type OAuthPartner } from '#definitions/resources';
import type { PartnerLinkError, PartnerRedirect } from '#contracts/partner-onboarding';
import { ForbiddenError } from '#core/http-errors';
import { findHost, type HostStore } from '../users/host-account-rules.ts';

/** How long a host has to finish on the partner's page. */
export const pendingAuthorizationSeconds = 15 * 60;

export type PendingAuthorization = {
  /** SHA-256 of the state, so the table never holds a usable state. */
  stateHash: string;
  email: string;
  partner: OAuthPartner;
  /** The callback URL sent to the partner; the code exchange must repeat it exactly. */
  redirectUri: string;
  createdAt: string;
  /** Epoch seconds; DynamoDB TTL deletes the record some time after. */
  expiresAt: number;
};

export interface PendingAuthorizationStore {
  add(record: PendingAuthorization): Promise<void>;
  /**
   * Removes and returns the record for this partner if it exists and has not expired; a second
   * call with the same state finds nothing.
   */
  consume(stateHash: string, partner: OAuthPartner, nowEpochSeconds: number): Promise<PendingAuthorization | undefined>;
}

export type LinkedPartnerCredentials =
  | { channel: 'ownerrez'; accessToken: string; ownerrezUserId: string }
  | { channel: 'tokeet' | 'advancecm'; accountId: string; apiKey: string };

export type LinkedPartnerRecord = LinkedPartnerCredentials & { email: string; connectedAt: string };

export interface LinkedPartnerStore {
  save(record: LinkedPartnerRecord): Promise<void>;
}

/** A partner call that failed; `reason` is what the web app is told. */
export class PartnerLinkFailure extends Error {
  constructor(
    readonly reason: Extract<PartnerLinkError, 'partner_refused' | 'partner_unavailable'>,
    detail: string,
  ) {
    super(detail);
    this.name = 'PartnerLinkFailure';
  }
}

export const hashState = (state: string): string => createHash('sha256').update(state).digest('base64url');

const startMessages: Record<OAuthPartner, string> = {
  ownerrez: 'Redirecting you to OwnerRez to connect your account...',
  tokeet: 'Redirecting you to Tokeet to authorize Trustay...',
  advancecm: 'Redirecting you to AdvanceCM to authorize Trustay...',
};

export const startPartnerAuthorization = async (
  email: string,
  partner: OAuthPartner,
  dependencies: {
    hosts: HostStore;
    pending: PendingAuthorizationStore;
    /** The API's own callback URL for this partner. */
    callbackUrl: string;
    /** The partner's authorization page for this state. */
    authorizeUrl: (request: { state: string; redirectUri: string }) => string;
    now: () => Date;
  },
): Promise<PartnerRedirect> => {
  const host = await findHost(email, dependencies.hosts);
  if (host.channel !== partner) {
    throw new ForbiddenError(`Only hosts who signed up through ${oauthPartnerLabels[partner]} can link a ${oauthPartnerLabels[partner]} account.`, 'WrongChannel');
  }
  // 256 bits: the state is the only thing that ties the partner's redirect to this host.
  const state = randomBytes(32).toString('base64url');
  const redirect = dependencies.authorizeUrl({ state, redirectUri: dependencies.callbackUrl });
  const now = dependencies.now();
  await dependencies.pending.add({
    stateHash: hashState(state),
    email,
    partner,
    redirectUri: dependencies.callbackUrl,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + pendingAuthorizationSeconds,
  });
  return { status: 'success', message: startMessages[partner], redirect };
};

/** What the partner put on the callback URL (RFC 6749 §4.1.2). */
export type PartnerCallbackQuery = { code?: string; state?: string; error?: string };

export type PartnerLinkOutcome = { linked: true; email: string } | { linked: false; error: PartnerLinkError };

const longestParameter = 2048;

/** RFC 6749 §4.1.2.1 error codes that mean more than "refused". */
const partnerReportedErrors = new Map<string, PartnerLinkError>([
  ['access_denied', 'access_denied'],
  ['server_error', 'partner_unavailable'],
  ['temporarily_unavailable', 'partner_unavailable'],
]);

export const completePartnerAuthorization = async (
  partner: OAuthPartner,
  query: PartnerCallbackQuery,
  dependencies: {
    pending: PendingAuthorizationStore;
    credentials: LinkedPartnerStore;
    /** Exchanges the code (sent with the same redirect URI) for the host's credentials. */
    exchange: (request: { code: string; redirectUri: string }) => Promise<LinkedPartnerCredentials>;
    now: () => Date;
  },
): Promise<PartnerLinkOutcome> => {
  if (query.error !== undefined) return { linked: false, error: partnerReportedErrors.get(query.error) ?? 'partner_refused' };
  const { code, state } = query;
  if (!code || !state || code.length > longestParameter || state.length > longestParameter) {
    return { linked: false, error: 'invalid_request' };
  }
  const now = dependencies.now();
  const pending = await dependencies.pending.consume(hashState(state), partner, Math.floor(now.getTime() / 1000));
  if (!pending) return { linked: false, error: 'invalid_state' };

  let credentials: LinkedPartnerCredentials;
  try {
    credentials = await dependencies.exchange({ code, redirectUri: pending.redirectUri });
  } catch (error) {
    if (error instanceof PartnerLinkFailure) return { linked: false, error: error.reason };
    throw error;
  }
  await dependencies.credentials.save({ ...credentials, email: pending.email, connectedAt: now.toISOString() });
  return { linked: true, email: pending.email };
};
