import { paths } from '../../config/paths';
import { PlainButton } from '../plain-button';
import { useFromResults } from './results-state';

type Props = { jobId: number; jobTitle: string };

/** View Details: the job's page (/jobs/{id}), named with the job's title for screen readers. */
export function ViewDetailsButton({ jobId, jobTitle }: Props) {
  const fromResults = useFromResults();
  return (
    <PlainButton
      to={paths.job.getHref(jobId)}
      state={fromResults}
      variant="outlined"
      size="small"
      aria-label={`View Details of ${jobTitle}`}
    >
      View Details
    </PlainButton>
  );
}
