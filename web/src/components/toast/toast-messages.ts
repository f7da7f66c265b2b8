/**
 * The spec's toast rules (§8, §9) in one place: titles, colours and lifetimes. Pages pass
 * only their catalogue text, and a lifetime constant where the catalogue names 5 s.
 */
import type { ToastMessage } from 'primereact/toast';

/** Validation errors, login and verification successes, guest-form errors (§9). */
export const shortToastLifeMs = 5_000;
/** Every other error and success (§9). */
export const longToastLifeMs = 10_000;

export type ToastLifeMs = typeof shortToastLifeMs | typeof longToastLifeMs;

export const errorToast = (detail: string, life: ToastLifeMs = longToastLifeMs): ToastMessage => ({
  severity: 'error',
  summary: 'Error',
  detail,
  life,
});

/** All failed checks of one submit, together in one toast (§5). */
export const validationErrorToast = (messages: readonly string[]): ToastMessage => ({
  severity: 'error',
  summary: 'Validation Error',
  // One message per line; the stylesheet keeps the line breaks.
  detail: messages.join('\n'),
  life: shortToastLifeMs,
});

export const successToast = (detail: string, life: ToastLifeMs = longToastLifeMs): ToastMessage => ({
  severity: 'success',
  summary: 'Success',
  detail,
  life,
});

export const warningToast = (detail: string, life: ToastLifeMs = longToastLifeMs): ToastMessage => ({
  severity: 'warn',
  summary: 'Warning',
  detail,
  life,
});

export const infoToast = (detail: string, life: ToastLifeMs = longToastLifeMs): ToastMessage => ({
  severity: 'info',
  summary: 'Info',
  detail,
  life,
});
