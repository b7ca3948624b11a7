import Box from '@mui/material/Box';
import { PAGE_MAX_WIDTH } from '../../theme/layout';
import type { ReactNode } from 'react';

type Props = {
  /** Narrower for forms and single lists, so lines stay readable. */
  maxWidth?: number;
  children: ReactNode;
};

/** The centred column and gutters every dashboard page sits in, kept in one place. */
export function PageContainer({ maxWidth = PAGE_MAX_WIDTH, children }: Props) {
  return (
    <Box sx={{ maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>{children}</Box>
  );
}
