import { placeLine, type JobDetail } from '@firstshift/domain';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { HeaderFact } from '../../../components/header-fact';
import { minimumAgeLabel } from '../../../components/job-card/minimum-age-label';
import { useClock } from '../../../lib/page-state';
import { LabelChip } from '../../../components/label-chip';
import { cx } from '../../../theme/class-names';
import { postedLine } from './posted-date';
import {
  AccessTimeIcon,
  BusinessOutlinedIcon,
  CakeOutlinedIcon,
  GroupsOutlinedIcon,
  PlaceOutlinedIcon,
} from '../../../components/plain-icons';
import { PlainLink } from '../../../components/plain-link';

type Props = { job: JobDetail; applyButton: ReactNode };

export function JobDetailHeader({ job, applyButton }: Props) {
  const { timeZone } = useClock();
  const location = placeLine({
    city: job.location.city,
    state: job.location.state,
    zip: job.location.zip,
  });
  return (
    <div className={`${cx.surface} ${cx.jobHeader}`}>
      <div className={cx.jobHeaderMain}>
        <h1 className={cx.pageTitle}>{job.title}</h1>
        <div className={cx.jobHeaderFacts}>
          <HeaderFact icon={<BusinessOutlinedIcon fontSize="small" />}>
            {/* A draft's business may have no public page yet. */}
            {job.status === 'active' ? (
              <PlainLink to={paths.company.getHref(job.company.id)} className={cx.link}>
                {job.company.name}
              </PlainLink>
            ) : (
              job.company.name
            )}
          </HeaderFact>
          {location && (
            <HeaderFact icon={<PlaceOutlinedIcon fontSize="small" />}>{location}</HeaderFact>
          )}
          <HeaderFact icon={<GroupsOutlinedIcon fontSize="small" />}>
            {job.applicants} {job.applicants === 1 ? 'applicant' : 'applicants'}
          </HeaderFact>
          <HeaderFact icon={<AccessTimeIcon fontSize="small" />}>
            {postedLine(job, timeZone)}
          </HeaderFact>
          {job.minimum_age_required > 0 && (
            <HeaderFact icon={<CakeOutlinedIcon fontSize="small" />}>
              {minimumAgeLabel(job.minimum_age_required)}
            </HeaderFact>
          )}
        </div>
        <div className={cx.jobTags}>
          {job.tags.map((tag) => (
            <LabelChip key={tag} label={tag} tone="primary" />
          ))}
        </div>
      </div>
      <div>{applyButton}</div>
    </div>
  );
}
