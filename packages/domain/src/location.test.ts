import { describe, expect, it } from 'vitest';
import { joinLocation, parseLocation } from './location';

describe('joinLocation', () => {
  it('joins the given parts with commas, trimmed', () => {
    expect(joinLocation({ city: ' Austin ', state: 'TX', zip: '78701' })).toBe('Austin, TX, 78701');
    expect(joinLocation({ city: 'Austin', state: '', zip: '78701' })).toBe('Austin, 78701');
    expect(joinLocation({ state: 'TX' })).toBe('TX');
  });

  it('gives undefined when no part is given', () => {
    expect(joinLocation({ city: '  ', state: null })).toBeUndefined();
  });
});

describe('parseLocation', () => {
  it('splits what joinLocation made', () => {
    expect(parseLocation('Austin, TX, 78701')).toEqual({
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(parseLocation(joinLocation({ city: 'Austin', zip: '78701' }))).toEqual({
      city: 'Austin',
      zip: '78701',
    });
  });

  it('finds the state and ZIP wherever they stand', () => {
    expect(parseLocation('78701-1234, tx')).toEqual({ state: 'TX', zip: '78701-1234' });
    expect(parseLocation('Salt Lake City, UT 84101')).toEqual({
      city: 'Salt Lake City',
      state: 'UT',
      zip: '84101',
    });
  });

  it('takes a lone non-state word as the city', () => {
    expect(parseLocation('Boise')).toEqual({ city: 'Boise' });
    expect(parseLocation('ZZ')).toEqual({ city: 'ZZ' });
  });

  it('gives nothing for an empty filter', () => {
    expect(parseLocation(' , ')).toEqual({});
    expect(parseLocation(undefined)).toEqual({});
  });
});
