import { type Kysely, sql } from 'kysely';
import { zipPlace } from '../../lib/zip-places';

// Frozen: each job's place, for radius search (issue "near me, at hours I can work", decision
// 068). Change it with a new migration, never by editing this one.
//
// `jobs.latitude` and `jobs.longitude` hold the centre of the job's ZIP code, written with the
// job by the application (db/job-place-columns.ts); null for a ZIP code the data set lacks. The
// jobs posted before get theirs here, in one pass. A radius search finds its jobs through the
// index of their ZIP codes (0013, 0016); these order them by distance.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column latitude real`.execute(db);
  await sql`alter table jobs add column longitude real`.execute(db);
  const { rows } = await sql<{ zip5: string }>`
    select distinct substr(location_zip, 1, 5) as zip5 from jobs where location_zip <> ''`.execute(
    db,
  );
  const places = rows.flatMap(({ zip5 }) => {
    const place = zipPlace(zip5);
    return place ? [{ zip5, latitude: place.latitude, longitude: place.longitude }] : [];
  });
  if (places.length === 0) return;
  // One pass over the jobs, each finding its ZIP code's place by key: an update per ZIP code
  // read every job once per ZIP code (no index holds the jobs that are not active).
  await sql`create temporary table job_places_0029
    (zip5 text primary key, latitude real not null, longitude real not null)`.execute(db);
  for (let i = 0; i < places.length; i += 500) {
    const values = places
      .slice(i, i + 500)
      .map((place) => sql`(${place.zip5}, ${place.latitude}, ${place.longitude})`);
    await sql`insert into job_places_0029 (zip5, latitude, longitude)
      values ${sql.join(values)}`.execute(db);
  }
  const placeOf = (column: 'latitude' | 'longitude') =>
    sql`(select places.${sql.raw(column)} from job_places_0029 places
      where places.zip5 = substr(jobs.location_zip, 1, 5))`;
  await sql`update jobs set latitude = ${placeOf('latitude')}, longitude = ${placeOf('longitude')}
    where location_zip <> ''`.execute(db);
  await sql`drop table job_places_0029`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs drop column longitude`.execute(db);
  await sql`alter table jobs drop column latitude`.execute(db);
}
