import { createContext, use } from 'react';
import type { ToastLifeMs } from './toast-messages.ts';

export type Toasts = {
  showError: (detail: string, life?: ToastLifeMs) => void;
  showValidationErrors: (messages: readonly string[]) => void;
  showSuccess: (detail: string, life?: ToastLifeMs) => void;
  showWarning: (detail: string, life?: ToastLifeMs) => void;
  showInfo: (detail: string, life?: ToastLifeMs) => void;
};

export const ToastContext = createContext<Toasts | null>(null);

export const useToast = (): Toasts => {
  const toasts = use(ToastContext);
  if (!toasts) throw new Error('useToast must be used inside ToastProvider');
  return toasts;
};
