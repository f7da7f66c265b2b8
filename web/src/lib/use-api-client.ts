import { useMemo } from 'react';
import { useWebConfig } from '../config/web-config-context.ts';
import { createApiClient, type ApiClient } from './api-client.ts';

export const useApiClient = (): ApiClient => {
  const { apiUrl } = useWebConfig();
  return useMemo(() => createApiClient({ baseUrl: apiUrl }), [apiUrl]);
};
