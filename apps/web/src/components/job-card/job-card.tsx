import {
  describeDistance,
  formatCompensation,
  formatRelativeTime,
  joinLocation,
  type JobSummary,
} from '@firstshift/domain';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { Tag } from '../tag';
import { DeadlineFact } from './deadline-fact';
import { JobFact } from './job-fact';
import { jobTags } from './job-tags';
import { minimumAgeLabel } from './minimum-age-label';
import { useClock } from '../../lib/page-state';
import { cx } from '../../theme/class-names';
import {
  AccessTimeIcon,
  CakeOutlinedIcon,
  EventOutlinedIcon,
  GroupsOutlinedIcon,
  PlaceOutlinedIcon,
} from '../plain-icons';
import { useFromResults } from './results-state';
import { PlainLink } from '../plain-link';

type Props = {
  job: JobSummary;
  /** Heading level of the title, so the page's outline stays in order. */
  headingLevel?: 'h2' | 'h3';
  /** Controls shown under the card's content (View Details, Apply…). */
  actions?: ReactNode;
  /** A control in the top corner, beside the title (the favourite toggle). */
  cornerAction?: ReactNode;
  /**
   * The whole card links to the job (default): its title's link covers it. Off when `actions`
   * carry their own View Details link, so the same link is not offered twice. The company's
   * name links to the company's page either way.
   */
  linked?: boolean;
  /** Names the company, with a link to its page (default); off on the company's own page. */
  showCompany?: boolean;
};

export function JobCard({
  job,
  headingLevel = 'h3',
  actions,
  cornerAction,
  linked = true,
  showCompany = true,
}: Props) {
  const { now } = useClock();
  const fromResults = useFromResults();
  const location = joinLocation({ city: job.location.city, state: job.location.state, zip: '' });
  const pay = formatCompensation(job.compensation_amount, job.compensation_type);
  const applicants = `${job.applicants} ${job.applicants === 1 ? 'applicant' : 'applicants'}`;

  const title = linked ? (
    <PlainLink to={paths.job.getHref(job.id)} state={fromResults} className={cx.cardLink}>
      {job.title}
    </PlainLink>
  ) : (
    job.title
  );

  return (
    <div className={`${cx.card} ${cx.jobCard}`}>
      <div className={linked ? cx.jobCardContent : `${cx.jobCardContent} ${cx.jobCardContentEnd}`}>
        {/* Room for the corner control, which sits over the card. */}
        <div className={cornerAction ? cx.jobCardHeadBesideCorner : undefined}>
          {headingLevel === 'h2' ? (
            <h2 className={cx.h3}>{title}</h2>
          ) : (
            <h3 className={cx.h3}>{title}</h3>
          )}
          {showCompany && (
            <p className={`${cx.body1} ${cx.secondary} ${cx.jobCardCompany}`}>
              <PlainLink to={paths.company.getHref(job.company_id)} className={cx.companyLink}>
                {job.company}
              </PlainLink>
            </p>
          )}
        </div>
        <div className={cx.jobCardFacts}>
          {location && (
            <JobFact icon={<PlaceOutlinedIcon fontSize="small" />}>
              {job.distance_miles === undefined
                ? location
                : `${location} · ${describeDistance(job.distance_miles)}`}
            </JobFact>
          )}
          <JobFact icon={<GroupsOutlinedIcon fontSize="small" />}>{applicants}</JobFact>
          <JobFact icon={<AccessTimeIcon fontSize="small" />}>
            Posted {formatRelativeTime(job.posted, now)}
          </JobFact>
          {job.shifts && (
            <JobFact icon={<EventOutlinedIcon fontSize="small" />}>{job.shifts}</JobFact>
          )}
          {job.deadline && <DeadlineFact deadline={job.deadline} now={now} />}
          {job.minimum_age_required > 0 && (
            <JobFact icon={<CakeOutlinedIcon fontSize="small" />}>
              {minimumAgeLabel(job.minimum_age_required)}
            </JobFact>
          )}
        </div>
        {pay && <p className={`${cx.body2} ${cx.jobCardPay}`}>{pay}</p>}
        <div className={cx.jobCardTags}>
          {jobTags(job).map((tag) => (
            <Tag key={tag} label={tag} />
          ))}
        </div>
      </div>
      {cornerAction && <div className={cx.jobCardCorner}>{cornerAction}</div>}
      {actions && <div className={cx.cardActions}>{actions}</div>}
    </div>
  );
}
