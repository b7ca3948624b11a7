// Radius search (decision 068): "within 5, 10, 25 or 50 miles of" a ZIP code. A job's place is
// its ZIP code's centre, so the distance between two jobs' places is the distance between
// their ZIP codes' centres.

/** The distances a search can reach, in miles. */
export const RADIUS_MILES = [5, 10, 25, 50] as const;
export type RadiusMiles = (typeof RADIUS_MILES)[number];

export const isRadiusMiles = (value: unknown): value is RadiusMiles =>
  RADIUS_MILES.some((miles) => miles === value);

export const RADIUS_MESSAGE = `Choose ${RADIUS_MILES.slice(0, -1).join(', ')} or ${RADIUS_MILES.at(-1)} miles`;
export const NEAR_MISSING_MESSAGE = 'Enter the ZIP code to search near';
export const NEAR_ZIP_MESSAGE = 'Enter a 5-digit ZIP code to search near, such as 97201';
export const DISTANCE_SORT_MESSAGE = 'Sorting by distance needs a ZIP code to measure from';

/** "We don't know the ZIP code 00000": a ZIP code of the right form that has no place. */
export const unknownZipMessage = (zip: string) =>
  `We don't know the ZIP code ${zip}. Check it, or search by city and state instead.`;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth in miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places in miles (the haversine formula). */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in miles as people say it: "0.4 mi", "3.2 mi", "12 mi". */
export function describeMiles(miles: number): string {
  if (miles < 0.1) return 'Under 0.1 mi';
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} mi`;
}

/**
 * How far a job is from the ZIP code searched, as its card says it: "3.2 mi away", or "same ZIP
 * code" for a job in it (both are its centre: how far within it is not known).
 */
export function describeDistance(miles: number): string {
  return miles === 0 ? 'same ZIP code' : `${describeMiles(miles)} away`;
}
