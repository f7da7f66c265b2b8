/** GET /tpc/ownerrez/api/callback: OwnerRez sends the host's browser back here with a code. */
import { exchangeOwnerrezCode } from '#adapters/ownerrez-api';
import { partnerCallbackHandler } from './partner-link-handlers.ts';

export const handler = partnerCallbackHandler('ownerrez', (request) => exchangeOwnerrezCode(request));
