import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MINIMUM_AGES, formatPostedDate } from '@firstshift/domain';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { Eligibility } from './apply-eligibility';

export const JOB_CLOSED_MESSAGE = 'This job is not open any more, so it cannot take applications.';

type Ineligible = Extract<Eligibility, { kind: 'too-young' | 'needs-date-of-birth' | 'closed' }>;

export function isIneligible(eligibility: Eligibility): eligibility is Ineligible {
  return ['too-young', 'needs-date-of-birth', 'closed'].includes(eligibility.kind);
}

/** The full reason, as the API would give it, with the way forward. */
export function ineligibleMessage(eligibility: Ineligible): string {
  switch (eligibility.kind) {
    case 'too-young':
      return (
        `This job is for ages ${eligibility.minimumAge} and up, so you can’t apply yet` +
        (eligibility.from ? `: you can from ${formatPostedDate(eligibility.from)}` : '') +
        '. Save it and come back then!'
      );
    case 'needs-date-of-birth':
      return (
        `This job is for ages ${eligibility.minimumAge} and up. Add your date of birth to your ` +
        'profile so we can tell that you can apply.'
      );
    case 'closed':
      return JOB_CLOSED_MESSAGE;
  }
}

/** A few words under the disabled Apply Now. */
export function ineligibleShortReason(eligibility: Ineligible): string {
  switch (eligibility.kind) {
    case 'too-young':
      return eligibility.from
        ? `You can apply from ${formatPostedDate(eligibility.from)}`
        : `For ages ${eligibility.minimumAge} and up`;
    case 'needs-date-of-birth':
      return 'Add your date of birth to apply';
    case 'closed':
      return 'Not taking applications';
  }
}

/** The job list for someone of `age`: jobs whose minimum age is at most theirs (none under 14). */
function jobsForAgeHref(age: number): string | null {
  const filter = [...MINIMUM_AGES].reverse().find((minimum) => minimum <= age);
  return filter === undefined ? null : paths.jobs.getHref(`?minimum_age=${filter}`);
}

/** Why this applicant cannot apply, and what they can do instead. */
export function IneligibleNote({ eligibility }: { eligibility: Ineligible }) {
  const forAge = eligibility.kind === 'too-young' ? jobsForAgeHref(eligibility.age) : null;
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
  ) : eligibility.kind === 'closed' ? (
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
    <Alert severity={eligibility.kind === 'closed' ? 'warning' : 'info'}>
      {ineligibleMessage(eligibility)}
      {/* Under the text, not beside it: beside, a phone wraps the button word by word. */}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Alert>
  );
}
