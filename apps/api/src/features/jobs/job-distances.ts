import { type JobSummary, milesBetween } from '@firstshift/domain';
import { zipPlace } from '../../lib/zip-places';

/**
 * A page of job cards (JSON text) with each job's distance from `near`, in miles to a tenth, for
 * a radius search (decision 068); the page as it is otherwise. A job's place is its ZIP code's
 * centre, as the search's is.
 */
export function withDistances(json: string, near: string | undefined): string {
  const center = near === undefined ? undefined : zipPlace(near);
  if (!center) return json;
  const jobs = JSON.parse(json) as JobSummary[];
  return JSON.stringify(
    jobs.map((job) => {
      const place = zipPlace(job.location.zip);
      if (!place) return job;
      return { ...job, distance_miles: Math.round(milesBetween(center, place) * 10) / 10 };
    }),
  );
}
