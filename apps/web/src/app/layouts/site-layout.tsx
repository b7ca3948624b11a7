import { Suspense, type ReactNode } from 'react';
import { Footer } from '../../components/layout/footer';
import { SkipLink } from '../../components/layout/skip-link';
import { cx } from '../../theme/class-names';
import { RoutedPage } from './routed-page';

type Props = {
  navBar: ReactNode;
  /** What the main area shows instead of the routed page (a guard's notice). */
  page?: ReactNode;
};

/** A skip link, the given navigation bar, the page and the footer. */
export function SiteLayout({ navBar, page }: Props) {
  return (
    <div className={cx.siteLayout}>
      <SkipLink />
      {/* The bar and the footer hydrate apart from the page (see landing-page.tsx). */}
      <Suspense>{navBar}</Suspense>
      {/* At least a screen tall, so the footer never shows while a page's code or data loads
          and then jumps away when it arrives (a layout shift of nearly half a phone screen). */}
      <main id="main" tabIndex={-1} className={cx.siteMain}>
        {page ?? <RoutedPage />}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
