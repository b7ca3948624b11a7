import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { PAGE_MAX_WIDTH } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Placeholder } from '../../../components/feedback/placeholder';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { userDetailsQueryOptions } from '../../../lib/user-details';
import { BusinessProfileSummary } from '../components/business-profile-summary';

/**
 * The business's home after signing in: its profile as applicants see it, and where its jobs
 * appear on the board.
 */
export function BusinessDashboardPage() {
  useDocumentTitle('Business Dashboard');
  const profile = useQuery(userDetailsQueryOptions());
  const business = profile.data?.business_profile;

  return (
    <Box sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {business ? `Welcome, ${business.business_name}` : 'Business Dashboard'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Your business as applicants see it on FirstShift.
      </Typography>

      {profile.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          }
        >
          {profile.error.message}
        </Alert>
      )}
      {profile.isPending && <Placeholder height={220} radius={2} />}

      {business && (
        <Stack spacing={3}>
          <BusinessProfileSummary business={business} phone={profile.data?.phone_number ?? null} />
          <Card>
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                Your jobs on the board
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Active jobs of {business.business_name} are listed on the public job board, where
                students and part-time seekers search and apply.
              </Typography>
              <Button
                component={Link}
                to={paths.jobs.getHref(`?company=${encodeURIComponent(business.business_name)}`)}
                variant="outlined"
                startIcon={<WorkOutlineIcon />}
              >
                See your jobs on the board
              </Button>
            </CardContent>
          </Card>
          <Box>
            <Button
              component={Link}
              to={paths.business.profile.getHref()}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              Edit Profile
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
