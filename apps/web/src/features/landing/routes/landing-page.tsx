import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessCallToAction } from '../components/business-call-to-action';
import { FeaturedJobs } from '../components/featured-jobs';
import { HeroSearch } from '../components/hero-search';

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <HeroSearch />
      <FeaturedJobs />
      <BusinessCallToAction />
    </>
  );
}
