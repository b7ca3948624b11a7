import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { muiLazy } from '../../lib/mui-lazy';
import { ToastContext, type ShowToast, type ToastSeverity } from './toast-context';

type Toast = { id: number; message: string; severity: ToastSeverity };

const ToastSnackbar = muiLazy(() => import('./toast-snackbar').then((m) => m.default));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback<ShowToast>((message, severity = 'info') => {
    setToast({ id: Date.now(), message, severity });
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
            onClose={() => setToast(null)}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
