import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/api-client';

function wayForward(error: ApiError): { label: string; to: string } {
  if (error.status === 409) {
    return { label: 'My Applications', to: paths.applicant.applications.getHref() };
  }
  if (error.field === 'date_of_birth') {
    return { label: 'Profile Settings', to: paths.applicant.profile.getHref() };
  }
  return { label: 'Browse jobs', to: paths.jobs.getHref() };
}

/**
 * In place of the form once the server refused the application for a reason no other try can
 * change (the job closed, an application was already sent, the age): its reason, focused, and
 * where to go instead.
 */
export function RefusedApplication({ error }: { error: ApiError }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { label, to } = wayForward(error);
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      {error.message}
      <Box sx={{ mt: 1 }}>
        <Button component={Link} to={to} variant="outlined" color="inherit" size="small">
          {label}
        </Button>
      </Box>
    </Alert>
  );
}
