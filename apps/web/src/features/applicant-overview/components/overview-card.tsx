import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: { label: string; to: string };
};

/** One overview card: what a place is for, and the button that goes there. */
export function OverviewCard({ icon, title, children, action }: Props) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Stack
          aria-hidden
          sx={{
            alignItems: 'center',
            justifyContent: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Stack>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        {children}
      </Stack>
      <Button component={Link} to={action.to} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {action.label}
      </Button>
    </Paper>
  );
}
