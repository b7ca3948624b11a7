import Box from '@mui/material/Box';

/** A thin indeterminate bar shown while a page's code downloads. */
export function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        height: 3,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        '&::after': {
          content: '""',
          display: 'block',
          height: '100%',
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'page-loading 1.2s ease-in-out infinite',
        },
        '@keyframes page-loading': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
      }}
    />
  );
}
