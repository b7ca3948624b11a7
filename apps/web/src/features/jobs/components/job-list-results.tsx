import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { JobCardGrid } from '../../../components/job-card/job-card-grid';
import { JOBS_ERROR, type JobListPage } from '../api/get-jobs';

type Props = { data: JobListPage | undefined; isError: boolean; isUpdating: boolean };

export function JobListResults({ data, isError, isUpdating }: Props) {
  if (isError) return <Alert severity="error">{JOBS_ERROR}</Alert>;
  if (data && data.jobs.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1 }}>
          No jobs match your search.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Try fewer filters, a nearby city, or a different keyword.
        </Typography>
      </Paper>
    );
  }
  return (
    <Box aria-busy={isUpdating} sx={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <JobCardGrid jobs={data?.jobs} skeletons={6} />
    </Box>
  );
}
