import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NO_JOB_FILTERS, jobFiltersToParams, type JobFilters } from '@firstshift/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { JobSearchForm } from '../../../components/job-filters/job-search-form';

export function HeroSearch() {
  const navigate = useNavigate();
  const search = (values: JobFilters) => {
    const query = jobFiltersToParams(values).toString();
    void navigate(paths.jobs.getHref(query ? `?${query}` : ''));
  };

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #0a4346 0%, #0f5e63 55%, #1d6f74 100%)',
        color: 'primary.contrastText',
        pt: { xs: 5, md: 8 },
        pb: { xs: 5, md: 8 },
      }}
    >
      <Container>
        <Typography id="hero-title" variant="h1" sx={{ maxWidth: 720 }}>
          Find your first shift close to home
        </Typography>
        <Typography sx={{ mt: 1.5, mb: { xs: 3, md: 4 }, maxWidth: 620, fontSize: '1.1rem' }}>
          Internships, part-time, seasonal and volunteer jobs from local businesses, with roles open
          to high school students and hours that fit around class.
        </Typography>
        <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }} elevation={6}>
          {/* Every filter starts at "any": SPEC §2's Other would hide the jobs of the eleven
              other categories from the first search (decision 019). */}
          <JobSearchForm initialValues={NO_JOB_FILTERS} onSearch={search} />
        </Paper>
      </Container>
    </Box>
  );
}
