import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  JOB_TYPE_LABELS,
  formatCompensation,
  formatPostedDate,
  type JobDetail,
} from '@firstshift/domain';
import type { ReactNode } from 'react';
import { useClock } from '../../../lib/page-state';

type Props = { job: JobDetail; applyButton: ReactNode };

const NOT_SPECIFIED = 'Not specified';

/** The side card "Job Details" (SPEC §2): type, category, pay, posted, schedule, duration. */
export function JobFactsCard({ job, applyButton }: Props) {
  const { timeZone } = useClock();
  const compensation =
    job.job_details.compensation ||
    formatCompensation(job.compensation_amount, job.compensation_type);
  const facts: [string, string][] = [
    ['Job Type', job.type.map((type) => JOB_TYPE_LABELS[type]).join(', ')],
    ['Category', job.job_details.category],
    ['Compensation', compensation],
    ['Posted', formatPostedDate(job.posted_date, timeZone)],
    ['Schedule', job.job_details.schedule],
    ['Duration', job.job_details.duration],
  ];
  if (job.minimum_age_required > 0) {
    facts.push(['Minimum age', `${job.minimum_age_required}+`]);
  }

  return (
    <Card component="section" aria-labelledby="job-facts-title">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="job-facts-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          Job Details
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value || NOT_SPECIFIED}
              </Typography>
            </div>
          ))}
        </Box>
        {(job.high_school_students_welcome || job.after_school_hours_available) && (
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
            {job.high_school_students_welcome && (
              <Chip label="High School Welcome" color="secondary" />
            )}
            {job.after_school_hours_available && (
              <Chip label="After-School Hours" color="secondary" />
            )}
          </Stack>
        )}
        <Box sx={{ mt: 3 }}>{applyButton}</Box>
      </CardContent>
    </Card>
  );
}
