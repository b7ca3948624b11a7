import { describe, expect, it } from 'vitest';
import { joinLocation, parseLocation, placeLine } from './location';

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

describe('placeLine', () => {
  it('writes the town, then the state and ZIP code together, leaving out what is not given', () => {
    expect(placeLine({ city: ' Madison ', state: 'WI', zip: '53714' })).toBe('Madison, WI 53714');
    expect(placeLine({ city: 'Madison', state: 'WI', zip: '' })).toBe('Madison, WI');
    expect(placeLine({ city: '', state: 'WI', zip: '53714' })).toBe('WI 53714');
    expect(placeLine({ city: 'Madison' })).toBe('Madison');
    expect(placeLine({})).toBeUndefined();
  });
});
