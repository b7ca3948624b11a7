import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/routes';
import { ScrollRestoration } from './app/scroll-restoration';
import { PAGE_STATE_ID, hydratePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';

// The build writes the app's stylesheet into index.html (docs/decisions/044); the development
// server's index.html is the source one.
if (import.meta.env.DEV) {
  void import('./theme/static-styles').then((styles) => styles.insertStaticStyles());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A page the server rendered (docs/decisions/033) carries the answers it was rendered from.
const pageState = hydratePageState(
  queryClient,
  document.getElementById(PAGE_STATE_ID)?.textContent ?? null,
);

// Declarative routing (BrowserRouter) rather than the data router: the app reads its data
// with TanStack Query, and the data router's extra ~16 KB gzipped would push the landing
// page past its first-load budget (DESIGN §8).
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} renderedAs={pageState?.renderedAs}>
      <BrowserRouter>
        <ScrollRestoration />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);
// A rendered page hydrates as a transition: React then yields to the browser every few
// milliseconds instead of holding the main thread until the whole page is hydrated (one long task
// on a slow phone, which Lighthouse counts as blocking time). The page is on screen meanwhile.
if (pageState) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
