import {
  NO_JOB_FILTERS,
  isValidZip,
  jobFiltersToParams,
  type JobFilters,
} from '@firstshift/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { JobSearchForm } from '../../../components/job-filters/job-search-form';
import { cx } from '../../../theme/class-names';

/** How far from a ZIP code typed here the first search looks (decision 080). */
export const LANDING_RADIUS_MILES = 10;

export function HeroSearch() {
  const navigate = useNavigate();
  const search = (values: JobFilters) => {
    // "Close to home": a ZIP code is where the jobs should be near, not the only place they may
    // be; the results page shows the distance and offers "Any distance".
    const zip = values.zip.trim();
    const near = isValidZip(zip) && zip.length === 5;
    const query = jobFiltersToParams(
      near ? { ...values, zip, radius: String(LANDING_RADIUS_MILES) } : values,
    ).toString();
    void navigate(paths.jobs.getHref(query ? `?${query}` : ''));
  };

  return (
    <section aria-labelledby="hero-title" className={cx.hero}>
      <div className={cx.container}>
        <h1 id="hero-title" className={`${cx.h1} ${cx.heroTitle}`}>
          Find your first shift close to home
        </h1>
        <p className={`${cx.body1} ${cx.heroIntro}`}>
          Internships, part-time, seasonal and volunteer jobs from local businesses, with roles open
          to high school students and hours that fit around class.
        </p>
        <div className={cx.searchPanel}>
          {/* Every filter starts at "any": SPEC §2's Other would hide the jobs of the eleven
              other categories from the first search (decision 019). */}
          <JobSearchForm initialValues={NO_JOB_FILTERS} onSearch={search} />
        </div>
      </div>
    </section>
  );
}
