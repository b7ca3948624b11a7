import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  description?: string;
  children: ReactNode;
};

/**
 * A titled group of form inputs laid out in two columns from the medium breakpoint up; wrap an
 * input in FullRow to give it the whole width.
 */
export function FormSection({ title, description, children }: Props) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Box>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="textSecondary">
            {description}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {children}
      </Box>
    </Stack>
  );
}

export function FullRow({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
