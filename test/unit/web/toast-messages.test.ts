import { describe, expect, it } from 'vitest';
import {
  errorToast,
  longToastLifeMs,
  shortToastLifeMs,
  successToast,
  validationErrorToast,
  warningToast,
  infoToast,
} from '../../../web/src/components/toast/toast-messages.ts';

describe('toast messages', () => {
  it('uses the spec lifetimes of 5 s and 10 s', () => {
    expect(shortToastLifeMs).toBe(5_000);
    expect(longToastLifeMs).toBe(10_000);
  });

  it('titles errors "Error", red, 10 s unless the catalogue says 5 s', () => {
    expect(errorToast('Incorrect password!')).toEqual({
      severity: 'error',
      summary: 'Error',
      detail: 'Incorrect password!',
      life: 10_000,
    });
    expect(errorToast('Guest Form could not be saved!', shortToastLifeMs).life).toBe(5_000);
  });

  it('puts every validation failure in one "Validation Error" toast of 5 s, one per line', () => {
    expect(validationErrorToast(['Username is required', 'Password is required'])).toEqual({
      severity: 'error',
      summary: 'Validation Error',
      detail: 'Username is required\nPassword is required',
      life: 5_000,
    });
  });

  it('shows successes for 10 s unless the catalogue says 5 s', () => {
    expect(successToast('Password Changed Successfully!')).toMatchObject({ severity: 'success', life: 10_000 });
    expect(successToast('Invitation Code Created Succesfully!', shortToastLifeMs)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: 'Invitation Code Created Succesfully!',
      life: 5_000,
    });
  });
});

describe('warning and info toasts', () => {
  it('titles warnings "Warning" and infos "Info", 10 s by default', () => {
    expect(warningToast('New Password Required for the first time signing in, please enter your new password!')).toEqual({
      severity: 'warn',
      summary: 'Warning',
      detail: 'New Password Required for the first time signing in, please enter your new password!',
      life: 10_000,
    });
    expect(infoToast('Required Password update cancelled')).toEqual({
      severity: 'info',
      summary: 'Info',
      detail: 'Required Password update cancelled',
      life: 10_000,
    });
  });
});
