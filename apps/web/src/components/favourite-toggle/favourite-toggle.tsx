import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useToggleFavourite } from './use-toggle-favourite';

type Props = {
  jobId: number;
  jobTitle: string;
  isFavourite: boolean;
  /** A button that says "Save to favorites", where a heart alone would not tell what it does. */
  labelled?: boolean;
  /** The labelled button only: off while it is not known whether the job is saved. */
  disabled?: boolean;
};

const FAVOURITE_RED = '#c62828';

/**
 * The heart on a job card, or a labelled button on a job's own pages: a toggle button, pressed
 * while the job is a favourite.
 */
export function FavouriteToggle({ jobId, jobTitle, isFavourite, labelled, disabled }: Props) {
  const toggle = useToggleFavourite();
  const onClick = () => {
    // One change at a time: the heart already shows the one under way.
    if (!toggle.isPending) toggle.mutate({ jobId, isFavourite: !isFavourite });
  };
  if (labelled) {
    // The name stays the same whatever the state, as a toggle's should: aria-pressed tells it.
    return (
      <Button
        aria-pressed={isFavourite}
        onClick={onClick}
        disabled={disabled}
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={
          isFavourite ? <FavoriteIcon sx={{ color: FAVOURITE_RED }} /> : <FavoriteBorderIcon />
        }
      >
        Save to favorites
      </Button>
    );
  }
  return (
    <Tooltip title={isFavourite ? 'Remove from favorites' : 'Save to favorites'}>
      <IconButton
        aria-label={`Favorite ${jobTitle}`}
        aria-pressed={isFavourite}
        onClick={onClick}
        sx={{ color: isFavourite ? FAVOURITE_RED : 'text.secondary' }}
      >
        {isFavourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
