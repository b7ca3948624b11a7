import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  subtitle: string;
  children: ReactNode;
};

/** The frame of the job form pages: heading, a line on what the page is for, the form on paper. */
export function JobPageShell({ title, subtitle, children }: Props) {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        {subtitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
