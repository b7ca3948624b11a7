import { milesBetween } from '@firstshift/domain';
import zipData from 'zipcodes/lib/codes.js';
import { describe, expect, it } from 'vitest';
import { zipPlace, zipsWithin } from './zip-places';

describe('the ZIP codes’ places', () => {
  it('knows a ZIP code and a ZIP+4 by its first five digits, not one the data set lacks', () => {
    expect(zipPlace('97201')).toEqual({ zip: '97201', latitude: 45.5078, longitude: -122.6897 });
    expect(zipPlace('97201-1234')).toEqual(zipPlace('97201'));
    expect(zipPlace('00000')).toBeUndefined();
    // The military's codes are in the data set at (0, 0): no place.
    expect(zipCode('34001')).toBeDefined();
    expect(zipPlace('34001')).toBeUndefined();
  });

  it.each([
    ['97201', 5],
    ['97201', 50],
    ['10001', 10],
    ['99501', 50], // Anchorage, far north, where a degree of longitude is short
    ['96813', 25], // Honolulu
  ])('finds every ZIP code within the radius of %s (%i miles), nearest first', (zip, miles) => {
    const center = zipPlace(zip);
    if (!center) throw new Error(zip);
    const everyOne = Object.values(zipData.codes)
      .map((place) => zipPlace(place.zip))
      .filter((place) => place !== undefined)
      .filter((place) => milesBetween(center, place) <= miles)
      .map((place) => place.zip)
      .sort();
    const found = zipsWithin(center, miles);
    expect(found.map((nearby) => nearby.zip).sort()).toEqual(everyOne);
    expect(found[0]).toEqual({ zip, miles: 0 });
    const distances = found.map((nearby) => nearby.miles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(zipsWithin(center, miles)).toBe(found);
  });
});

const zipCode = (zip: string) => zipData.codes[zip];
