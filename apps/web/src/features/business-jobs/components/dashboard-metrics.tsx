import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { BusinessDashboardMetrics } from '@firstshift/domain';

const numberFormat = new Intl.NumberFormat('en-US');

function MetricCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card component="li" sx={{ p: { xs: 2, md: 2.5 }, listStyle: 'none' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="metric">{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Card>
  );
}

/** The four metric cards of the business dashboard (SPEC §3). */
export function DashboardMetrics({ metrics }: { metrics: BusinessDashboardMetrics }) {
  return (
    <Box
      component="ul"
      aria-label="Your numbers"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        p: 0,
        m: 0,
      }}
    >
      <MetricCard
        label="Active Jobs"
        value={numberFormat.format(metrics.active_jobs)}
        hint="On the board now"
      />
      <MetricCard
        label="Total Applications"
        value={numberFormat.format(metrics.total_applications)}
        hint="Across all your jobs"
      />
      <MetricCard
        label="New This Month"
        value={numberFormat.format(metrics.new_applications_this_month)}
        hint="Applications since the 1st"
      />
      <MetricCard
        label="Response Rate"
        value={`${metrics.average_response_rate}%`}
        hint="Applications you have answered"
      />
    </Box>
  );
}
