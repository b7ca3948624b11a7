import {
  type WorkSchedule,
  afterThreeOnSchoolDays,
  describeScheduleBriefly,
  fitsYoungWorkerHours,
  opensToYoungWorkers,
  summerOnly,
  worksWeekends,
} from '@firstshift/domain';

/**
 * A job's shifts as stored: the schedule as JSON, the words its card shows, kept beside it so
 * that a list writes its cards without reading the schedule (migration 0028), and the flags the
 * job search filters on (migration 0030, decision 069). The flags depend on the minimum age too
 * (hours that fit the rules for 14- and 15-year-olds, in a job open to them).
 */
export function scheduleColumns(schedule: WorkSchedule | null | undefined, minimumAge: number) {
  const flag = (on: (schedule: WorkSchedule) => boolean) => (schedule && on(schedule) ? 1 : 0);
  return {
    work_schedule: schedule ? JSON.stringify(schedule) : null,
    shifts_text: (schedule && describeScheduleBriefly(schedule)) || null,
    shifts_weekends: flag(worksWeekends),
    shifts_after_three: flag(afterThreeOnSchoolDays),
    shifts_summer_only: flag(summerOnly),
    shifts_fit_young: flag(
      (given) => opensToYoungWorkers(minimumAge) && fitsYoungWorkerHours(given),
    ),
  };
}
