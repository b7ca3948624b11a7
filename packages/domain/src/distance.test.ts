import { describe, expect, it } from 'vitest';
import {
  RADIUS_MESSAGE,
  describeDistance,
  describeMiles,
  isRadiusMiles,
  milesBetween,
} from './distance';

// Published great-circle distances between city centres, each checked within 1 %.
const KNOWN: [string, [number, number], [number, number], number][] = [
  // Los Angeles City Hall to New York City Hall: 2,445 miles.
  ['Los Angeles – New York', [34.0537, -118.2428], [40.7127, -74.006], 2445],
  // Portland to Seattle: 145 miles.
  ['Portland – Seattle', [45.5152, -122.6784], [47.6062, -122.3321], 145],
  // London to Paris: 213.5 miles (343.6 km).
  ['London – Paris', [51.5074, -0.1278], [48.8566, 2.3522], 213.5],
  // Sydney to Auckland, across the 180th meridian's side of the world: 1,342 miles.
  ['Sydney – Auckland', [-33.8688, 151.2093], [-36.8485, 174.7633], 1342],
];

describe('milesBetween', () => {
  it.each(KNOWN)('measures %s within 1 %%', (_, [aLat, aLon], [bLat, bLon], miles) => {
    const measured = milesBetween(
      { latitude: aLat, longitude: aLon },
      { latitude: bLat, longitude: bLon },
    );
    expect(Math.abs(measured - miles) / miles).toBeLessThan(0.01);
  });

  it('is 0 from a place to itself, the same both ways, and 69.1 miles a degree north', () => {
    const portland = { latitude: 45.5, longitude: -122.7 };
    expect(milesBetween(portland, portland)).toBe(0);
    const north = { latitude: 46.5, longitude: -122.7 };
    expect(milesBetween(portland, north)).toBeCloseTo(69.09, 2);
    expect(milesBetween(north, portland)).toBe(milesBetween(portland, north));
  });

  it('goes the short way across the 180th meridian', () => {
    const west = { latitude: 0, longitude: 179.5 };
    const east = { latitude: 0, longitude: -179.5 };
    expect(milesBetween(west, east)).toBeCloseTo(69.09, 1);
  });
});

describe('describeMiles', () => {
  it.each([
    [0, 'Under 0.1 mi'],
    [0.04, 'Under 0.1 mi'],
    [0.1, '0.1 mi'],
    [3.25, '3.3 mi'],
    [9.94, '9.9 mi'],
    [9.96, '10 mi'],
    [12.4, '12 mi'],
    [49.6, '50 mi'],
  ])('says %s miles as "%s"', (miles, words) => {
    expect(describeMiles(miles)).toBe(words);
  });
});

describe('describeDistance', () => {
  it('says a job in the ZIP code searched is in the same one, and how far the others are', () => {
    expect(describeDistance(0)).toBe('same ZIP code');
    expect(describeDistance(0.04)).toBe('Under 0.1 mi away');
    expect(describeDistance(6.63)).toBe('6.6 mi away');
  });
});

describe('the radii', () => {
  it('are 5, 10, 25 and 50 miles, and says so', () => {
    expect([5, 10, 25, 50].every(isRadiusMiles)).toBe(true);
    expect([0, 7, 100, '10', Number.NaN].some(isRadiusMiles)).toBe(false);
    expect(RADIUS_MESSAGE).toBe('Choose 5, 10, 25 or 50 miles');
  });
});
