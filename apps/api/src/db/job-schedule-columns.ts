import { type WorkSchedule, describeScheduleBriefly } from '@firstshift/domain';

/**
 * A job's shifts as stored: the schedule as JSON, and the words its card shows, kept beside it so
 * that a list writes its cards without reading the schedule (migration 0028).
 */
export function scheduleColumns(schedule: WorkSchedule | null | undefined) {
  return {
    work_schedule: schedule ? JSON.stringify(schedule) : null,
    shifts_text: (schedule && describeScheduleBriefly(schedule)) || null,
  };
}
