import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { RenderedAsContext, type RenderedAs } from '../lib/page-state';
import { useForgetDataOfOtherTabsUser } from '../lib/use-session';

/**
 * What every screen runs in. No Material UI theme here: the screens drawn with Material UI bring
 * it as they load (lib/mui-lazy.tsx), and the app's stylesheet, global rules included, is in
 * index.html (theme/static-styles.ts, docs/decisions/044).
 */
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
    <QueryClientProvider client={queryClient}>
      <RenderedAsContext value={renderedAs}>
        <ToastProvider>{children}</ToastProvider>
      </RenderedAsContext>
    </QueryClientProvider>
  );
}
