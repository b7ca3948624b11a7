import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { type BusinessJobRow, DASHBOARD_JOB_FILTERS } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Placeholder } from '../../../components/feedback/placeholder';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { DashboardEmptyState } from '../components/dashboard-empty-state';
import { DashboardJobCard } from '../components/dashboard-job-card';
import { UpcomingInterviewsCard } from '../../../components/upcoming-interviews/upcoming-interviews-card';
import { DashboardMetrics } from '../components/dashboard-metrics';
import { type DashboardFilter, DashboardToolbar } from '../components/dashboard-toolbar';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { useRunJobAction } from '../components/use-run-job-action';

const toFilter = (value: string | null): DashboardFilter =>
  DASHBOARD_JOB_FILTERS.find((f) => f.value === value)?.value ?? 'all';

function matches(job: BusinessJobRow, words: string[]): boolean {
  const text = `${job.title} ${job.description} ${job.location_city} ${job.business_category}`;
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/**
 * /business/dashboard (SPEC §2): the metric cards, then the business's jobs with a search box
 * and the status filter (both kept in the address, so a reload or a shared link keeps them),
 * and the actions each job's status offers.
 */
export function BusinessDashboardPage() {
  useDocumentTitle('Business Dashboard');
  const session = useSession();
  const dashboard = useQuery(dashboardQueryOptions());
  const [params, setParams] = useSearchParams();
  const [toDelete, setToDelete] = useState<BusinessJobRow | null>(null);
  const { run, pendingFor } = useRunJobAction();

  const search = params.get('q') ?? '';
  const filter = toFilter(params.get('status'));
  const setParam = (key: string, value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const jobs = dashboard.data?.jobs ?? [];
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = jobs.filter(
    (job) => (filter === 'all' || job.status === filter) && matches(job, words),
  );

  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <div>
          <Typography variant="h2" component="h1">
            Business Dashboard
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {session?.name
              ? `${session.name}: your jobs and how they are doing.`
              : 'Your jobs and how they are doing.'}
          </Typography>
        </div>
        <Stack direction="row" spacing={1.5}>
          <Button
            component={Link}
            to={paths.business.profile.getHref()}
            variant="outlined"
            startIcon={<StorefrontOutlinedIcon />}
          >
            Edit Profile
          </Button>
          <Button
            component={Link}
            to={paths.business.newJob.getHref()}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Post a New Job
          </Button>
        </Stack>
      </Stack>

      {dashboard.isError && (
        <RetryAlert message={dashboard.error.message} onRetry={dashboard.refetch} />
      )}

      {dashboard.isPending && (
        <Stack spacing={3} aria-busy="true" aria-label="Loading your dashboard">
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {[0, 1, 2, 3].map((i) => (
              <Placeholder key={i} height={104} radius={2} />
            ))}
          </Box>
          <Placeholder height={40} />
          <Placeholder height={220} radius={2} />
        </Stack>
      )}

      {dashboard.data && (
        <Stack spacing={3}>
          <DashboardMetrics metrics={dashboard.data.metrics} />
          <UpcomingInterviewsCard viewer="business" hideWhenEmpty />
          {jobs.length === 0 ? (
            <DashboardEmptyState />
          ) : (
            <Stack component="section" aria-labelledby="your-jobs" spacing={2}>
              <Typography id="your-jobs" variant="sectionTitle">
                Your Jobs
              </Typography>
              <DashboardToolbar
                search={search}
                onSearchChange={(value) => setParam('q', value, '')}
                filter={filter}
                onFilterChange={(value) => setParam('status', value, 'all')}
              />
              <Typography role="status" variant="body2" color="textSecondary">
                {shown.length === jobs.length
                  ? `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`
                  : `${shown.length} of ${jobs.length} jobs`}
              </Typography>
              {shown.length === 0 ? (
                <Stack spacing={2} sx={{ py: 4, alignItems: 'center' }}>
                  <Typography color="textSecondary">No jobs match your search.</Typography>
                  <Button
                    variant="outlined"
                    startIcon={<FilterAltOffIcon />}
                    onClick={() => setParams(new URLSearchParams(), { replace: true })}
                  >
                    Clear filters
                  </Button>
                </Stack>
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
                  }}
                >
                  {shown.map((job) => (
                    <DashboardJobCard
                      key={job.id}
                      job={job}
                      pending={pendingFor(job.id)}
                      onAction={(action, target) =>
                        action === 'delete' ? setToDelete(target) : run(action, target.id)
                      }
                    />
                  ))}
                </Box>
              )}
            </Stack>
          )}
        </Stack>
      )}

      <DeleteJobDialog
        job={toDelete}
        deleting={toDelete !== null && pendingFor(toDelete.id) === 'delete'}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) run('delete', toDelete.id, () => setToDelete(null));
        }}
      />
    </PageContainer>
  );
}
