import { z } from 'zod';
import {
  CLOCK,
  MAX_SCHEDULE_NOTE,
  MAX_SHIFTS,
  SCHEDULE_SEASONS,
  type Shift,
  WEEKDAYS,
  type WorkSchedule,
  clockMinutes,
  overlappingShifts,
} from './shifts';

// The schemas of a job's shifts (shifts.ts), for the job form, the API's payloads and its
// answers. Apart from shifts.ts because a schema built at a module's top level goes wherever the
// module goes: the landing page's cards say a job's shifts in words and load no zod.

export const shiftSchema = z
  .object({
    day: z.enum(WEEKDAYS, { message: 'Choose a day' }),
    start: z.string().regex(CLOCK, { message: 'Enter a start time' }),
    end: z.string().regex(CLOCK, { message: 'Enter an end time' }),
  })
  .refine((shift) => (clockMinutes(shift.end) ?? 0) > (clockMinutes(shift.start) ?? 0), {
    message: 'A shift ends after it starts, on the same day',
    path: ['end'],
  });

/** A schedule as the API answers it (already checked when it was saved). */
export const workScheduleResponseSchema = z.object({
  shifts: z.array(z.object({ day: z.enum(WEEKDAYS), start: z.string(), end: z.string() })),
  flexible: z.boolean(),
  season: z.enum(SCHEDULE_SEASONS),
  note: z.string(),
});

export const workScheduleSchema = z
  .object({
    shifts: z.array(shiftSchema).max(MAX_SHIFTS, { message: `At most ${MAX_SHIFTS} shifts` }),
    flexible: z.boolean(),
    season: z.enum(SCHEDULE_SEASONS, { message: 'Choose when the job runs' }),
    note: z
      .string()
      .trim()
      .max(MAX_SCHEDULE_NOTE, { message: `At most ${MAX_SCHEDULE_NOTE} characters` }),
  })
  .superRefine((schedule, ctx) => {
    overlappingShifts(schedule.shifts).forEach((index) => {
      ctx.addIssue({
        code: 'custom',
        message: 'This shift overlaps another on the same day',
        path: ['shifts', index, 'start'],
      });
    });
  });

// What the schemas let through is of shifts.ts's types: a field those types gain, or a field's
// type changed on one side only, fails to compile here.
shiftSchema satisfies z.ZodType<Shift>;
workScheduleSchema satisfies z.ZodType<WorkSchedule>;
