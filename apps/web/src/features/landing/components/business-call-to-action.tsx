import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function BusinessCallToAction() {
  return (
    <Container
      component="section"
      aria-labelledby="business-cta-title"
      sx={{ pb: { xs: 5, md: 7 } }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          gap: 2,
          bgcolor: '#fdf3e4',
          borderColor: '#f3d8ad',
        }}
      >
        <div>
          <Typography id="business-cta-title" variant="sectionTitle">
            Hiring in your neighborhood?
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Post internships, part-time and seasonal roles and meet motivated local high school and
            college students.
          </Typography>
        </div>
        <Button
          component={Link}
          to={paths.business.register.getHref()}
          variant="contained"
          size="large"
          sx={{ ml: { md: 'auto' }, flexShrink: 0 }}
        >
          Register your business
        </Button>
      </Paper>
    </Container>
  );
}
