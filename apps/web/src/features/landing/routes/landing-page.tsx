import { Suspense } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessCallToAction } from '../components/business-call-to-action';
import { FeaturedJobs } from '../components/featured-jobs';
import { HeroSearch } from '../components/hero-search';

export function LandingPage() {
  useDocumentTitle();
  // Each part of a rendered page hydrates on its own (a Suspense boundary), so that the browser
  // does the work in several short tasks rather than one long one (total blocking time).
  return (
    <>
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
