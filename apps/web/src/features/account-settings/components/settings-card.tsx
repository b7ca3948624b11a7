import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  title: string;
  description: string;
  /** Danger zone: a red outline and title. */
  danger?: boolean;
  children: ReactNode;
};

/** A titled settings section: icon, heading, one line on what it does, then its controls. */
export function SettingsCard({ icon, title, description, danger = false, children }: Props) {
  const headingId = useId();
  const color = danger ? 'error.main' : 'primary.main';
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: danger ? 'error.light' : 'divider' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2.5 }}>
        <Box sx={{ color, display: 'flex', pt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box>
          <Typography
            id={headingId}
            variant="h3"
            component="h2"
            sx={{ color: danger ? color : undefined }}
          >
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
      </Stack>
      {children}
    </Paper>
  );
}
