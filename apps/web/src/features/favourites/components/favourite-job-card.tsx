import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { formatRelativeTime, joinLocation, type FavouriteJob } from '@firstshift/domain';
import { FavouriteToggle } from '../../../components/favourite-toggle/favourite-toggle';
import { DeadlineFact } from '../../../components/job-card/deadline-fact';
import { JobCardLinks } from '../../../components/job-card/job-card-links';
import { JobFact } from '../../../components/job-card/job-fact';
import { Tag } from '../../../components/tag';
import { favouriteJobChips } from './favourite-job-chips';

const JOB_CLOSED_TEXT = 'No longer taking applications';
const JOB_CLOSED_DETAIL = 'The business has taken this job off the board.';

/**
 * A saved job (SPEC §2 "Favorite Jobs page"): title, company, "city, state", posted, by when
 * to apply where it has a deadline, the chips of its job types and pay, the favourite toggle
 * (off takes it off the list), View Details and Apply. A job its business took off the board
 * stays saved (decision 111): the card says so in place of the links, which would lead nowhere.
 */
export function FavouriteJobCard({ job }: { job: FavouriteJob }) {
  const location = joinLocation({ city: job.location_city, state: job.location_state });
  return (
    <Card
      component="article"
      aria-labelledby={`favourite-${job.id}-title`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        <Stack sx={{ pr: 5 }}>
          <Typography id={`favourite-${job.id}-title`} variant="h3" component="h2">
            {job.title}
          </Typography>
          <Typography color="textSecondary" sx={{ fontWeight: 600 }}>
            {job.company}
          </Typography>
        </Stack>
        <Stack spacing={0.5}>
          {location && <JobFact icon={<PlaceOutlinedIcon fontSize="small" />}>{location}</JobFact>}
          <JobFact icon={<AccessTimeIcon fontSize="small" />}>
            Posted {formatRelativeTime(job.posted)}
          </JobFact>
          {job.is_open && job.deadline && <DeadlineFact deadline={job.deadline} />}
        </Stack>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 'auto' }}>
          {favouriteJobChips(job).map((chip) => (
            <Tag key={chip} label={chip} />
          ))}
        </Stack>
      </CardContent>
      <Stack sx={{ position: 'absolute', top: 6, right: 6 }}>
        <FavouriteToggle jobId={job.id} jobTitle={job.title} isFavourite={job.is_favourite} />
      </Stack>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        {job.is_open ? (
          <JobCardLinks jobId={job.id} jobTitle={job.title} />
        ) : (
          <Stack spacing={0.25}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {JOB_CLOSED_TEXT}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {JOB_CLOSED_DETAIL}
            </Typography>
          </Stack>
        )}
      </CardActions>
    </Card>
  );
}
