import { type Kysely, sql } from 'kysely';
import { zipPlace } from '../../lib/zip-places';

// Frozen: each job's place, for radius search (issue "near me, at hours I can work", decision
// 068). Change it with a new migration, never by editing this one.
//
// `jobs.latitude` and `jobs.longitude` hold the centre of the job's ZIP code, written with the
// job by the application (db/job-place-columns.ts); null for a ZIP code the data set lacks. The
// jobs posted before get theirs here, one update per ZIP code. A radius search finds its jobs
// through the index of their ZIP codes (0013, 0016); these order them by distance.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column latitude real`.execute(db);
  await sql`alter table jobs add column longitude real`.execute(db);
  const { rows } = await sql<{ zip5: string }>`
    select distinct substr(location_zip, 1, 5) as zip5 from jobs where location_zip <> ''`.execute(
    db,
  );
  for (const { zip5 } of rows) {
    const place = zipPlace(zip5);
    if (!place) continue;
    await sql`update jobs set latitude = ${place.latitude}, longitude = ${place.longitude}
      where substr(location_zip, 1, 5) = ${zip5}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs drop column longitude`.execute(db);
  await sql`alter table jobs drop column latitude`.execute(db);
}
