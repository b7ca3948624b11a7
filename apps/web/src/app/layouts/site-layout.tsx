import Box from '@mui/material/Box';
import { NAV_BAR_HEIGHT } from '../../theme/layout';
import { Suspense, type ReactNode } from 'react';
import { Footer } from '../../components/layout/footer';
import { SkipLink } from '../../components/layout/skip-link';
import { RoutedPage } from './routed-page';

/** A skip link, the given navigation bar, the page and the footer. */
export function SiteLayout({ navBar }: { navBar: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {/* The bar and the footer hydrate apart from the page (see landing-page.tsx). */}
      <Suspense>{navBar}</Suspense>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        // At least a screen tall, so the footer never shows while a page's code or data loads
        // and then jumps away when it arrives (a layout shift of nearly half a phone screen).
        sx={{ flexGrow: 1, outline: 'none', minHeight: `calc(100vh - ${NAV_BAR_HEIGHT}px)` }}
      >
        <RoutedPage />
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Box>
  );
}
