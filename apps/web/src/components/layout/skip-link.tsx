import Link from '@mui/material/Link';

/** The first focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
