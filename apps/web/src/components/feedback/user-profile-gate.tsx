import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UserProfile } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { USER_DETAILS_ERROR, userDetailsQueryOptions } from '../../lib/user-details';

type Props = {
  /** What to show once the signed-in user's profile has loaded. */
  children: (profile: UserProfile) => ReactNode;
};

/** Loads the signed-in user's profile: a spinner while it comes, the error if it fails. */
export function UserProfileGate({ children }: Props) {
  const query = useQuery(userDetailsQueryOptions());
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your profile" />
      </Box>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{query.error.message || USER_DETAILS_ERROR}</Alert>;
  }
  return children(query.data);
}
