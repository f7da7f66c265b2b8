import { useMemo } from 'react';
import { hostUserSchema, partnerConnectionSchema } from '#contracts/host-user';
import { invitationSchema } from '#contracts/invitation';
import { partnerRedirectSchema } from '#contracts/partner-onboarding';
import { routePath } from '#definitions/routes';
import { useApiClient } from '../../../lib/use-api-client.ts';
import { useHostApiClient } from '../../auth/api/use-host-api-client.ts';
import { cognitoLoginApi } from '../../auth/api/cognito-auth.ts';
import type { SignUpApi, SignUpAuth } from '../lib/sign-up-flow.ts';

/** The sign-up screen's API calls: public until the new host is signed in, then as that host. */
export const useSignUpApi = (): SignUpApi => {
  const publicApi = useApiClient();
  const hostApi = useHostApiClient();
  return useMemo<SignUpApi>(
    () => ({
      findInvitation: async (code) => invitationSchema.parse(await publicApi.request('GET', routePath('get-invitation', { code }))),
      signUp: async (request) => hostUserSchema.parse(await publicApi.request('POST', routePath('sign-up-host'), request)),
      connectHostaway: async (request) =>
        partnerConnectionSchema.parse(await hostApi.request('POST', routePath('connect-hostaway'), request)),
      linkOwnerRez: async (email) => partnerRedirectSchema.parse(await hostApi.request('POST', routePath('ownerrez-signup'), { email })),
      authorizeChannel: async (channel, username) =>
        partnerRedirectSchema.parse(
          await hostApi.request('GET', `${routePath(`${channel}-authorize`)}?${new URLSearchParams({ username })}`),
        ),
    }),
    [publicApi, hostApi],
  );
};

export const cognitoSignUpAuth: SignUpAuth = {
  confirmSignUp: cognitoLoginApi.confirmEmail,
  signIn: cognitoLoginApi.signIn,
};
