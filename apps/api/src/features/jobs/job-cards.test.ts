import { type JobSummary, jobListQuerySchema } from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Db, isPostgres } from '../../db/create-db';
import * as jobCards from '../../db/migrations/0025-postgres-job-cards';
import * as companyInCards from '../../db/migrations/0027-company-in-job-cards';
import * as shiftsOnCards from '../../db/migrations/0028-shifts-on-job-cards';
import * as deadlineOnCards from '../../db/migrations/0038-deadline-on-job-cards';
import * as sqliteCards from '../../db/migrations/0039-sqlite-keeps-job-cards';
import { testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJobs } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { postgresJobSummaryJson, sqliteJobSummaryJson } from './job-summary-json';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Migration 0025 (decision 063): PostgreSQL keeps each job's card written, in step with its job;
// 0027 (decision 067) adds the company's id to it, 0028 the shifts in plain words and 0038
// (decision 084) the application deadline. Migration 0039 (decision 085) keeps SQLite's cards
// the same way.

/** Each job's card, and the card the list would write for it now, by id. */
async function cards(db: Db) {
  const written = isPostgres(db) ? postgresJobSummaryJson() : sqliteJobSummaryJson();
  const { rows } = await sql<{ id: number; kept: string | null; written: string }>`
    select jobs.id, job_cards.summary as kept, ${written} as written
    from jobs left join job_cards on job_cards.id = jobs.id order by jobs.id`.execute(db);
  return rows;
}

async function cardCount(db: Db) {
  const { rows } = await sql<{ count: number }>`select count(*) as count from job_cards`.execute(
    db,
  );
  return rows[0]?.count;
}

/** Three jobs whose cards hold odd text, a pay, a missing pay and a deadline. */
async function threeJobs(db: Db) {
  const business = await createBusiness(db, { business_name: 'Café "Ünïcode" & Co' });
  const [plain, odd, unpaid] = await createJobs(db, [
    { business, title: 'Barista' },
    {
      business,
      title: 'Quote " backslash \\ <tag> tab\tnewline\nemoji 🎉',
      location_city: 'Coeur d’Alene',
      compensation_type: 'Per month stipend',
      compensation_amount: 412.5,
      high_school_students_welcome: 1,
      application_deadline: '2099-01-31',
    },
    { business, title: 'Volunteer', compensation_type: null, compensation_amount: null },
  ]);
  if (plain === undefined || odd === undefined || unpaid === undefined) throw new Error();
  return { business, plain, odd, unpaid };
}

/** Each job's card, checked to be kept as the list would write it now. */
async function keptAsWritten(db: Db) {
  const rows = await cards(db);
  for (const row of rows) expect(row.kept, `job ${row.id}`).toBe(row.written);
  return rows;
}

describe('migrations 0025, 0027, 0028, 0038 and 0039', () => {
  const testDatabase = perTestDatabase();

  it.runIf(testDatabaseKinds.includes('postgres'))(
    'keeps each job’s card as the list writes it, through inserts, updates and deletes',
    async () => {
      const { db } = await testDatabase('postgres');
      const { business, plain, odd, unpaid } = await threeJobs(db);
      const sameAsWritten = () => keptAsWritten(db);
      expect(await sameAsWritten()).toHaveLength(3);

      // Updated, one job and many at once: the cards follow.
      await db.updateTable('jobs').set({ title: 'Head barista' }).where('id', '=', plain).execute();
      await db
        .updateTable('jobs')
        .set((eb) => ({ applicants_count: eb('applicants_count', '+', 1) }))
        .execute();
      const updated = await sameAsWritten();
      expect(updated.map((row) => JSON.parse(row.kept ?? '{}') as object)).toEqual([
        expect.objectContaining({
          id: plain,
          title: 'Head barista',
          company_id: business.userId,
          applicants: 1,
        }),
        expect.objectContaining({
          id: odd,
          applicants: 1,
          high_school_students_welcome: true,
          deadline: '2099-01-31',
        }),
        expect.objectContaining({ id: unpaid, compensation_type: null }),
      ]);
      // A change the card does not show leaves it as it was, unwritten.
      const version = async () =>
        (
          await sql<{ version: string }>`select xmin::text as version from job_cards
            where id = ${plain}`.execute(db)
        ).rows[0]?.version;
      const before = await version();
      await db.updateTable('jobs').set({ status: 'archived' }).where('id', '=', plain).execute();
      expect(await version()).toBe(before);

      // Deleted with its job.
      await db.deleteFrom('jobs').where('id', '=', unpaid).execute();
      expect(await cardCount(db)).toBe(2);

      // Undone and done again: the cards are written for the jobs there are, each time as that
      // migration wrote them.
      const kysely = db as unknown as Kysely<unknown>;
      const kept = async () =>
        (
          await sql<{ summary: string }>`select summary from job_cards order by id`.execute(db)
        ).rows.map((row) => JSON.parse(row.summary) as Partial<JobSummary>);
      const keptCompanyIds = async () => (await kept()).map((card) => card.company_id);
      await deadlineOnCards.down(kysely);
      expect((await kept()).map((card) => 'deadline' in card)).toEqual([false, false]);
      await shiftsOnCards.down(kysely);
      expect((await kept()).map((card) => 'shifts' in card)).toEqual([false, false]);
      await companyInCards.down(kysely);
      expect(await keptCompanyIds()).toEqual([undefined, undefined]);
      await db.updateTable('jobs').set({ title: 'Barista' }).where('id', '=', plain).execute();
      expect(await keptCompanyIds()).toEqual([undefined, undefined]);
      await jobCards.down(kysely);
      await expect(cardCount(db)).rejects.toThrow(/job_cards/);
      await jobCards.up(kysely);
      await companyInCards.up(kysely);
      await shiftsOnCards.up(kysely);
      await deadlineOnCards.up(kysely);
      expect(await sameAsWritten()).toHaveLength(2);
      expect(await keptCompanyIds()).toEqual([business.userId, business.userId]);
    },
  );

  it.each(testDatabaseKinds)(
    'on %s, lists a job whose card is missing as it lists the others',
    async (kind) => {
      const { db } = await testDatabase(kind);
      const business = await createBusiness(db);
      const [usher] = await createJobs(db, [
        { business, title: 'Usher' },
        { business, title: 'Greeter' },
      ]);
      const list = async () => jobsOf(await listPublicJobs(db, jobListQuerySchema.parse({})));
      const listed = await list();
      expect(listed.map((job) => job.title)).toEqual(['Greeter', 'Usher']);
      await sql`delete from job_cards where id = ${usher}`.execute(db);
      expect(await list()).toEqual(listed);
    },
  );

  it.each(testDatabaseKinds)(
    'on %s, finds a job whose card is missing as it finds the others, in every order of a search',
    async (kind) => {
      const { db } = await testDatabase(kind);
      const business = await createBusiness(db);
      const [usher] = await createJobs(db, [
        { business, title: 'Usher', description: 'Seat the guests.' },
        { business, title: 'Greeter', description: 'Greet the guests.' },
        { business, title: 'Guest host', description: 'Host the guests.' },
      ]);
      const sorts = ['relevance', 'date', 'title', 'company'] as const;
      const searches = () =>
        Promise.all(
          sorts.map(async (sort) =>
            jobsOf(await listPublicJobs(db, jobListQuerySchema.parse({ search: 'guests', sort }))),
          ),
        );
      const found = await searches();
      expect(found[2]?.map((job) => job.title)).toEqual(['Greeter', 'Guest host', 'Usher']);
      expect(found.every((jobs) => jobs.length === 3)).toBe(true);
      await sql`delete from job_cards where id = ${usher}`.execute(db);
      expect(await searches()).toEqual(found);
    },
  );

  it('on sqlite, keeps each job’s card as the list writes it, through inserts, updates and deletes', async () => {
    const { db } = await testDatabase('sqlite');
    const { plain, odd, unpaid } = await threeJobs(db);
    const sameAsWritten = () => keptAsWritten(db);
    expect(await sameAsWritten()).toHaveLength(3);

    await db.updateTable('jobs').set({ title: 'Head barista' }).where('id', '=', plain).execute();
    await db
      .updateTable('jobs')
      .set((eb) => ({ applicants_count: eb('applicants_count', '+', 1), shifts_text: 'Sat 8–2' }))
      .execute();
    const updated = await sameAsWritten();
    expect(updated.map((row) => JSON.parse(row.kept ?? '{}') as object)).toEqual([
      expect.objectContaining({ id: plain, title: 'Head barista', applicants: 1 }),
      expect.objectContaining({ id: odd, shifts: 'Sat 8–2', deadline: '2099-01-31' }),
      expect.objectContaining({ id: unpaid, compensation_type: null }),
    ]);

    // Deleted with its job.
    await db.deleteFrom('jobs').where('id', '=', unpaid).execute();
    expect(await cardCount(db)).toBe(2);

    // Undone and done again: the cards are written for the jobs there are.
    const kysely = db as unknown as Kysely<unknown>;
    await sqliteCards.down(kysely);
    await expect(cardCount(db)).rejects.toThrow(/job_cards/);
    await db.updateTable('jobs').set({ title: 'Barista' }).where('id', '=', plain).execute();
    await sqliteCards.up(kysely);
    expect(await sameAsWritten()).toHaveLength(2);
    await db.updateTable('jobs').set({ title: 'Barista again' }).where('id', '=', plain).execute();
    expect(await sameAsWritten()).toHaveLength(2);
  });

  it('on sqlite, 0025–0038 add nothing; on postgres, 0039 adds nothing', async () => {
    for (const kind of testDatabaseKinds) {
      const { db } = await testDatabase(kind);
      const kysely = db as unknown as Kysely<unknown>;
      if (kind === 'postgres') {
        const before = await cards(db);
        await sqliteCards.down(kysely);
        await sqliteCards.up(kysely);
        expect(await cards(db)).toEqual(before);
        continue;
      }
      const tables = async () =>
        (
          await sql<{ name: string }>`select name from sqlite_master order by name`.execute(db)
        ).rows.map((row) => row.name);
      await sqliteCards.down(kysely);
      const before = await tables();
      expect(before).not.toContain('job_cards');
      await deadlineOnCards.down(kysely);
      await shiftsOnCards.down(kysely);
      await companyInCards.down(kysely);
      await jobCards.down(kysely);
      await jobCards.up(kysely);
      await companyInCards.up(kysely);
      await shiftsOnCards.up(kysely);
      await deadlineOnCards.up(kysely);
      expect(await tables()).toEqual(before);
    }
  });

  it.each(testDatabaseKinds)(
    'on %s, 0028 writes the shifts in plain words for the jobs that list them, and their cards',
    async (kind) => {
      const { db } = await testDatabase(kind);
      const business = await createBusiness(db);
      const schedule = {
        shifts: [
          { day: 'mon', start: '15:30', end: '18:30' },
          { day: 'tue', start: '15:30', end: '18:30' },
          { day: 'wed', start: '15:30', end: '18:30' },
        ],
        season: 'summer',
        flexible: true,
        note: 'Ask for Dana.',
      };
      const WORDS = 'Mon–Wed 3:30–6:30 pm · Summer only (June 1 – Labor Day) · Flexible hours';
      const [withShifts, without, broken] = await createJobs(db, [
        { business, title: 'Counter help', work_schedule: JSON.stringify(schedule) },
        { business, title: 'Baker' },
        { business, title: 'Odd', work_schedule: '{"shifts": "every day"}' },
      ]);
      const kysely = db as unknown as Kysely<unknown>;
      await sqliteCards.down(kysely);
      await deadlineOnCards.down(kysely);
      await shiftsOnCards.down(kysely);
      await shiftsOnCards.up(kysely);
      await deadlineOnCards.up(kysely);
      await sqliteCards.up(kysely);
      const words = await db
        .selectFrom('jobs')
        .select(['id', 'shifts_text'])
        .orderBy('id')
        .execute();
      expect(words).toEqual([
        { id: withShifts, shifts_text: WORDS },
        { id: without, shifts_text: null },
        { id: broken, shifts_text: null },
      ]);
      const listed = jobsOf(await listPublicJobs(db, jobListQuerySchema.parse({ sort: 'title' })));
      expect(listed.map((job) => [job.title, job.shifts])).toEqual([
        ['Baker', null],
        ['Counter help', WORDS],
        ['Odd', null],
      ]);
    },
  );
});
