/**
 * Spec §5 checks of the login screen's forms. Each returns every failed check's message (an
 * empty list when the form is fine), so one "Validation Error" toast can show them all.
 */
import { userPoolSettings } from '#definitions/user-pool';
import { loginMessages } from './login-messages.ts';

const messages = loginMessages.validation;

export type LoginForm = {
  username: string;
  password: string;
  code: string;
  newPassword1: string;
  newPassword2: string;
};

export const emptyLoginForm: LoginForm = { username: '', password: '', code: '', newPassword1: '', newPassword2: '' };

const isBlank = (value: string) => value.trim() === '';

/** One address, no spaces, a dot in the domain: what Cognito accepts as an email username. */
export const isEmailAddress = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

const usernameProblems = (username: string): string[] => {
  if (isBlank(username)) return [messages.usernameRequired];
  return isEmailAddress(username) ? [] : [messages.usernameNotEmail];
};

const passwordPolicyProblems = (newPassword: string): string[] =>
  newPassword !== '' && newPassword.length < userPoolSettings.passwordMinLength ? [messages.newPasswordTooShort] : [];

export const validateLogin = (form: Pick<LoginForm, 'username' | 'password'>): string[] => [
  ...usernameProblems(form.username),
  ...(form.password === '' ? [messages.passwordRequired] : []),
];

export const validateForgotPassword = (form: Pick<LoginForm, 'username'>): string[] => usernameProblems(form.username);

export const validateEmailVerification = (form: Pick<LoginForm, 'code'>): string[] =>
  isBlank(form.code) ? [messages.verificationCodeRequired] : [];

export const validateResetWithCode = (form: Pick<LoginForm, 'code' | 'newPassword1' | 'newPassword2'>): string[] => [
  ...(isBlank(form.code) ? [messages.resetCodeRequired] : []),
  ...(form.newPassword1 === '' ? [messages.newPasswordRequired] : []),
  ...(form.newPassword2 === '' ? [messages.newPasswordReEntryRequired] : []),
  ...(form.newPassword1 !== '' && form.newPassword2 !== '' && form.newPassword1 !== form.newPassword2
    ? [messages.resetPasswordsDiffer]
    : []),
  ...passwordPolicyProblems(form.newPassword1),
];

/** The forced new password on first sign-in: spec §5 Change password, without a current one. */
export const validateNewPassword = (form: Pick<LoginForm, 'newPassword1' | 'newPassword2'>): string[] => [
  ...(form.newPassword1 === '' ? [messages.newPasswordRequired] : []),
  ...(form.newPassword2 === '' ? [messages.newPasswordReEntryRequired] : []),
  ...(form.newPassword1 !== '' && form.newPassword2 !== '' && form.newPassword1 !== form.newPassword2
    ? [messages.changePasswordsDiffer]
    : []),
  ...passwordPolicyProblems(form.newPassword1),
];
