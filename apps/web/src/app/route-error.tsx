import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown when a page cannot load (e.g. its code failed to download after a deploy). */
export function RouteError() {
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        This page could not be loaded. Check your connection and try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
