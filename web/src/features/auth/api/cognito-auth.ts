/**
 * The one module that talks to the sign-in service (Amazon Cognito through aws-amplify). Only
 * the auth feature's chunks import it, so public pages that need no sign-in never load Amplify.
 */
import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
} from 'aws-amplify/auth';
import type { WebConfig } from '#definitions/web-config';
import { amplifyConfigFor } from '../lib/amplify-config.ts';
import type { LoginAuthApi } from '../lib/login-flow.ts';
import type { SignedInUser } from '../components/auth-context.ts';

let configuredWith: WebConfig | undefined;

/** Configures Amplify once per runtime config, before the first sign-in call. */
export const configureAmplify = (config: WebConfig): void => {
  if (configuredWith === config) return;
  Amplify.configure(amplifyConfigFor(config));
  configuredWith = config;
};

export const cognitoLoginApi: LoginAuthApi = {
  // cognito-local offers USER_PASSWORD_AUTH only; Cognito in AWS accepts it as well (HTTPS).
  signIn: async (username, password) =>
    (await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } })).nextStep.signInStep,
  completeNewPassword: async (newPassword) =>
    (await confirmSignIn({ challengeResponse: newPassword })).nextStep.signInStep,
  requestPasswordReset: async (username) => {
    await resetPassword({ username });
  },
  confirmPasswordReset: (username, confirmationCode, newPassword) =>
    confirmResetPassword({ username, confirmationCode, newPassword }),
  confirmEmail: async (username, confirmationCode) => {
    await confirmSignUp({ username, confirmationCode });
  },
  resendEmailCode: async (username) => {
    await resendSignUpCode({ username });
  },
};

/** The signed-in user from the locally kept session, or null when nobody is signed in. */
export const loadSignedInUser = async (): Promise<SignedInUser | null> => {
  let current: Awaited<ReturnType<typeof getCurrentUser>>;
  try {
    current = await getCurrentUser();
  } catch {
    return null;
  }
  let email = current.signInDetails?.loginId ?? current.username;
  try {
    email = (await fetchUserAttributes()).email ?? email;
  } catch (error) {
    console.error('Reading the user attributes failed', error);
  }
  return { userId: current.userId, username: current.username, email };
};

export const signOutUser = (): Promise<void> => signOut();

/** Spec §7 change password: the signed-in user's current and new password (/password). */
export const changePassword = (oldPassword: string, newPassword: string): Promise<void> => updatePassword({ oldPassword, newPassword });

/**
 * The signed-in host's ID token for the API's host routes: it carries the verified email the
 * server checks paths against. Amplify refreshes it when it has expired.
 */
export const currentIdToken = async (): Promise<string | undefined> =>
  (await fetchAuthSession()).tokens?.idToken?.toString();
