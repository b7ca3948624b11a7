import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  intro?: string;
  /** The sign-up forms' wide card (880 px, a larger heading); the sign-in size otherwise. */
  wide?: boolean;
  children: ReactNode;
};

/** The centred card of the sign-in, sign-up and password screens: heading, intro, content. */
export function CentredCard({ title, intro, wide = false, children }: Props) {
  return (
    <Box
      sx={{
        px: 2,
        py: wide ? { xs: 3, md: 6 } : { xs: 4, md: 8 },
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: wide ? 880 : 440, p: { xs: 2.5, sm: 4 } }}
      >
        <Stack spacing={3}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant={wide ? 'h2' : 'h4'} component="h1">
              {title}
            </Typography>
            {intro && (
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {intro}
              </Typography>
            )}
          </Box>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
