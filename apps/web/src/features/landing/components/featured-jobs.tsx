import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { FEATURED_JOBS_LIMIT } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { JobCardGrid } from '../../../components/job-card/job-card-grid';
import { paths } from '../../../config/paths';
import { FEATURED_JOBS_ERROR, featuredJobsQueryOptions } from '../api/get-featured-jobs';

export function FeaturedJobs() {
  const { data, isError } = useQuery(featuredJobsQueryOptions());

  return (
    <Box component="section" aria-labelledby="featured-title" sx={{ py: { xs: 5, md: 7 } }}>
      <Container>
        <Typography id="featured-title" variant="h2" sx={{ mb: 1 }}>
          Featured Opportunities
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Fresh openings from businesses near you.
        </Typography>
        {isError ? (
          <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
            {FEATURED_JOBS_ERROR}
          </Typography>
        ) : data?.length === 0 ? (
          <Typography color="textSecondary">No open jobs right now. Check back soon.</Typography>
        ) : (
          <JobCardGrid jobs={data} skeletons={FEATURED_JOBS_LIMIT} />
        )}
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button
            component={Link}
            to={paths.jobs.getHref()}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
          >
            View All Jobs
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
