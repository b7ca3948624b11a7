import { paths } from '../../config/paths';
import { PlainButton } from '../plain-button';
import { SendIcon } from '../plain-icons';
import { ViewDetailsButton } from './view-details-button';

type Props = { jobId: number; jobTitle: string };

/** A job card's View Details (/jobs/{id}) and Apply (/jobs/{id}/apply) buttons (SPEC §2). */
export function JobCardLinks({ jobId, jobTitle }: Props) {
  return (
    <>
      <ViewDetailsButton jobId={jobId} jobTitle={jobTitle} />
      <PlainButton
        to={paths.applyToJob.getHref(jobId)}
        variant="contained"
        size="small"
        endIcon={<SendIcon />}
        aria-label={`Apply to ${jobTitle}`}
      >
        Apply
      </PlainButton>
    </>
  );
}
