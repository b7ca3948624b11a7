import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  formatCompensation,
  formatRelativeTime,
  joinLocation,
  type JobSummary,
} from '@firstshift/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Tag } from '../tag';
import { jobTags } from './job-tags';

type Props = {
  job: JobSummary;
  /** Heading level of the title, so the page's outline stays in order. */
  headingLevel?: 'h2' | 'h3';
  /** Controls shown under the card's link area (favourite, apply…). */
  actions?: ReactNode;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

export function JobCard({ job, headingLevel = 'h3', actions }: Props) {
  const location = joinLocation({ city: job.location.city, state: job.location.state, zip: '' });
  const pay = formatCompensation(job.compensation_amount, job.compensation_type);
  const applicants = `${job.applicants} ${job.applicants === 1 ? 'applicant' : 'applicants'}`;

  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={Link}
        to={paths.job.getHref(job.id)}
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, width: '100%' }}>
          <div>
            <Typography variant="h3" component={headingLevel}>
              {job.title}
            </Typography>
            <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
              {job.company}
            </Typography>
          </div>
          <Stack spacing={0.5}>
            {location && <Fact icon={<PlaceOutlinedIcon fontSize="small" />}>{location}</Fact>}
            <Fact icon={<GroupsOutlinedIcon fontSize="small" />}>{applicants}</Fact>
            <Fact icon={<AccessTimeIcon fontSize="small" />}>
              Posted {formatRelativeTime(job.posted)}
            </Fact>
          </Stack>
          {pay && (
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
              {pay}
            </Typography>
          )}
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 'auto' }}>
            {jobTags(job).map((tag) => (
              <Tag key={tag} label={tag} />
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>}
    </Card>
  );
}
