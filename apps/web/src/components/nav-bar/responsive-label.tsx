import Box from '@mui/material/Box';

/** A label that shortens on phones; the full text stays the button's accessible name. */
export function ResponsiveLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {full}
      </Box>
      <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {short}
      </Box>
    </>
  );
}
