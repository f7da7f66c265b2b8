/**
 * What the /account Update button does, free of React so it is unit-testable. The page passes
 * the API call, the toasts and the host-user reload.
 */
import type { HostUser, UpdateHostAccountRequest } from '#contracts/host-user';
import type { Toasts } from '../../../components/toast/toast-context.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../auth/lib/auth-errors.ts';
import { accountMessages } from './account-messages.ts';
import { toUpdateRequest, validateAccount, type AccountForm } from './account-form.ts';

export type AccountApi = {
  updateAccount: (email: string, request: UpdateHostAccountRequest) => Promise<HostUser>;
};

export type AccountFlowDeps = {
  api: AccountApi;
  toasts: Toasts;
  /** Refreshes the signed-in host's record, so the top bar shows the new name. */
  reloadHostUser: () => Promise<unknown>;
  logError?: (message: string, error: unknown) => void;
};

/** The API's own words: each field's message for a refused request, else the error's message. */
export const apiFailureReason = (error: unknown): string => {
  const fieldMessages = error instanceof ApiRequestError ? Object.values(error.fieldErrors) : [];
  return fieldMessages.length > 0 ? fieldMessages.join('; ') : errorMessage(error);
};

/** Validates, saves, and on success reloads the host user; resolves whether it saved. */
export const submitAccountUpdate = async (email: string, form: AccountForm, deps: AccountFlowDeps): Promise<boolean> => {
  const problems = validateAccount(form);
  if (problems.length > 0) {
    deps.toasts.showValidationErrors(problems);
    return false;
  }
  try {
    await deps.api.updateAccount(email, toUpdateRequest(form));
  } catch (error) {
    (deps.logError ?? console.error)('Account update failed', error);
    deps.toasts.showError(accountMessages.updateUnsuccessful(apiFailureReason(error)));
    return false;
  }
  deps.toasts.showSuccess(accountMessages.updated);
  await deps.reloadHostUser();
  return true;
};
