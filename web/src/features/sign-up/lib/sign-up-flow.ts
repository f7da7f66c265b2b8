/**
 * Spec §4 Sign-up: what each button of the sign-up screen does, free of React and Amplify so it
 * is unit-testable. The page passes the API and sign-in calls, the toasts, the reducer's
 * dispatch and the navigation.
 */
import { connectHostawayRequestSchema, type HostUser, type PartnerConnection, type SignUpHostRequest } from '#contracts/host-user';
import type { Invitation } from '#contracts/invitation';
import type { PartnerRedirect } from '#contracts/partner-onboarding';
import type { Toasts } from '../../../components/toast/toast-context.ts';
import { shortToastLifeMs } from '../../../components/toast/toast-messages.ts';
import { paths } from '../../../config/paths.ts';
import { errorMessage, signInFailureMessage } from '../../auth/lib/auth-errors.ts';
import { sharedAuthMessages, signUpMessages } from './sign-up-messages.ts';
import { toSignUpRequest, validateSignUp, validateSignUpVerification, type SignUpForm } from './sign-up-form.ts';
import type { HostawayForm, SignUpEvent } from './sign-up-stage.ts';

/** Spec §9: redirects wait 3 s, so the host can read the message. */
export const redirectDelayMs = 3_000;

export type SignUpApi = {
  findInvitation: (code: string) => Promise<Invitation>;
  signUp: (request: SignUpHostRequest) => Promise<HostUser>;
  connectHostaway: (request: { email: string; clientId: string; apiKey: string }) => Promise<PartnerConnection>;
  linkOwnerRez: (email: string) => Promise<PartnerRedirect>;
  authorizeChannel: (channel: 'tokeet' | 'advancecm', username: string) => Promise<PartnerRedirect>;
};

export type SignUpAuth = {
  confirmSignUp: (username: string, code: string) => Promise<void>;
  /** Resolves with Amplify's `signInStep`; DONE when signed in. */
  signIn: (username: string, password: string) => Promise<string>;
};

export type SignUpFlowDeps = {
  api: SignUpApi;
  auth: SignUpAuth;
  toasts: Toasts;
  dispatch: (event: SignUpEvent) => void;
  /** Records the signed-in user in the app's auth state. */
  onSignedIn: () => Promise<void>;
  /** A route of this app. */
  goTo: (path: string) => void;
  /** A partner's page (OwnerRez, Tokeet, AdvanceCM): leaves the app. */
  leaveFor: (url: string) => void;
  wait: (ms: number) => Promise<void>;
  logError?: (message: string, error: unknown) => void;
};

const logWith = (deps: SignUpFlowDeps) => deps.logError ?? ((message, error) => console.error(message, error));

const passes = (problems: string[], deps: SignUpFlowDeps): boolean => {
  if (problems.length > 0) deps.toasts.showValidationErrors(problems);
  return problems.length === 0;
};

/**
 * Checks an invitation code with the API; on failure shows "Invitation Code Error: ..." and
 * resolves undefined. An inactive code is a failure too.
 */
export const checkInvitationCode = async (code: string, deps: SignUpFlowDeps): Promise<Invitation | undefined> => {
  let invitation: Invitation;
  try {
    invitation = await deps.api.findInvitation(code.trim().toUpperCase());
  } catch (error) {
    logWith(deps)('Invitation check failed', error);
    deps.toasts.showError(signUpMessages.invitationCodeError(errorMessage(error)));
    return undefined;
  }
  if (!invitation.active) {
    deps.toasts.showError(signUpMessages.invitationCodeError(signUpMessages.invitationInactive(invitation.invitationCode)));
    return undefined;
  }
  deps.dispatch({ type: 'invitationChecked', invitation });
  return invitation;
};

/** SIGNUP: checks the invitation, then creates the account, whose code Cognito emails. */
export const submitSignUp = async (form: SignUpForm, deps: SignUpFlowDeps): Promise<void> => {
  if (!passes(validateSignUp(form), deps)) return;
  if (!(await checkInvitationCode(form.invitationCode, deps))) return;
  try {
    await deps.api.signUp(toSignUpRequest(form));
  } catch (error) {
    logWith(deps)('Sign-up failed', error);
    deps.toasts.showError(signUpMessages.signUpUnsuccessful(errorMessage(error)));
    return;
  }
  deps.toasts.showSuccess(signUpMessages.signUpSuccessful, shortToastLifeMs);
  deps.dispatch({ type: 'signedUp' });
};

/** Where a channel's host goes once signed in (spec §4 Sign-up). */
const continueForChannel = async (channel: Invitation['channel'] | undefined, email: string, deps: SignUpFlowDeps): Promise<void> => {
  switch (channel) {
    case 'ownerrez': {
      let link: PartnerRedirect;
      try {
        link = await deps.api.linkOwnerRez(email);
      } catch (error) {
        logWith(deps)('Starting the OwnerRez link failed', error);
        deps.toasts.showError(signUpMessages.signUpUnsuccessful(errorMessage(error)));
        deps.dispatch({ type: 'channelStepReached', stage: 'SIGNUP_SUCCESS' });
        return;
      }
      deps.toasts.showSuccess(link.message || signUpMessages.redirecting, shortToastLifeMs);
      await deps.wait(redirectDelayMs);
      deps.leaveFor(link.redirect);
      return;
    }
    case 'hostaway':
      deps.dispatch({ type: 'hostawayDialogOpened' });
      return;
    case 'tokeet':
      deps.dispatch({ type: 'channelStepReached', stage: 'SIGNUP_TOKEET' });
      return;
    case 'advancecm':
      deps.dispatch({ type: 'channelStepReached', stage: 'SIGNUP_ADVANCECM' });
      return;
    default:
      deps.dispatch({ type: 'channelStepReached', stage: 'SIGNUP_SUCCESS' });
  }
};

/**
 * SIGNUP_VERIFY: confirms the email with the code, signs the new host in (the partner steps
 * act for a signed-in host only), then continues by channel.
 */
export const submitVerification = async (
  form: SignUpForm,
  code: string,
  channel: Invitation['channel'] | undefined,
  deps: SignUpFlowDeps,
): Promise<void> => {
  if (!passes(validateSignUpVerification(code), deps)) return;
  const username = form.username.trim().toLowerCase();
  try {
    await deps.auth.confirmSignUp(username, code.trim());
  } catch (error) {
    logWith(deps)('Email verification failed', error);
    deps.toasts.showError(signUpMessages.signUpUnsuccessful(errorMessage(error)));
    return;
  }
  deps.toasts.showSuccess(signUpMessages.codeVerificationSuccessful, shortToastLifeMs);
  try {
    const step = await deps.auth.signIn(username, form.password);
    if (step !== 'DONE') throw new Error(`Sign-in needs another step: ${step}`);
  } catch (error) {
    logWith(deps)('Sign-in after sign-up failed', error);
    deps.toasts.showError(sharedAuthMessages.loginUnsuccessful(signInFailureMessage(error)));
    deps.goTo(paths.login);
    return;
  }
  await deps.onSignedIn();
  await continueForChannel(channel, username, deps);
};

/** The Hostaway Information dialog's Complete: connects the account, then login after 3 s. */
export const completeHostaway = async (email: string, hostaway: HostawayForm, deps: SignUpFlowDeps): Promise<void> => {
  const parsed = connectHostawayRequestSchema.safeParse({ email, clientId: hostaway.accountId, apiKey: hostaway.apiKey });
  if (!parsed.success) {
    deps.toasts.showValidationErrors([...new Set(parsed.error.issues.map((issue) => issue.message))]);
    return;
  }
  try {
    await deps.api.connectHostaway(parsed.data);
  } catch (error) {
    logWith(deps)('Connecting Hostaway failed', error);
    deps.toasts.showError(signUpMessages.signUpUnsuccessful(errorMessage(error)));
    return;
  }
  deps.dispatch({ type: 'hostawayDialogClosed' });
  deps.toasts.showSuccess(signUpMessages.signupCompleted, shortToastLifeMs);
  await deps.wait(redirectDelayMs);
  // Already signed in: Login passes a signed-in host straight on to home.
  deps.goTo(paths.login);
};

/** The dialog's Cancel: the account stays, unconnected; the host sees the summary. */
export const cancelHostaway = (deps: SignUpFlowDeps): void => {
  deps.toasts.showInfo(signUpMessages.hostawayCancelled);
  deps.dispatch({ type: 'hostawayDialogClosed' });
  deps.dispatch({ type: 'channelStepReached', stage: 'SIGNUP_SUCCESS' });
};

/** SIGNUP_TOKEET / SIGNUP_ADVANCECM: Authorize asks for the partner's address, then goes there. */
export const authorizeChannel = async (channel: 'tokeet' | 'advancecm', email: string, deps: SignUpFlowDeps): Promise<void> => {
  let link: PartnerRedirect;
  try {
    link = await deps.api.authorizeChannel(channel, email);
  } catch (error) {
    logWith(deps)(`Authorizing ${channel} failed`, error);
    deps.toasts.showError(signUpMessages.signUpUnsuccessful(errorMessage(error)));
    return;
  }
  deps.toasts.showSuccess(link.message || signUpMessages.redirecting, shortToastLifeMs);
  await deps.wait(redirectDelayMs);
  deps.leaveFor(link.redirect);
};
