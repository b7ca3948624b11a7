import Alert from '@mui/material/Alert';
import { ageOn, dayOfAge, formatPostedDate } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '../../../lib/user-details';
import { useSession } from '../../../lib/use-session';

/**
 * Tells a signed-in applicant who is younger than the job's minimum age that they cannot apply
 * yet, and from when they can (DESIGN §5 "Age eligibility"); the API refuses such an
 * application too. Nobody else sees anything.
 */
export function AgeEligibilityNote({ minimumAge }: { minimumAge: number }) {
  const session = useSession();
  const isApplicant = session?.role === 'applicant';
  const profile = useQuery({
    ...userDetailsQueryOptions(),
    enabled: isApplicant && minimumAge > 0,
  });
  const dateOfBirth = profile.data?.date_of_birth;
  if (!isApplicant || minimumAge <= 0 || !dateOfBirth) return null;
  const age = ageOn(dateOfBirth);
  if (age === null || age >= minimumAge) return null;
  const from = dayOfAge(dateOfBirth, minimumAge);
  return (
    <Alert severity="info">
      This job is for ages {minimumAge} and up, so you can’t apply yet
      {from ? `: you can from ${formatPostedDate(from)}` : ''}. Save it and come back then!
    </Alert>
  );
}
