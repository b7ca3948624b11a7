import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

type Props = { jobId: number; jobTitle: string; sx?: ButtonProps['sx'] };

/** View Details: the job's page (/jobs/{id}), named with the job's title for screen readers. */
export function ViewDetailsButton({ jobId, jobTitle, sx }: Props) {
  return (
    <Button
      component={Link}
      to={paths.job.getHref(jobId)}
      variant="outlined"
      size="small"
      aria-label={`View Details of ${jobTitle}`}
      sx={sx}
    >
      View Details
    </Button>
  );
}
