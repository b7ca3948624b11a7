import Box from '@mui/material/Box';

type Props = { label: string; tone?: 'neutral' | 'primary' | 'accent' };

const tones = {
  neutral: { color: 'text.primary', borderColor: 'divider', bgcolor: 'background.paper' },
  primary: { color: 'primary.dark', borderColor: 'primary.light', bgcolor: '#eef6f6' },
  accent: { color: '#7a4304', borderColor: '#f3d8ad', bgcolor: '#fdf3e4' },
} as const;

/** A small read-only label (job type, category, format). Lighter than Chip, which also carries
 * click and delete behaviour these labels never need. */
export function Tag({ label, tone = 'neutral' }: Props) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1.25,
        border: 1,
        borderRadius: 12,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        ...tones[tone],
      }}
    >
      {label}
    </Box>
  );
}
