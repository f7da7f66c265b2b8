/**
 * Linking a new host's OwnerRez, Tokeet or AdvanceCM account by OAuth (spec §4 Sign-up, §7):
 * the sign-up page asks the API where to send the browser, the partner sends it back to the
 * API's callback, and the callback sends it on to the web app's login page. No AWS imports.
 */
import * as z from 'zod';
import { oauthPartnerLabels, oauthPartners, type OAuthPartner } from '#definitions/resources';
import { emailSchema } from './host-user.ts';

/** `POST /tpc/ownerrez/api/signup`: the signed-in host (by email) starts linking OwnerRez. */
export const ownerrezSignupRequestSchema = z.strictObject({ email: emailSchema });
export type OwnerrezSignupRequest = z.input<typeof ownerrezSignupRequestSchema>;

/** Query of `GET /tpc/tokeet/api/authorize` and `GET /tpc/advancecm/api/authorize`. */
export const partnerAuthorizeQuerySchema = z.object({ username: emailSchema });
export type PartnerAuthorizeQuery = z.input<typeof partnerAuthorizeQuerySchema>;

/** Both start calls answer this; the page shows `message` and sends the browser to `redirect` after 3 s. */
export const partnerRedirectSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  redirect: z.url(),
});
export type PartnerRedirect = z.infer<typeof partnerRedirectSchema>;

/** Why a link failed, as the callback reports it to the web app in `link_error`. */
export const partnerLinkErrors = [
  /** The host declined on the partner's page. */
  'access_denied',
  /** The partner's redirect lacked the code or state. */
  'invalid_request',
  /** Unknown, expired or already used state: the link must be started again. */
  'invalid_state',
  /** The partner refused the code or the credentials it issued, or reported another error. */
  'partner_refused',
  /** The partner failed, did not answer in time, or answered something unexpected. */
  'partner_unavailable',
  /** Trustay failed; the log has the detail. */
  'internal_error',
] as const;
export type PartnerLinkError = (typeof partnerLinkErrors)[number];

/** Where the callback sends the browser: `/login?is_api=<partner>[&link_error=<reason>]`. */
export const partnerLinkReturn = { path: '/login', partnerParam: 'is_api', errorParam: 'link_error' } as const;

/** The login page's reading of that return address. */
export const partnerLinkReturnQuerySchema = z.object({
  [partnerLinkReturn.partnerParam]: z.enum(oauthPartners),
  [partnerLinkReturn.errorParam]: z.enum(partnerLinkErrors).optional(),
});

/** Partner names as hosts read them. */
export const partnerLabels: Record<OAuthPartner, string> = oauthPartnerLabels;

/** Texts the web app may show for each failure, given the partner's label. */
export const partnerLinkErrorMessages: Record<PartnerLinkError, (partner: string) => string> = {
  access_denied: (partner) => `${partner} did not authorize Trustay, so your account is not linked.`,
  invalid_request: (partner) => `${partner} sent an incomplete answer. Please link your account again.`,
  invalid_state: () => 'This account link has expired or was already used. Please link your account again.',
  partner_refused: (partner) => `${partner} did not accept the link. Please try again.`,
  partner_unavailable: (partner) => `${partner} could not be reached. Please try again later.`,
  internal_error: () => 'Something went wrong on our side. Please try again.',
};

/** The address the callback answers with, on the web app at `webAppUrl`. */
export const partnerLinkReturnUrl = (webAppUrl: string, partner: OAuthPartner, error?: PartnerLinkError): string => {
  const url = new URL(partnerLinkReturn.path, webAppUrl);
  url.searchParams.set(partnerLinkReturn.partnerParam, partner);
  if (error) url.searchParams.set(partnerLinkReturn.errorParam, error);
  return url.toString();
};
