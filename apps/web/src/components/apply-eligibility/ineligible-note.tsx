import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MINIMUM_AGES } from '@firstshift/domain';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { JobFavouriteToggle } from '../favourite-toggle/job-favourite-toggle';
import { ineligibleMessage, type Ineligible } from './ineligibility';

/** The job list for someone of `age`: jobs whose minimum age is at most theirs (none under 14). */
function jobsForAgeHref(age: number): string | null {
  const filter = [...MINIMUM_AGES].reverse().find((minimum) => minimum <= age);
  return filter === undefined ? null : paths.jobs.getHref(`?minimum_age=${filter}`);
}

type Props = {
  eligibility: Ineligible;
  /** The job, for one too young to save it for later (the message says to). */
  job?: { id: number; title: string };
};

/** Why this applicant cannot apply, and what they can do instead. */
export function IneligibleNote({ eligibility, job }: Props) {
  const forAge = eligibility.kind === 'too-young' ? jobsForAgeHref(eligibility.age) : null;
  const savable = eligibility.kind === 'too-young' && job ? job : null;
  const closed = eligibility.kind === 'closed' || eligibility.kind === 'deadline-passed';
  const action = forAge ? (
    <Button component={Link} to={forAge} variant="outlined" color="inherit" size="small">
      Jobs for your age
    </Button>
  ) : eligibility.kind === 'needs-date-of-birth' ? (
    <Button
      component={Link}
      to={paths.applicant.profile.getHref()}
      variant="outlined"
      color="inherit"
      size="small"
    >
      Profile Settings
    </Button>
  ) : closed ? (
    <Button
      component={Link}
      to={paths.jobs.getHref()}
      variant="outlined"
      color="inherit"
      size="small"
    >
      Browse jobs
    </Button>
  ) : undefined;
  return (
    <Alert severity={closed ? 'warning' : 'info'}>
      {ineligibleMessage(eligibility, savable !== null)}
      {/* Under the text, not beside it: beside, a phone wraps the button word by word. */}
      {(action || savable) && (
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {savable && <JobFavouriteToggle jobId={savable.id} jobTitle={savable.title} />}
          {action}
        </Box>
      )}
    </Alert>
  );
}
