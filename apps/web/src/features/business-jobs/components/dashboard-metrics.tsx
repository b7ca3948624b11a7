import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { BusinessDashboardMetrics } from '@firstshift/domain';

const numberFormat = new Intl.NumberFormat('en-US');

function MetricCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card component="li" sx={{ p: { xs: 2, md: 2.5 }, listStyle: 'none' }}>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="metric">{value}</Typography>
      <Typography variant="caption" color="textSecondary">
        {hint}
      </Typography>
    </Card>
  );
}

/** The four metric cards of the business dashboard (SPEC §3). */
export function DashboardMetrics({ metrics }: { metrics: BusinessDashboardMetrics }) {
  const count = (n: number) => numberFormat.format(n);
  const cards: [label: string, value: string, hint: string][] = [
    ['Active Jobs', count(metrics.active_jobs), 'On the board now'],
    ['Total Applications', count(metrics.total_applications), 'Across all your jobs'],
    ['New This Month', count(metrics.new_applications_this_month), 'Applications since the 1st'],
    ['Response Rate', `${metrics.average_response_rate}%`, 'Applications you have answered'],
  ];
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
      {cards.map(([label, value, hint]) => (
        <MetricCard key={label} label={label} value={value} hint={hint} />
      ))}
    </Box>
  );
}
