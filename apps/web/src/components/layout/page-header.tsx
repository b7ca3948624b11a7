import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  title: string;
  subtitle: ReactNode;
  /** The page's main way onward, beside the title on wide screens and under it on phones. */
  action?: { label: string; to: string; startIcon: ReactNode };
};

/** The title and one-line summary that open each applicant dashboard page (SPEC §2). */
export function PageHeader({ title, subtitle, action }: Props) {
  const heading = (
    <div>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {subtitle}
      </Typography>
    </div>
  );
  if (!action) return <Box sx={{ mb: 3 }}>{heading}</Box>;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
    >
      {heading}
      <Button
        component={Link}
        to={action.to}
        variant="contained"
        startIcon={action.startIcon}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {action.label}
      </Button>
    </Stack>
  );
}
