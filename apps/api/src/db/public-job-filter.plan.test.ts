import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inline } from './kept-statements';
import { millionJobPlanner } from './million-job-statistics';
import {
  filterSeekColumns,
  publicFilterSeekCondition,
  publicFilterValues,
  publicJobFilter,
} from './public-job-filter';

// Decision 025: a filtered list's count (up to 1,001 matches) checks every filter inside one
// index over active jobs, reading no job row. These plans are what keeps a count at a million
// jobs under a millisecond; an index that no longer carries a filter, or a filter written so
// that no index can check it, would read rows again.

const planner = millionJobPlanner();

async function countPlan(
  filters: Record<string, string>,
  seeking: boolean = false,
): Promise<string> {
  const query = jobListQuerySchema.parse(filters);
  const values = publicFilterValues(query);
  const condition = seeking
    ? publicFilterSeekCondition(values, inline(values), false)
    : publicJobFilter(query, false);
  if (!condition) throw new Error('The seek index cannot serve these filters');
  const compiled = planner()
    .db.selectFrom('jobs')
    .where(condition)
    .select('jobs.id')
    .limit(1001)
    .compile();
  const result = await planner().db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => row.detail).join('\n');
}

describe('the count of a filtered job list (SQLite)', () => {
  it.each([
    [{ state: 'OR', job_type: 'part-time', hsWelcome: 'true' }],
    [{ business_category: 'Retail', afterSchool: 'true', work_format: 'in-person' }],
    [{ job_type: 'volunteer', minimum_age: '14' }],
    [{ work_format: 'virtual', hsWelcome: 'true', afterSchool: 'true' }],
    [{ hsWelcome: 'true', afterSchool: 'true', minimum_age: '15' }],
    [{ location: 'OR', business_category: 'Retail', job_type: 'seasonal', work_format: 'hybrid' }],
    // Decision 051: the pay type too.
    [{ state: 'OR', compensation_type: 'per month stipend', hsWelcome: 'true' }],
    [{ work_format: 'virtual', compensation_type: 'per hour' }],
  ])('checks every filter in one covering index: %o', async (filters) => {
    expect(await countPlan(filters)).toMatch(
      /USING COVERING INDEX jobs_active_(\w+_cover|filter_seek)_idx/,
    );
  });

  // Decisions 057 and 086: the index holds the ZIP code as well as the expression the conditions
  // compare, so no row is read, and the age after it, so that no entry is checked.
  it('counts a ZIP code’s jobs for an age in the index of ZIP codes and ages, seeking both', async () => {
    expect(await countPlan({ zip: '97201', minimum_age: '16' })).toMatch(
      /USING COVERING INDEX jobs_active_zip_count_idx \(<expr>=\? AND minimum_age_required<\?\)/,
    );
  });

  // Decision 068: a radius search seeks each ZIP code within the radius in the same index.
  it.each<[Record<string, string>, string]>([
    [{ near: '97201', radius: '25' }, '<expr>=?'],
    [{ near: '97201-1234', radius: '5', minimum_age: '15' }, '<expr>=? AND minimum_age_required<?'],
  ])('counts the jobs within a radius in the ZIP codes’ index alone: %o', async (filters, seek) => {
    expect(await countPlan(filters)).toContain(
      `USING COVERING INDEX jobs_active_zip_count_idx (${seek})`,
    );
  });

  // Decision 069: a filter on the shifts walks its own index, which holds only its matches.
  it.each<[Record<string, string>, string]>([
    [{ weekends: 'true' }, 'jobs_active_weekends_idx'],
    [{ afterThree: 'true', minimum_age: '15' }, 'jobs_active_after_three_idx'],
    [{ summerOnly: 'true' }, 'jobs_active_summer_only_idx'],
    [{ youngHours: 'true', minimum_age: '14' }, 'jobs_active_fit_young_idx'],
    // Each holds the other flags (0031): two filters on the shifts read no row.
    [{ youngHours: 'true', afterThree: 'true', minimum_age: '15' }, 'jobs_active_fit_young_idx'],
  ])('counts a filter on the shifts in its own index: %o', async (filters, index) => {
    // Either of the two that hold only its matches: newest first, or by ZIP code (0031).
    const own = [index, index.replace(/_idx$/, '_zip_idx')].join('|');
    expect(await countPlan(filters)).toMatch(new RegExp(`USING COVERING INDEX (${own})$`, 'm'));
  });

  it('counts a city’s jobs with a flag in the city index alone', async () => {
    expect(await countPlan({ city: 'Portland', hsWelcome: 'true' })).toMatch(
      /USING COVERING INDEX jobs_active_city_cover_idx/,
    );
  });

  // Decision 086: a city in its state, for an age, seeks all three in the index of places.
  it.each<[Record<string, string>, string]>([
    [{ location: 'Portland, OR' }, '<expr>=? AND location_state=?'],
    [
      { city: 'Portland', state: 'OR', minimum_age: '16' },
      '<expr>=? AND location_state=? AND minimum_age_required<?',
    ],
  ])('counts a city’s jobs in its state in the index of places: %o', async (filters, seek) => {
    expect(await countPlan(filters)).toContain(
      `USING COVERING INDEX jobs_active_city_count_idx (${seek})`,
    );
  });

  // Decision 059: the flags and the age, which no other index leads with, are counted where an
  // index of their own holds their matches together; through another, about ten entries were
  // walked per match.
  it.each<[Record<string, string>, string]>([
    [
      { hsWelcome: 'true', afterSchool: 'true', minimum_age: '15' },
      'high_school_students_welcome=? AND after_school_hours_available=? AND minimum_age_required<?',
    ],
    [{ hsWelcome: 'true' }, 'high_school_students_welcome=?'],
    [
      { afterSchool: 'true', minimum_age: '14' },
      'ANY(high_school_students_welcome) AND after_school_hours_available=? AND minimum_age_required<?',
    ],
  ])('counts the flags and the age in their own index: %o', async (filters, seek) => {
    expect(await countPlan(filters)).toContain(
      `USING COVERING INDEX jobs_active_young_cover_idx (${seek})`,
    );
  });
});

// Decision 038: a combination that names every value of the seek index's columns before its
// last given filter is counted by seeking each mix of them, reading its matches alone.
describe('the count of a combination through the seek index (SQLite)', () => {
  it('seeks the five filters and the two left open straight to their matches', async () => {
    const filters = {
      job_type: 'part-time',
      business_category: 'restaurant',
      state: 'CA',
      minimum_age: '16',
      hsWelcome: 'true',
    };
    expect(await countPlan(filters, true)).toContain(
      'USING COVERING INDEX jobs_active_filter_seek_idx (business_category=? AND job_type=? ' +
        'AND work_format=? AND high_school_students_welcome=? ' +
        'AND after_school_hours_available=? AND location_state=?)',
    );
  });

  it('seeks a category and a city in their state, reading the rows of the matches alone', async () => {
    expect(
      await countPlan({ business_category: 'restaurant', location: 'Seattle, WA' }, true),
    ).toMatch(/USING INDEX jobs_active_filter_seek_idx \(.*location_state=\? AND <expr>=\?\)/);
  });
});

describe('which combinations the seek index serves', () => {
  const open = (filters: Record<string, string>) =>
    filterSeekColumns(publicFilterValues(jobListQuerySchema.parse(filters)))?.map(
      ({ column }) => column,
    );

  it.each<[Record<string, string>, string[] | undefined]>([
    [{}, undefined],
    [{ business_category: 'retail' }, []],
    [{ job_type: 'intern' }, ['business_category']],
    [
      { job_type: 'part-time', business_category: 'restaurant', state: 'CA', hsWelcome: 'true' },
      ['work_format', 'after_school_hours_available'],
    ],
    [
      { job_type: 'seasonal', state: 'OR' },
      [
        'business_category',
        'work_format',
        'high_school_students_welcome',
        'after_school_hours_available',
      ],
    ],
    // 432 and 864 seeks: the one-filter indexes find these sooner.
    [{ state: 'OR', hsWelcome: 'true' }, undefined],
    [{ state: 'OR' }, undefined],
    // No seek reaches a city whose state is not given.
    [{ city: 'Salem' }, undefined],
    [{ city: 'Salem', business_category: 'retail' }, []],
    [{ minimum_age: '15', zip: '97201', company: 'Cedar' }, undefined],
  ])('%o leaves %o open', (filters, columns) => {
    expect(open(filters)).toEqual(columns);
  });
});
