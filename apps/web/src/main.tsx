import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/routes';
import { ScrollRestoration } from './app/scroll-restoration';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Declarative routing (BrowserRouter) rather than the data router: the app reads its data
// with TanStack Query, and the data router's extra ~16 KB gzipped would push the landing
// page past its first-load budget (DESIGN §8).
createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()}>
      <BrowserRouter>
        <ScrollRestoration />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
