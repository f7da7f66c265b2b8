/**
 * Spec §4/§5/§8 Login: what each button of the login screen does, free of React and Amplify so
 * it is unit-testable. The page passes the sign-in calls, the toasts and the reducer's dispatch.
 */
import type { Toasts } from '../../../components/toast/toast-context.ts';
import { shortToastLifeMs } from '../../../components/toast/toast-messages.ts';
import { codeMismatchMessage, errorMessage, isUserNotConfirmed, isUserNotFound, signInFailureMessage } from './auth-errors.ts';
import { loginMessages } from './login-messages.ts';
import { signInOutcomeOf, type LoginEvent, type SignInOutcome } from './login-stage.ts';
import {
  validateEmailVerification,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateResetWithCode,
  type LoginForm,
} from './login-validation.ts';

/** The sign-in service calls the login screen makes; sign-in answers are Amplify's `signInStep`. */
export type LoginAuthApi = {
  signIn: (username: string, password: string) => Promise<string>;
  completeNewPassword: (newPassword: string) => Promise<string>;
  requestPasswordReset: (username: string) => Promise<void>;
  confirmPasswordReset: (username: string, code: string, newPassword: string) => Promise<void>;
  confirmEmail: (username: string, code: string) => Promise<void>;
  resendEmailCode: (username: string) => Promise<void>;
};

export type LoginFlowDeps = {
  auth: LoginAuthApi;
  toasts: Toasts;
  dispatch: (event: LoginEvent) => void;
  /** Records the signed-in user and leaves for home. */
  onSignedIn: () => Promise<void>;
  logError?: (message: string, error: unknown) => void;
};

const logWith = (deps: LoginFlowDeps) => deps.logError ?? ((message, error) => console.error(message, error));

const username = (form: LoginForm) => form.username.trim();

/** Shows every failed check together and says whether the form may be sent. */
const passes = (problems: string[], deps: LoginFlowDeps): boolean => {
  if (problems.length > 0) deps.toasts.showValidationErrors(problems);
  return problems.length === 0;
};

const afterSignIn = async (outcome: SignInOutcome, form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  deps.dispatch({ type: 'signInAnswered', outcome });
  switch (outcome) {
    case 'signedIn':
      deps.toasts.showSuccess(loginMessages.loginSuccessful, shortToastLifeMs);
      await deps.onSignedIn();
      return;
    case 'newPasswordRequired':
      deps.toasts.showWarning(loginMessages.newPasswordRequired);
      return;
    case 'emailNotConfirmed':
      // Spec §4: a code is re-sent. cognito-local cannot resend, so a failure is only logged
      // and the stage still opens (the code from sign-up works).
      deps.auth.resendEmailCode(username(form)).catch((error: unknown) => logWith(deps)('Resending the verification code failed', error));
      return;
  }
};

const signInWith = async (form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  let outcome: SignInOutcome;
  try {
    outcome = signInOutcomeOf(await deps.auth.signIn(username(form), form.password));
  } catch (error) {
    if (isUserNotConfirmed(error)) {
      outcome = 'emailNotConfirmed';
    } else {
      logWith(deps)('Sign-in failed', error);
      deps.toasts.showError(loginMessages.loginUnsuccessful(signInFailureMessage(error)));
      return;
    }
  }
  await afterSignIn(outcome, form, deps);
};

/** LOGIN: Sign In (or Enter). */
export const submitLogin = async (form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  if (!passes(validateLogin(form), deps)) return;
  await signInWith(form, deps);
};

/** COMPLETE_NEW_PASSWORD_REQUIRED: answers the first-sign-in challenge, which signs the user in. */
export const submitNewPassword = async (form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  if (!passes(validateNewPassword(form), deps)) return;
  let outcome: SignInOutcome;
  try {
    outcome = signInOutcomeOf(await deps.auth.completeNewPassword(form.newPassword1));
  } catch (error) {
    logWith(deps)('Completing the new password failed', error);
    deps.toasts.showError(loginMessages.passwordUpdateUnsuccessful(errorMessage(error)));
    return;
  }
  await afterSignIn(outcome, form, deps);
};

export const cancelNewPassword = (deps: LoginFlowDeps): void => {
  deps.toasts.showInfo(loginMessages.requiredPasswordUpdateCancelled);
  deps.dispatch({ type: 'cancelled' });
};

/** STAGE_EMAIL_VERIFICATION: confirms the sign-up, then signs in again with the same password. */
export const submitEmailVerification = async (form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  if (!passes(validateEmailVerification(form), deps)) return;
  try {
    await deps.auth.confirmEmail(username(form), form.code.trim());
  } catch (error) {
    logWith(deps)('Email verification failed', error);
    deps.toasts.showError(loginMessages.signUpUnsuccessful(isUserNotFound(error) ? codeMismatchMessage : errorMessage(error)));
    return;
  }
  deps.toasts.showSuccess(loginMessages.codeVerificationSuccessful, shortToastLifeMs);
  await signInWith(form, deps);
};

/** FORGOT_PASSWORD: Reset Password. An unknown address gets the same answer as a known one. */
export const submitForgotPassword = async (form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  if (!passes(validateForgotPassword(form), deps)) return;
  try {
    await deps.auth.requestPasswordReset(username(form));
  } catch (error) {
    if (!isUserNotFound(error)) {
      logWith(deps)('Password reset code request failed', error);
      deps.toasts.showError(loginMessages.resetCodeRequestUnsuccessful(errorMessage(error)), shortToastLifeMs);
      return;
    }
  }
  deps.toasts.showSuccess(loginMessages.resetCodeSent);
  deps.dispatch({ type: 'resetCodeSent' });
};

/** FORGOT_PASSWORD_CODE: Change Password, then back to LOGIN. */
export const submitResetWithCode = async (form: LoginForm, deps: LoginFlowDeps): Promise<void> => {
  if (!passes(validateResetWithCode(form), deps)) return;
  try {
    await deps.auth.confirmPasswordReset(username(form), form.code.trim(), form.newPassword1);
  } catch (error) {
    logWith(deps)('Password change failed', error);
    deps.toasts.showError(loginMessages.passwordChangeUnsuccessful(isUserNotFound(error) ? codeMismatchMessage : errorMessage(error)));
    return;
  }
  deps.toasts.showSuccess(loginMessages.passwordChanged);
  deps.dispatch({ type: 'passwordReset' });
};
