import { useMemo } from 'react';
import { useWebConfig } from '../../../config/web-config-context.ts';
import { createApiClient, type ApiClient } from '../../../lib/api-client.ts';
import { currentIdToken } from './cognito-auth.ts';

/** An API client for host routes: every request carries the signed-in host's ID token. */
export const useHostApiClient = (): ApiClient => {
  const { apiUrl } = useWebConfig();
  return useMemo(() => createApiClient({ baseUrl: apiUrl, idToken: currentIdToken }), [apiUrl]);
};
