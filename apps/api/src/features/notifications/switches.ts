import { expressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type SwitchColumn = 'n.new_job_matches' | 'n.weekly_summary';

/**
 * An applicant's switch in `notification_settings as n`, which is on when they never saved their
 * settings and its default (SPEC §9) is on.
 */
export function switchIsOn(column: SwitchColumn, fallback: boolean) {
  const eb = expressionBuilder<Database & { n: Database['notification_settings'] }, 'n'>();
  return fallback ? eb.or([eb(column, 'is', null), eb(column, '=', 1)]) : eb(column, '=', 1);
}
