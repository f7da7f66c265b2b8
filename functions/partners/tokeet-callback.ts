/** GET /tpc/tokeet/api/callback: Tokeet sends the host's browser back here with a code. */
import { tokeetCallbackHandler } from './tokeet-onboarding.ts';

export const handler = tokeetCallbackHandler('tokeet');
