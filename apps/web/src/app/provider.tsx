import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { PhoneGuessContext } from '../lib/page-state';
import { useForgetDataOfOtherTabsUser } from '../lib/use-session';
import { theme } from '../theme/theme';

export function AppProvider({
  queryClient,
  phoneGuess = false,
  children,
}: {
  queryClient: QueryClient;
  /** Whether the server rendered the page for a phone (docs/decisions/033). */
  phoneGuess?: boolean;
  children: ReactNode;
}) {
  useForgetDataOfOtherTabsUser(queryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <PhoneGuessContext value={phoneGuess}>
          <ToastProvider>{children}</ToastProvider>
        </PhoneGuessContext>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
