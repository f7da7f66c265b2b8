/** GET /tpc/advancecm/api/callback: AdvanceCM sends the host's browser back here with a code. */
import { tokeetCallbackHandler } from './tokeet-onboarding.ts';

export const handler = tokeetCallbackHandler('advancecm');
