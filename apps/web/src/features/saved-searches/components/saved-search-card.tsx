import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { formatRelativeTime, savedSearchToJobFilters, type SavedSearch } from '@firstshift/domain';
import { describeFilters } from '../../../components/saved-search/saved-search-filters';

type Props = {
  search: SavedSearch;
  onEdit: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
  onViewJobs: (search: SavedSearch) => void;
  /** View Jobs is marking the search as checked. */
  opening: boolean;
};

function newJobsText({ new_jobs, new_jobs_capped }: SavedSearch): string {
  return `${new_jobs}${new_jobs_capped ? '+' : ''} new ${new_jobs === 1 && !new_jobs_capped ? 'job' : 'jobs'}`;
}

/** One saved search: its name, filters, when it was last checked and its new jobs. */
export function SavedSearchCard({ search, onEdit, onDelete, onViewJobs, opening }: Props) {
  const titleId = `saved-search-${search.id}`;
  const hasNew = search.new_jobs > 0;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
        >
          <Typography id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          <Chip
            label={newJobsText(search)}
            color={hasNew ? 'primary' : 'default'}
            variant={hasNew ? 'filled' : 'outlined'}
            sx={{ flexShrink: 0 }}
          />
        </Stack>
        <Typography variant="body2">
          {describeFilters(savedSearchToJobFilters(search.filters))}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Last checked {formatRelativeTime(search.last_checked_at)}
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<VisibilityOutlinedIcon />}
          loading={opening}
          onClick={() => onViewJobs(search)}
          aria-label={`View Jobs of ${search.name}`}
        >
          View Jobs
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={() => onEdit(search)}
          aria-label={`Edit ${search.name}`}
        >
          Edit
        </Button>
        <Button
          color="error"
          size="small"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => onDelete(search)}
          aria-label={`Delete ${search.name}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
