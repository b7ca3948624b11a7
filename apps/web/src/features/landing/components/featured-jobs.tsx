import { FEATURED_JOBS_LIMIT } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { JobCardGrid } from '../../../components/job-card/job-card-grid';
import { PlainButton } from '../../../components/plain-button';
import { ArrowForwardIcon } from '../../../components/plain-icons';
import { paths } from '../../../config/paths';
import { cx } from '../../../theme/class-names';
import { FEATURED_JOBS_ERROR, featuredJobsQueryOptions } from '../api/get-featured-jobs';

export function FeaturedJobs() {
  const { data, isError } = useQuery(featuredJobsQueryOptions());

  return (
    <section aria-labelledby="featured-title" className={cx.featured}>
      <div className={cx.container}>
        <h2 id="featured-title" className={`${cx.h2} ${cx.featuredTitle}`}>
          Featured Opportunities
        </h2>
        <p className={`${cx.body1} ${cx.secondary} ${cx.featuredIntro}`}>
          Fresh openings from businesses near you.
        </p>
        {isError ? (
          <p role="alert" className={`${cx.body1} ${cx.featuredError}`}>
            {FEATURED_JOBS_ERROR}
          </p>
        ) : data?.length === 0 ? (
          <p className={`${cx.body1} ${cx.secondary}`}>No open jobs right now. Check back soon.</p>
        ) : (
          <JobCardGrid jobs={data} skeletons={FEATURED_JOBS_LIMIT} />
        )}
        <div className={cx.featuredMore}>
          <PlainButton
            to={paths.jobs.getHref()}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
          >
            View All Jobs
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
