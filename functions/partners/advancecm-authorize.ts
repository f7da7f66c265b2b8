/** GET /tpc/advancecm/api/authorize?username=<email>: a signed-in AdvanceCM host starts linking their account. */
import { tokeetAuthorizeHandler } from './tokeet-onboarding.ts';

export const handler = tokeetAuthorizeHandler('advancecm');
