import { jobListQuerySchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { oneIndexLeads, publicFilterValues, seekReachesEveryFilter } from './public-job-filter';

// Decision 074: where SQLite may plan a list's statements once for any values. Decided by which
// filters are given, never by their values.

const filtersOf = (query: Record<string, string>) =>
  publicFilterValues(jobListQuerySchema.parse(query));

describe('which lists one index serves whatever the values', () => {
  it.each<[string, Record<string, string>, { oneIndex: boolean; seekReaches: boolean }]>([
    ['a job type', { job_type: 'seasonal' }, { oneIndex: true, seekReaches: true }],
    // Alone, a state is past too many seeks (MAX_FILTER_SEEKS): its own index serves it.
    ['a state', { state: 'WA' }, { oneIndex: true, seekReaches: false }],
    ['a city with its state', { location: 'Portland, OR' }, { oneIndex: true, seekReaches: false }],
    ['a city alone', { city: 'Tacoma' }, { oneIndex: true, seekReaches: false }],
    [
      'a ZIP code and an age',
      { zip: '97201', minimum_age: '16' },
      { oneIndex: true, seekReaches: false },
    ],
    ['a pay type', { compensation_type: 'per hour' }, { oneIndex: true, seekReaches: false }],
    ['a company', { company: 'Lakeside' }, { oneIndex: true, seekReaches: false }],
    [
      'a category and a work format',
      { business_category: 'petcare', work_format: 'virtual' },
      { oneIndex: false, seekReaches: true },
    ],
    [
      'five filters',
      {
        job_type: 'part-time',
        business_category: 'restaurant',
        state: 'CA',
        minimum_age: '16',
        hsWelcome: 'true',
      },
      { oneIndex: false, seekReaches: true },
    ],
    [
      'a type, a category and a city without its state',
      { job_type: 'full-time', business_category: 'retail', city: 'Tacoma' },
      { oneIndex: false, seekReaches: false },
    ],
    [
      'a type and a ZIP code',
      { job_type: 'part-time', zip: '89501' },
      { oneIndex: false, seekReaches: false },
    ],
    [
      'a type and a state with the flags',
      { job_type: 'part-time', state: 'OR', hsWelcome: 'true' },
      { oneIndex: false, seekReaches: true },
    ],
    [
      'the flags and an age alone',
      { minimum_age: '15', hsWelcome: 'true', afterSchool: 'true' },
      { oneIndex: false, seekReaches: false },
    ],
    ['a radius', { near: '97201', radius: '10' }, { oneIndex: false, seekReaches: false }],
    ['nothing', {}, { oneIndex: false, seekReaches: false }],
  ])('%s', (_name, query, expected) => {
    const filters = filtersOf(query);
    expect({
      oneIndex: oneIndexLeads(filters),
      seekReaches: seekReachesEveryFilter(filters),
    }).toEqual(expected);
  });
});
