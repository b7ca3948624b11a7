import { useQuery } from '@tanstack/react-query';
import { FavouriteToggle } from './favourite-toggle';
import { jobFavouriteQueryOptions } from './job-favourite-query';

type Props = { jobId: number; jobTitle: string };

/**
 * "Save to favorites" on a job's own pages, which know the job but not whether it is saved. Off
 * while that loads; if it cannot be told, the job counts as not saved: saving it again changes
 * nothing (the API's save is idempotent).
 */
export function JobFavouriteToggle({ jobId, jobTitle }: Props) {
  const saved = useQuery(jobFavouriteQueryOptions(jobId));
  return (
    <FavouriteToggle
      jobId={jobId}
      jobTitle={jobTitle}
      isFavourite={saved.data ?? false}
      disabled={saved.isPending}
      labelled
    />
  );
}
