/**
 * Spec §2 Change password screen, §4 Password flows, §5 and §8: the checks and what Update and
 * Cancel do, free of React and Amplify so they are unit-testable.
 */
import { userPoolSettings } from '#definitions/user-pool';
import type { Toasts } from '../../../components/toast/toast-context.ts';
import { paths } from '../../../config/paths.ts';
import { errorMessage, errorName, incorrectCredentialsMessage } from '../../auth/lib/auth-errors.ts';
import { passwordMessages } from './account-messages.ts';

const messages = passwordMessages.validation;

export type ChangePasswordForm = { currentPassword: string; newPassword1: string; newPassword2: string };

export const emptyChangePasswordForm: ChangePasswordForm = { currentPassword: '', newPassword1: '', newPassword2: '' };

/** Every failed check together (spec §5); the minimum length is the password policy's (§3). */
export const validateChangePassword = (form: ChangePasswordForm): string[] => [
  ...(form.currentPassword === '' ? [messages.currentPasswordRequired] : []),
  ...(form.newPassword1 === '' ? [messages.newPasswordRequired] : []),
  ...(form.newPassword2 === '' ? [messages.newPasswordReEntryRequired] : []),
  ...(form.newPassword1 !== '' && form.newPassword2 !== '' && form.newPassword1 !== form.newPassword2 ? [messages.passwordsDiffer] : []),
  ...(form.newPassword1 !== '' && form.newPassword1.length < userPoolSettings.passwordMinLength
    ? [messages.tooShort(userPoolSettings.passwordMinLength)]
    : []),
];

/**
 * The reason after "Password Update Unsuccessful: ". Cognito answers a wrong current password
 * with its sign-in text, which would read oddly here.
 */
export const passwordUpdateFailureReason = (error: unknown): string =>
  errorName(error) === 'NotAuthorizedException' && errorMessage(error) === incorrectCredentialsMessage
    ? passwordMessages.incorrectCurrentPassword
    : errorMessage(error);

export type ChangePasswordDeps = {
  /** The sign-in service's change password for the signed-in user. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  toasts: Toasts;
  goTo: (path: string) => void;
  logError?: (message: string, error: unknown) => void;
};

/** Update: a normal change goes to /account (spec §4). Resolves whether the password changed. */
export const submitChangePassword = async (form: ChangePasswordForm, deps: ChangePasswordDeps): Promise<boolean> => {
  const problems = validateChangePassword(form);
  if (problems.length > 0) {
    deps.toasts.showValidationErrors(problems);
    return false;
  }
  try {
    await deps.changePassword(form.currentPassword, form.newPassword1);
  } catch (error) {
    (deps.logError ?? console.error)('Password update failed', error);
    deps.toasts.showError(passwordMessages.updateUnsuccessful(passwordUpdateFailureReason(error)));
    return false;
  }
  deps.toasts.showSuccess(passwordMessages.updateSuccessful);
  deps.goTo(paths.account);
  return true;
};

/** Cancel: back to the account (spec §4, §8 Info). */
export const cancelChangePassword = (deps: Pick<ChangePasswordDeps, 'toasts' | 'goTo'>): void => {
  deps.toasts.showInfo(passwordMessages.cancelled);
  deps.goTo(paths.account);
};
