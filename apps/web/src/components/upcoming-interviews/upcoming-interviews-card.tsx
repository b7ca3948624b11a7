import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import {
  INTERVIEW_FORMAT_LABELS,
  type UpcomingInterview,
  formatInterviewTime,
} from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { apiQueryOptions } from '../../lib/api-query';

export const upcomingInterviewsQueryOptions = () =>
  apiQueryOptions<{ interviews: UpcomingInterview[] }>(
    ['upcoming-interviews'],
    '/interviews/upcoming',
    { fallbackMessage: 'Failed to load your interviews' },
  );

type Props = {
  viewer: 'business' | 'applicant';
  /** Shown only when there is an interview to come (the business dashboard). */
  hideWhenEmpty?: boolean;
};

/**
 * The viewer's agreed interviews still to come, soonest first, each at its time in the viewer's
 * own zone and leading to the application where it was agreed.
 */
export function UpcomingInterviewsCard({ viewer, hideWhenEmpty = false }: Props) {
  const query = useQuery(upcomingInterviewsQueryOptions());
  const interviews = query.data?.interviews;
  if (!interviews || (hideWhenEmpty && interviews.length === 0)) return null;
  const href = (id: number) =>
    viewer === 'business'
      ? paths.business.application.getHref(id)
      : paths.applicant.application.getHref(id);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="upcoming-interviews"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <EventOutlinedIcon color="primary" aria-hidden />
        <Typography id="upcoming-interviews" variant="h3" component="h2">
          Upcoming interviews
        </Typography>
      </Stack>
      {interviews.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No interviews coming up. When a business proposes one, you choose the time from your
          application, and it shows here.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {interviews.map((interview) => (
            <Box
              component="li"
              key={interview.application_id}
              sx={{ py: 1.25, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Link
                component={RouterLink}
                to={href(interview.application_id)}
                sx={{ fontWeight: 700 }}
              >
                {formatInterviewTime(interview.starts_at)}
              </Link>
              <Typography variant="body2">
                {viewer === 'business'
                  ? `${interview.applicant_name} · ${interview.job_title}`
                  : `${interview.job_title} at ${interview.company_name}`}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {INTERVIEW_FORMAT_LABELS[interview.format]}
                {interview.format === 'in_person' ? `: ${interview.location}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
