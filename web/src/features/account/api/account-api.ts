import { useMemo } from 'react';
import { hostUserSchema } from '#contracts/host-user';
import { routePath } from '#definitions/routes';
import { useHostApiClient } from '../../auth/api/use-host-api-client.ts';
import type { AccountApi } from '../lib/account-flow.ts';

/** POST /stripe/users/{email}: the host saves their account attributes; answers the updated host user. */
export const useAccountApi = (): AccountApi => {
  const hostApi = useHostApiClient();
  return useMemo<AccountApi>(
    () => ({
      updateAccount: async (email, request) =>
        hostUserSchema.parse(await hostApi.request('POST', routePath('update-host-account', { email }), request)),
    }),
    [hostApi],
  );
};
