/** GET /tpc/tokeet/api/authorize?username=<email>: a signed-in Tokeet host starts linking their account. */
import { tokeetAuthorizeHandler } from './tokeet-onboarding.ts';

export const handler = tokeetAuthorizeHandler('tokeet');
