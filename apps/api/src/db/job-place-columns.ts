import { zipPlace } from '../lib/zip-places';

/**
 * A job's place as stored: the centre of its ZIP code, or nulls for a ZIP code the data set
 * lacks (migration 0029). Written with the ZIP code by every write of a job.
 */
export function placeColumns(zip: string) {
  const place = zipPlace(zip);
  return { latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}
