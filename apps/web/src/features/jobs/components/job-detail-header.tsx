import { joinLocation, type JobDetail } from '@firstshift/domain';
import type { ReactNode } from 'react';
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

type Props = { job: JobDetail; applyButton: ReactNode };

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={cx.jobHeaderFact}>
      {icon}
      <span className={cx.body1}>{children}</span>
    </div>
  );
}

export function JobDetailHeader({ job, applyButton }: Props) {
  const { timeZone } = useClock();
  const location = joinLocation({
    city: job.location.city,
    state: job.location.state,
    zip: job.location.zip,
  });
  return (
    <div className={`${cx.surface} ${cx.jobHeader}`}>
      <div className={cx.jobHeaderMain}>
        <h1 className={cx.pageTitle}>{job.title}</h1>
        <div className={cx.jobHeaderFacts}>
          <Fact icon={<BusinessOutlinedIcon fontSize="small" />}>{job.company.name}</Fact>
          {location && <Fact icon={<PlaceOutlinedIcon fontSize="small" />}>{location}</Fact>}
          <Fact icon={<GroupsOutlinedIcon fontSize="small" />}>
            {job.applicants} {job.applicants === 1 ? 'applicant' : 'applicants'}
          </Fact>
          <Fact icon={<AccessTimeIcon fontSize="small" />}>{postedLine(job, timeZone)}</Fact>
          {job.minimum_age_required > 0 && (
            <Fact icon={<CakeOutlinedIcon fontSize="small" />}>
              {minimumAgeLabel(job.minimum_age_required)}
            </Fact>
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
