/**
 * Trustay's OAuth client at OwnerRez, Tokeet and AdvanceCM, and the one way partner OAuth calls
 * are made. The client id is plain configuration; the client secret is read from Secrets Manager
 * (cached a few minutes, so a new secret value is picked up without a redeploy) or, offline, from
 * the LOCAL_ variable the local stack sets. Partner calls are real HTTP with a time limit, and
 * their failures become PartnerLinkFailure; nothing a partner sends or issues is ever logged.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { oauthPartnerLabels, partnerApis, partnerOAuthEnvNames, type OAuthPartner, type PartnerApiKey } from '#definitions/resources';
import { HttpError } from '#core/http-errors';
import { logger } from '#core/logger';
import { PartnerLinkFailure } from '../partners/partner-authorization.ts';

/** Each partner call's limit: a callback makes up to two within the function's 10 s. */
export const partnerCallTimeoutMs = 4_000;

export class PartnerNotConfiguredError extends HttpError {
  constructor(partner: OAuthPartner) {
    super(503, 'PartnerNotConfigured', `Linking a ${oauthPartnerLabels[partner]} account is not set up on this Trustay deployment.`);
  }
}

export const partnerBaseUrl = (key: PartnerApiKey): string =>
  (process.env[partnerApis[key].envName] ?? partnerApis[key].defaultUrl).replace(/\/+$/, '');

export const partnerClientId = (partner: OAuthPartner): string => {
  const clientId = process.env[partnerOAuthEnvNames(partner).clientId];
  if (!clientId) throw new PartnerNotConfiguredError(partner);
  return clientId;
};

const secretCacheMilliseconds = 5 * 60 * 1000;
const cachedSecrets = new Map<OAuthPartner, { value: string; fetchedAt: number }>();
let secretsManager: SecretsManagerClient | undefined;

export const partnerClientSecret = async (partner: OAuthPartner): Promise<string> => {
  const envNames = partnerOAuthEnvNames(partner);
  const secretArn = process.env[envNames.clientSecretArn];
  if (!secretArn) {
    const local = process.env[envNames.localClientSecret];
    if (local) return local;
    throw new PartnerNotConfiguredError(partner);
  }
  const cached = cachedSecrets.get(partner);
  if (cached && Date.now() - cached.fetchedAt < secretCacheMilliseconds) return cached.value;
  secretsManager ??= new SecretsManagerClient({});
  const { SecretString } = await secretsManager.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString) throw new Error(`The ${partner} client secret has no string value.`);
  cachedSecrets.set(partner, { value: SecretString, fetchedAt: Date.now() });
  return SecretString;
};

/** HTTP Basic client authentication (RFC 6749 §2.3.1). */
export const basicAuthorization = (clientId: string, clientSecret: string): string =>
  `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

export type PartnerAnswer = { status: number; body: unknown };

/** Calls a partner; an unreachable or silent partner is a PartnerLinkFailure. */
export const callPartner = async (
  partner: OAuthPartner,
  url: string,
  init: RequestInit,
  timeoutMs = partnerCallTimeoutMs,
): Promise<PartnerAnswer> => {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    logger.warn('Partner unreachable', { partner, path: new URL(url).pathname, reason: (error as Error).name });
    throw new PartnerLinkFailure('partner_unavailable', `${oauthPartnerLabels[partner]} could not be reached.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
};

/** Maps an answer that is not the expected success: 4xx is a refusal, anything else a failure. */
export const partnerCallFailure = (partner: OAuthPartner, url: string, answer: PartnerAnswer): PartnerLinkFailure => {
  logger.warn('Partner answered with a failure', { partner, path: new URL(url).pathname, status: answer.status });
  return answer.status >= 400 && answer.status < 500
    ? new PartnerLinkFailure('partner_refused', `${oauthPartnerLabels[partner]} refused the request (${answer.status}).`)
    : new PartnerLinkFailure('partner_unavailable', `${oauthPartnerLabels[partner]} answered unexpectedly (${answer.status}).`);
};
