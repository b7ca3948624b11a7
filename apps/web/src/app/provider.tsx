import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { RenderedAsContext, type RenderedAs } from '../lib/page-state';
import { useForgetDataOfOtherTabsUser } from '../lib/use-session';
import { theme } from '../theme/theme';

export function AppProvider({
  queryClient,
  renderedAs = null,
  children,
}: {
  queryClient: QueryClient;
  /** How the server rendered the page being hydrated (docs/decisions/033). */
  renderedAs?: RenderedAs | null;
  children: ReactNode;
}) {
  useForgetDataOfOtherTabsUser(queryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RenderedAsContext value={renderedAs}>
          <ToastProvider>{children}</ToastProvider>
        </RenderedAsContext>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
