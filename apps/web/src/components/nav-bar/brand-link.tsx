import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export function BrandLink({ color = 'primary.main' }: { color?: string }) {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, flexShrink: 0 }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        sx={{ display: 'block', borderRadius: 1.5 }}
      />
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
        FirstShift
      </Box>
    </Link>
  );
}
