import { useMemo, useRef, type ReactNode } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { ToastContext, type Toasts } from './toast-context.ts';
import { errorToast, infoToast, successToast, validationErrorToast, warningToast } from './toast-messages.ts';

/** The app's single toast outlet; pages reach it through `useToast()`. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const toastRef = useRef<Toast>(null);
  const toasts = useMemo<Toasts>(() => {
    const show = (message: ToastMessage) => toastRef.current?.show(message);
    return {
      showError: (detail, life) => show(errorToast(detail, life)),
      showValidationErrors: (messages) => show(validationErrorToast(messages)),
      showSuccess: (detail, life) => show(successToast(detail, life)),
      showWarning: (detail, life) => show(warningToast(detail, life)),
      showInfo: (detail, life) => show(infoToast(detail, life)),
    };
  }, []);

  return (
    <ToastContext value={toasts}>
      <Toast ref={toastRef} position="top-right" />
      {children}
    </ToastContext>
  );
};
