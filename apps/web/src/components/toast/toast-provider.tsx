import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { muiLazy } from '../../lib/mui-lazy';
import { ToastContext, type ShowToast, type ToastSeverity } from './toast-context';

type Toast = { id: number; message: string; severity: ToastSeverity };

const ToastSnackbar = muiLazy(() => import('./toast-snackbar').then((m) => m.default));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const lastId = useRef(0);
  const show = useCallback<ShowToast>((message, severity = 'info') => {
    lastId.current += 1;
    setToast({ id: lastId.current, message, severity });
  }, []);
  // A toast closes only itself: the one before it may time out just as the next one arrives
  // (a save right after a page change), and must not take the newer message with it.
  const close = useCallback((id: number) => {
    setToast((current) => (current?.id === id ? null : current));
  }, []);

  return (
    <ToastContext value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar
            key={toast.id}
            message={toast.message}
            severity={toast.severity}
            onClose={() => close(toast.id)}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
