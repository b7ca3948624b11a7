import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { guardOrigin } from '../../../lib/guard-origin';
import { muiLazy } from '../../../lib/mui-lazy';
import { useHydrated } from '../../../lib/page-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessCallToAction } from '../components/business-call-to-action';
import { FeaturedJobs } from '../components/featured-jobs';
import { HeroSearch } from '../components/hero-search';

// Only someone the business guard sent here sees it: drawn with Material UI, it loads with it
// when shown, so that the landing page's first load stays without (docs/decisions/044).
const BusinessPageNotice = muiLazy(() =>
  import('../components/business-page-notice').then((m) => m.BusinessPageNotice),
);

export function LandingPage() {
  useDocumentTitle();
  // The router state survives a reload, which the server does not see: the notice shows once
  // the rendered page has hydrated.
  const origin = guardOrigin(useLocation().state);
  const hydrated = useHydrated();
  // Each part of a rendered page hydrates on its own (a Suspense boundary), so that the browser
  // does the work in several short tasks rather than one long one (total blocking time).
  return (
    <>
      {hydrated && origin && (
        <Suspense>
          <BusinessPageNotice origin={origin} />
        </Suspense>
      )}
      <Suspense>
        <HeroSearch />
      </Suspense>
      <Suspense>
        <FeaturedJobs />
      </Suspense>
      <Suspense>
        <BusinessCallToAction />
      </Suspense>
    </>
  );
}
