import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { RenderedAsContext, type RenderedAs } from '../lib/page-state';
import { useForgetDataOfOtherTabsUser } from '../lib/use-session';
import { StaticStyles } from '../theme/static-styles';
import { theme } from '../theme/theme';

// The theme given as Material UI's own (theme scoping): its components are then handed this very
// object on every render and keep the styles they derive from a theme (memoTheme) from one
// page to the next. Given as it is, the provider hands them a copy of it made as it renders,
// which the server does anew for every page: each component's styles were derived again.
const materialTheme = { [THEME_ID]: theme };

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
    <ThemeProvider theme={materialTheme}>
      <CssBaseline />
      <StaticStyles />
      <QueryClientProvider client={queryClient}>
        <RenderedAsContext value={renderedAs}>
          <ToastProvider>{children}</ToastProvider>
        </RenderedAsContext>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
