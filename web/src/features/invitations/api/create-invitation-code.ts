import { useCallback } from 'react';
import type { CreateInvitationCodeRequest } from '#contracts/invitation';
import { findRoute, routePath } from '#definitions/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/use-api-client.ts';

const route = findRoute('create-invitation-code');

/** `POST /tpc/api/invitation-code/create`; the server checks the provider password. */
export const createInvitationCode = async (
  apiClient: ApiClient,
  request: CreateInvitationCodeRequest,
): Promise<void> => {
  await apiClient.request(route.method, routePath(route.id), request);
};

export const useCreateInvitationCode = () => {
  const apiClient = useApiClient();
  return useCallback((request: CreateInvitationCodeRequest) => createInvitationCode(apiClient, request), [apiClient]);
};
