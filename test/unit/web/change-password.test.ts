import { describe, expect, it, vi } from 'vitest';
import { recordingToasts } from '#test/recording-toasts';
import {
  cancelChangePassword,
  emptyChangePasswordForm,
  submitChangePassword,
  validateChangePassword,
  type ChangePasswordDeps,
} from '../../../web/src/features/account/lib/change-password.ts';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

const setUp = (changePassword: ChangePasswordDeps['changePassword'] = vi.fn(async () => undefined)) => {
  const { toasts, shown } = recordingToasts();
  const deps: ChangePasswordDeps = { changePassword, toasts, goTo: vi.fn(), logError: vi.fn() };
  return { deps, shown };
};

const valid = { currentPassword: 'Old-pass-1', newPassword1: 'New-pass-1', newPassword2: 'New-pass-1' };

describe('change password checks (spec §5)', () => {
  it('shows every missing field together', () => {
    expect(validateChangePassword(emptyChangePasswordForm)).toEqual([
      'Current Password is required',
      'New Password is required',
      'New Password ReEntry is required',
    ]);
  });

  it('says when the new passwords differ, and when the new one is shorter than the policy allows', () => {
    expect(validateChangePassword({ currentPassword: 'x', newPassword1: 'short', newPassword2: 'shorter' })).toEqual([
      'New Password and New Password ReEntry do not match',
      'Password must be at least 8 characters',
    ]);
    expect(validateChangePassword(valid)).toEqual([]);
  });
});

describe('Update and Cancel (spec §4 Password flows, §8)', () => {
  it('changes the password, says "Password Update Successful" and returns to the account', async () => {
    const { deps, shown } = setUp();

    expect(await submitChangePassword(valid, deps)).toBe(true);

    expect(deps.changePassword).toHaveBeenCalledWith('Old-pass-1', 'New-pass-1');
    expect(shown).toEqual(['success: Password Update Successful']);
    expect(deps.goTo).toHaveBeenCalledWith('/account');
  });

  it('calls nothing when a check fails', async () => {
    const { deps, shown } = setUp();

    expect(await submitChangePassword({ ...valid, newPassword2: 'Other-pass-1' }, deps)).toBe(false);

    expect(shown).toEqual(['validation: New Password and New Password ReEntry do not match']);
    expect(deps.changePassword).not.toHaveBeenCalled();
  });

  it('says "Password Update Unsuccessful" with the reason and stays on the page', async () => {
    const { deps, shown } = setUp(vi.fn(async () => Promise.reject(named('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))));

    expect(await submitChangePassword(valid, deps)).toBe(false);

    expect(shown).toEqual(['error: Password Update Unsuccessful: Attempt limit exceeded, please try after some time.']);
    expect(deps.goTo).not.toHaveBeenCalled();
  });

  it('names a wrong current password as such rather than with the sign-in text', async () => {
    const { deps, shown } = setUp(vi.fn(async () => Promise.reject(named('NotAuthorizedException', 'Incorrect username or password.'))));

    await submitChangePassword(valid, deps);

    expect(shown).toEqual(['error: Password Update Unsuccessful: The current password is incorrect.']);
  });

  it('Cancel says "Password update cancelled" and returns to the account', () => {
    const { deps, shown } = setUp();

    cancelChangePassword(deps);

    expect(shown).toEqual(['info: Password update cancelled']);
    expect(deps.goTo).toHaveBeenCalledWith('/account');
  });
});
