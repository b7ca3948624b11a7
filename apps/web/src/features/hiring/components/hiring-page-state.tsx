import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LoadFailureAlert } from '../../../components/feedback/load-failure-alert';
import { paths } from '../../../config/paths';

/** The loading and failure states of a hiring page: a spinner, "… not found" or the error. */
export function HiringPageState({
  error,
  label,
  notFound,
}: {
  error: Error | null;
  label: string;
  notFound: string;
}) {
  if (!error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={label} />
      </Box>
    );
  }
  return (
    <LoadFailureAlert
      error={error}
      notFound={notFound}
      back={{ to: paths.business.dashboard.getHref(), label: 'Dashboard' }}
    />
  );
}
