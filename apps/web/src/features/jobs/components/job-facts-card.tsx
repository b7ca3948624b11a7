import {
  JOB_TYPE_LABELS,
  deadlinePassed,
  formatCompensation,
  formatPostedDate,
  type JobDetail,
} from '@firstshift/domain';
import type { ReactNode } from 'react';
import { useClock } from '../../../lib/page-state';
import { LabelChip } from '../../../components/label-chip';
import { cx } from '../../../theme/class-names';
import { postedDate } from './posted-date';

type Props = { job: JobDetail; applyButton: ReactNode };

const NOT_SPECIFIED = 'Not specified';

/**
 * The side card "Job Details" (SPEC §2): type, category, pay, posted, schedule, duration; then
 * who may apply and by when.
 */
export function JobFactsCard({ job, applyButton }: Props) {
  const { now, timeZone } = useClock();
  const compensation =
    job.job_details.compensation ||
    formatCompensation(job.compensation_amount, job.compensation_type);
  const facts: [string, string][] = [
    ['Job Type', job.type.map((type) => JOB_TYPE_LABELS[type]).join(', ')],
    ['Category', job.job_details.category],
    ['Compensation', compensation],
    ['Posted', postedDate(job, timeZone)],
    ['Schedule', job.job_details.schedule],
    ['Duration', job.job_details.duration],
  ];
  if (job.minimum_age_required > 0) {
    facts.push(['Minimum age', `${job.minimum_age_required}+`]);
  }
  if (job.application_deadline) {
    const passed = deadlinePassed(job.application_deadline, now ? new Date(now) : undefined);
    facts.push([
      passed ? 'Applications closed' : 'Apply by',
      formatPostedDate(job.application_deadline),
    ]);
  }

  return (
    <section aria-labelledby="job-facts-title" className={cx.card}>
      <div className={cx.cardContent}>
        <h2 id="job-facts-title" className={`${cx.h3} ${cx.jobFactsTitle}`}>
          Job Details
        </h2>
        <dl className={cx.jobFactsList}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className={`${cx.body2} ${cx.secondary}`}>{term}</dt>
              <dd className={`${cx.body1} ${cx.jobFactValue}`}>{value || NOT_SPECIFIED}</dd>
            </div>
          ))}
        </dl>
        {(job.high_school_students_welcome || job.after_school_hours_available) && (
          <div className={cx.jobFactsFlags}>
            {job.high_school_students_welcome && (
              <LabelChip label="High School Welcome" tone="secondary" />
            )}
            {job.after_school_hours_available && (
              <LabelChip label="After-School Hours" tone="secondary" />
            )}
          </div>
        )}
        {job.young_worker_hours_fit && (
          <div className={cx.jobFactsRules}>
            <LabelChip label="Hours fit the rules for 14–15-year-olds" tone="secondary" />
            <p className={`${cx.body2} ${cx.secondary}`}>
              Checked against the federal limits on when and how long 14- and 15-year-olds may work,
              taking school as 8 am to 3 pm on weekdays (29 CFR 570.35). Your school’s own hours and
              your state’s rules, which may be stricter, are not checked.
            </p>
          </div>
        )}
        <div className={cx.jobFactsAction}>{applyButton}</div>
      </div>
    </section>
  );
}
