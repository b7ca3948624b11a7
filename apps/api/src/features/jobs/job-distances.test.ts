import { describe, expect, it } from 'vitest';
import { withDistances } from './job-distances';

// Each card of a radius search's page gets its distance, written into the page's JSON text.

const card = (id: number, zip: string, title = `Job ${id}`) =>
  JSON.stringify({
    id,
    title,
    location: { street: '1 Main St', city: 'Portland', state: 'OR', zip },
    shifts: null,
    deadline: null,
  });

describe('withDistances', () => {
  it('gives each card its distance from the centre in miles to a tenth', () => {
    const page = `[${card(1, '97201')},${card(2, '97210-2233')},${card(3, '97301')}]`;
    const cards = JSON.parse(withDistances(page, '97201')) as { distance_miles?: number }[];
    expect(cards.map((c) => c.distance_miles)).toEqual([0, 1.7, 41.5]);
    // Measured from a ZIP+4's ZIP code.
    expect(JSON.parse(withDistances(page, '97301-0001'))).toMatchObject([
      { distance_miles: 41.5 },
      { distance_miles: 42.7 },
      { distance_miles: 0 },
    ]);
  });

  it('leaves a card whose ZIP code has no place without one, and text that reads like one', () => {
    const tricky = 'Barista "zip":"97201"} downtown';
    const page = `[${card(1, '00000')},${card(2, '97005', tricky)},${card(3, '')}]`;
    const cards = JSON.parse(withDistances(page, '97201')) as {
      title: string;
      distance_miles?: number;
    }[];
    expect(cards.map((c) => c.distance_miles)).toEqual([undefined, 5.4, undefined]);
    expect(cards[1]?.title).toBe(tricky);
  });

  it('leaves the page as it is without a known centre', () => {
    const page = `[${card(1, '97201')}]`;
    expect(withDistances(page, undefined)).toBe(page);
    expect(withDistances(page, '00000')).toBe(page);
    expect(withDistances('[]', '97201')).toBe('[]');
  });
});
