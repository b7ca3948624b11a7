import { jobListQuerySchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { filterWords, rankingStem } from './job-search';

describe('rankingStem', () => {
  it.each([
    ['tutoring', 'tutor'],
    ['walkers', 'walk'],
    ['baker', 'bak'],
    ['dishes', 'dish'],
    ['trained', 'train'],
    ['cooks', 'cook'],
    ['team', 'team'],
    ['bus', 'bus'],
  ])('cuts %s to %s, a start of every form of the word', (word, stem) => {
    expect(rankingStem(word)).toBe(stem);
    expect(word.startsWith(rankingStem(word))).toBe(true);
  });
});

describe('filterWords', () => {
  const words = (query: Record<string, string>) => filterWords(jobListQuerySchema.parse(query));

  it('gives a word for each selective filter', () => {
    expect(
      words({
        state: 'OR',
        business_category: 'Pet Care',
        job_type: 'part-time',
        work_format: 'in-person',
      }),
    ).toEqual(['qqstor0', 'qqcatpetcare0', 'qqjtparttime0', 'qqwfinperson0']);
  });

  it('gives a word for a ZIP code in place of its state, and for a pay type other than hourly', () => {
    expect(words({ location: 'Salem, OR 97301-1234' })).toEqual(['qqzip973010']);
    expect(words({ state: 'OR', zip: '97201' })).toEqual(['qqzip972010']);
    expect(words({ compensation_type: 'Per Month Stipend' })).toEqual(['qqpaypermonthstipend0']);
    expect(words({ compensation_type: 'per hour' })).toEqual([]);
  });

  it('leaves the state to the city when the filters name a city', () => {
    expect(words({ location: 'Portland, OR' })).toEqual([]);
    expect(words({ location: 'OR' })).toEqual(['qqstor0']);
    expect(words({ city: '---', state: 'WA' })).toEqual(['qqstwa0']);
  });
});
