import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';

type Props = {
  /** The sheet's id, for the aria-controls of the button that opens it. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** Names the sheet (a dialog) for screen readers too. */
  title: string;
  children: ReactNode;
};

/**
 * A panel that slides up from the bottom of a phone, within a thumb's reach: a titled dialog
 * with a close button, at most 85% of the screen tall.
 */
export function BottomSheet({ id, open, onClose, title, children }: Props) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          'aria-labelledby': `${id}-title`,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}
      >
        <Typography id={`${id}-title`} variant="h3" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={`Close ${title.toLowerCase()}`} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
