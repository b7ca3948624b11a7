import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ApplicantDashboard } from '@firstshift/domain';
import { Placeholder } from '../../../components/feedback/placeholder';

const numberFormat = new Intl.NumberFormat('en-US');

type Metrics = ApplicantDashboard['metrics'];

const METRICS: ReadonlyArray<{ key: keyof Metrics; label: string; hint: string }> = [
  { key: 'total_applications', label: 'Total Applications', hint: 'Sent since you joined' },
  { key: 'active_applications', label: 'Active Applications', hint: 'Not yet decided' },
  { key: 'favourite_jobs', label: 'Favorite Jobs', hint: 'Saved for later' },
  { key: 'recent_applications', label: 'Recent Applications', hint: 'In the last 30 days' },
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
  p: 0,
  m: 0,
};

/** The overview's four numbers (SPEC §3 applicant dashboard metrics), or their placeholders. */
export function OverviewMetrics({ metrics }: { metrics: Metrics | undefined }) {
  if (!metrics) {
    return (
      <Box sx={grid} aria-hidden>
        {METRICS.map(({ key }) => (
          <Placeholder key={key} height={104} radius={2} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Your numbers" sx={grid}>
      {METRICS.map(({ key, label, hint }) => (
        <Card key={key} component="li" sx={{ p: { xs: 2, md: 2.5 }, listStyle: 'none' }}>
          <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="metric">{numberFormat.format(metrics[key])}</Typography>
          <Typography variant="caption" color="textSecondary">
            {hint}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
