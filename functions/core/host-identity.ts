/**
 * Who the signed-in host is, from the claims API Gateway's JWT authorizer verified. A host
 * acts only on their own records: an email in a path must be the caller's verified email.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ForbiddenError } from './http-errors.ts';

type JwtClaims = Record<string, string | undefined>;

const claimsOf = (event: APIGatewayProxyEventV2): JwtClaims =>
  (event.requestContext as { authorizer?: { jwt?: { claims?: JwtClaims } } }).authorizer?.jwt?.claims ?? {};

/** The caller's verified email, lower-cased. ID tokens carry it; access tokens do not. */
export const callerEmail = (event: APIGatewayProxyEventV2): string => {
  const claims = claimsOf(event);
  if (!claims.email || String(claims.email_verified) !== 'true') {
    throw new ForbiddenError('Your sign-in carries no verified email. Sign in again.', 'UnverifiedCaller');
  }
  return claims.email.toLowerCase();
};

/** Refuses, whatever the client sends, a request naming another host's email. */
export const requireOwnEmail = (event: APIGatewayProxyEventV2, email: string): string => {
  const caller = callerEmail(event);
  if (caller !== email.toLowerCase()) throw new ForbiddenError('You can only access your own account.', 'NotYourAccount');
  return caller;
};
