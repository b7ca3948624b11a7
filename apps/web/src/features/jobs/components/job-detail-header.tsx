import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import CakeOutlinedIcon from '@mui/icons-material/CakeOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { formatPostedDate, joinLocation, type JobDetail } from '@firstshift/domain';
import type { ReactNode } from 'react';
import { minimumAgeLabel } from '../../../components/job-card/minimum-age-label';
import { useClock } from '../../../lib/page-state';

type Props = { job: JobDetail; applyButton: ReactNode };

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography component="span">{children}</Typography>
    </Stack>
  );
}

export function JobDetailHeader({ job, applyButton }: Props) {
  const { timeZone } = useClock();
  const location = joinLocation({
    city: job.location.city,
    state: job.location.state,
    zip: job.location.zip,
  });
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
        alignItems: { md: 'flex-start' },
      }}
    >
      <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="pageTitle">{job.title}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.75, sm: 2.5 }}
          useFlexGap
          sx={{ flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Fact icon={<BusinessOutlinedIcon fontSize="small" />}>{job.company.name}</Fact>
          {location && <Fact icon={<PlaceOutlinedIcon fontSize="small" />}>{location}</Fact>}
          <Fact icon={<GroupsOutlinedIcon fontSize="small" />}>
            {job.applicants} {job.applicants === 1 ? 'applicant' : 'applicants'}
          </Fact>
          <Fact icon={<AccessTimeIcon fontSize="small" />}>
            Posted {formatPostedDate(job.posted_date, timeZone)}
          </Fact>
          {job.minimum_age_required > 0 && (
            <Fact icon={<CakeOutlinedIcon fontSize="small" />}>
              {minimumAgeLabel(job.minimum_age_required)}
            </Fact>
          )}
        </Stack>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {job.tags.map((tag) => (
            <Chip key={tag} label={tag} color="primary" variant="outlined" />
          ))}
        </Stack>
      </Stack>
      <div>{applyButton}</div>
    </Paper>
  );
}
