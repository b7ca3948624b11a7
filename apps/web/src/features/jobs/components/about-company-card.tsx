import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { JobDetail } from '@firstshift/domain';

export function AboutCompanyCard({ company }: { company: JobDetail['company'] }) {
  return (
    <Card component="section" aria-labelledby="about-company-title">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="about-company-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          About the Company
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{company.name}</Typography>
        {company.address && (
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'flex-start', color: 'text.secondary', mt: 0.5 }}
          >
            <PlaceOutlinedIcon fontSize="small" sx={{ mt: '2px' }} />
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {company.address}
            </Typography>
          </Stack>
        )}
        {company.description && (
          <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{company.description}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
