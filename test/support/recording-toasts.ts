/** Toasts that record what a flow showed, as `kind(life): detail` lines, for unit tests. */
import type { Toasts } from '../../web/src/components/toast/toast-context.ts';

export const recordingToasts = (): { toasts: Toasts; shown: string[] } => {
  const shown: string[] = [];
  const record = (kind: string) => (detail: string, life?: number) => void shown.push(`${kind}${life ? `(${life})` : ''}: ${detail}`);
  const toasts: Toasts = {
    showError: record('error'),
    showSuccess: record('success'),
    showWarning: record('warning'),
    showInfo: record('info'),
    showValidationErrors: (messages) => void shown.push(`validation: ${messages.join(' | ')}`),
  };
  return { toasts, shown };
};
