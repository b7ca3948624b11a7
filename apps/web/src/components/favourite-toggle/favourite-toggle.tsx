import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useToggleFavourite } from './use-toggle-favourite';

type Props = { jobId: number; jobTitle: string; isFavourite: boolean };

/** The heart on a job card: a toggle button, pressed while the job is a favourite. */
export function FavouriteToggle({ jobId, jobTitle, isFavourite }: Props) {
  const toggle = useToggleFavourite();
  return (
    <Tooltip title={isFavourite ? 'Remove from favorites' : 'Save to favorites'}>
      <IconButton
        aria-label={`Favorite ${jobTitle}`}
        aria-pressed={isFavourite}
        onClick={() => {
          // One change at a time: the heart already shows the one under way.
          if (!toggle.isPending) toggle.mutate({ jobId, isFavourite: !isFavourite });
        }}
        sx={{ color: isFavourite ? '#c62828' : 'text.secondary' }}
      >
        {isFavourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
