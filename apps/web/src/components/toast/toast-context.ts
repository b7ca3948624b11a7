import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';
export type ShowToast = (message: string, severity?: ToastSeverity) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short message at the bottom of the screen (SPEC §8: hidden after 4 s). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
