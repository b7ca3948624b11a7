import {
  type Coordinates,
  DISTANCE_SORT_MESSAGE,
  EARTH_RADIUS_MILES,
  NEAR_MISSING_MESSAGE,
  RADIUS_MESSAGE,
  milesBetween,
  unknownZipMessage,
} from '@firstshift/domain';
import zipData from 'zipcodes/lib/codes.js';
import { HttpError } from './http-error';

// Where each US ZIP code is: the centre of its area, from the `zipcodes` package's data set
// (42,000 ZIP codes). A job's place is its ZIP code's centre (decision 068).

export interface ZipPlace extends Coordinates {
  zip: string;
}

/** A ZIP code within a radius, with its distance from the centre in miles. */
export interface NearbyZip {
  zip: string;
  miles: number;
}

interface Places {
  byZip: Map<string, ZipPlace>;
  /** Every place by latitude, for the bounding box's band. */
  byLatitude: ZipPlace[];
}

let loaded: Places | undefined;

/**
 * The data set, read at its first use (parsing it takes about half a second; the server warms it
 * as it starts). The military's APO and FPO codes have no place (0, 0) and are left out.
 */
function places(): Places {
  if (loaded) return loaded;
  const list = Object.values(zipData.codes)
    .filter((p) => /^\d{5}$/.test(p.zip) && !(p.latitude === 0 && p.longitude === 0))
    .map(({ zip, latitude, longitude }) => ({ zip, latitude, longitude }));
  loaded = {
    byZip: new Map(list.map((p) => [p.zip, p])),
    byLatitude: list.sort((a, b) => a.latitude - b.latitude),
  };
  return loaded;
}

/** Reads the data set now, so that no request waits for it. */
export function warmZipPlaces(): void {
  places();
}

/** The place of a ZIP code (5 digits, or ZIP+4), or undefined for one the data set lacks. */
export function zipPlace(zip: string): ZipPlace | undefined {
  return places().byZip.get(zip.slice(0, 5));
}

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** The first index of `list` (sorted by latitude) at or above `latitude`. */
function firstAtOrAbove(list: ZipPlace[], latitude: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle]?.latitude ?? Infinity) < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

const nearbyCache = new Map<string, NearbyZip[]>();
/** 50 miles around New York holds about 1,200 ZIP codes: at most some 20 MB kept. */
const NEARBY_CACHE_SIZE = 256;

/**
 * The ZIP codes whose centres lie within `miles` of `center`'s, nearest first (then by code):
 * the band of latitudes the radius spans is found by binary search, longitudes outside the box
 * are passed over, and the rest measured exactly. Kept for the last 256 centres and radii.
 */
export function zipsWithin(center: ZipPlace, miles: number): NearbyZip[] {
  const key = `${center.zip}:${miles}`;
  const cached = nearbyCache.get(key);
  if (cached) {
    nearbyCache.delete(key);
    nearbyCache.set(key, cached);
    return cached;
  }
  const { byLatitude } = places();
  const latitudeSpan = miles / MILES_PER_DEGREE;
  // Near the poles a degree of longitude shrinks to nothing: the box then spans them all.
  const cos = Math.cos((Math.min(89, Math.abs(center.latitude) + latitudeSpan) * Math.PI) / 180);
  const longitudeSpan = Math.min(180, latitudeSpan / cos);
  const nearby: NearbyZip[] = [];
  const end = firstAtOrAbove(byLatitude, center.latitude + latitudeSpan + 1e-9);
  const band = byLatitude.slice(firstAtOrAbove(byLatitude, center.latitude - latitudeSpan), end);
  for (const place of band) {
    const across = Math.abs(place.longitude - center.longitude);
    if (Math.min(across, 360 - across) > longitudeSpan) continue;
    const distance = milesBetween(center, place);
    if (distance <= miles) nearby.push({ zip: place.zip, miles: distance });
  }
  nearby.sort((a, b) => a.miles - b.miles || a.zip.localeCompare(b.zip));
  if (nearbyCache.size >= NEARBY_CACHE_SIZE) {
    const oldest = nearbyCache.keys().next();
    if (!oldest.done) nearbyCache.delete(oldest.value);
  }
  nearbyCache.set(key, nearby);
  return nearby;
}

/**
 * Refuses a radius search that cannot be answered (decision 068): a ZIP code the data set lacks,
 * a centre without a distance or a distance without a centre, and the nearest first without a
 * centre. `prefix` names where the filters sit in the request ("filters." in a saved search).
 */
export function checkNearSearch(
  filters: { near?: string; radius?: number; sort?: string },
  prefix = '',
): void {
  if (filters.near !== undefined) {
    if (!zipPlace(filters.near)) {
      throw new HttpError(400, unknownZipMessage(filters.near), `${prefix}near`);
    }
    if (filters.radius === undefined) throw new HttpError(400, RADIUS_MESSAGE, `${prefix}radius`);
    return;
  }
  if (filters.radius !== undefined) {
    throw new HttpError(400, NEAR_MISSING_MESSAGE, `${prefix}near`);
  }
  if (filters.sort === 'distance') {
    throw new HttpError(400, DISTANCE_SORT_MESSAGE, `${prefix}sort`);
  }
}
