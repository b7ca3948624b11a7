import Box from '@mui/material/Box';

type Props = { width?: number | string; height: number; radius?: number; mt?: number };

/** A grey block standing in for content that is loading. */
export function Placeholder({ width = '100%', height, radius = 1, mt = 0 }: Props) {
  return (
    <Box
      aria-hidden
      sx={{
        width,
        height,
        mt,
        borderRadius: radius,
        bgcolor: 'action.hover',
        '@keyframes placeholder-pulse': { '50%': { opacity: 0.5 } },
        animation: 'placeholder-pulse 1.6s ease-in-out infinite',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
