import type { UpcomingInterview } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';

type Executor = Kysely<Database>;

const SHOWN = 20;
/** An interview under way still shows: none lasts longer than this. */
const LONGEST_MS = 2 * 3_600_000;

/** `user`'s agreed interviews that have not ended, soonest first (either side of them). */
export async function listUpcomingInterviews(
  db: Executor,
  user: AuthUser,
  now: Date = new Date(),
): Promise<UpcomingInterview[]> {
  const rows = await db
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select([
      'a.id as application_id',
      'j.title as job_title',
      'j.company_name',
      'a.first_name',
      'a.last_name',
      'i.starts_at',
      'i.length_minutes',
      'i.time_zone',
      'i.format',
      'i.location',
    ])
    .where('i.status', '=', 'confirmed')
    .where('i.starts_at', '>', new Date(now.getTime() - LONGEST_MS).toISOString())
    .$if(user.role === 'applicant', (qb) => qb.where('a.applicant_id', '=', user.id))
    .$if(user.role === 'business', (qb) => qb.where('j.business_id', '=', user.id))
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .limit(SHOWN + 10)
    .execute();
  return rows
    .flatMap((row) => {
      if (row.starts_at === null || row.length_minutes === null) return [];
      const ends = Date.parse(row.starts_at) + row.length_minutes * 60_000;
      if (ends <= now.getTime()) return [];
      return [
        {
          application_id: row.application_id,
          job_title: row.job_title,
          company_name: row.company_name,
          applicant_name: `${row.first_name} ${row.last_name}`.trim(),
          starts_at: row.starts_at,
          ends_at: new Date(ends).toISOString(),
          time_zone: row.time_zone,
          format: row.format,
          location: row.location,
        },
      ];
    })
    .slice(0, SHOWN);
}
