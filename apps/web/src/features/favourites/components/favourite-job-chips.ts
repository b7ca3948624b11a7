import {
  JOB_CARD_MAX_CHIPS,
  JOB_TYPE_LABELS,
  formatAmount,
  type FavouriteJob,
} from '@firstshift/domain';

const TIME_UNITS = new Set(['hour', 'day', 'week', 'month', 'year']);

/**
 * SPEC §2: the chips of a favourite are its job types, "$" plus the compensation amount and the
 * compensation type, at most three (SPEC §9). A rate's unit reads "per hour", not "hour".
 */
export function favouriteJobChips(job: FavouriteJob): string[] {
  const type = job.compensation_type?.trim();
  return [
    ...job.job_type.map((jobType) => JOB_TYPE_LABELS[jobType]),
    job.compensation_amount === null ? '' : formatAmount(job.compensation_amount),
    type ? (TIME_UNITS.has(type) ? `per ${type}` : type) : '',
  ]
    .filter(Boolean)
    .slice(0, JOB_CARD_MAX_CHIPS);
}
