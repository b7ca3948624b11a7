import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { BusinessProfile } from '@firstshift/domain';

type Props = { business: BusinessProfile; phone: string | null };

export function formatBusinessAddress(business: BusinessProfile): string {
  const street = [business.address_line1, business.address_line2].filter(Boolean).join(', ');
  return `${street}, ${business.city}, ${business.state} ${business.zip_code}`;
}

/** The business profile card: name, category, address, phone and description. */
export function BusinessProfileSummary({ business, phone }: Props) {
  return (
    <Card component="section" aria-labelledby="business-profile-title">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}
        >
          <Typography id="business-profile-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
            {business.business_name}
          </Typography>
          <Chip label={business.business_category} size="small" sx={{ alignSelf: 'flex-start' }} />
        </Stack>
        <Stack spacing={0.75} sx={{ color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
            <PlaceOutlinedIcon fontSize="small" sx={{ mt: '2px' }} />
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {formatBusinessAddress(business)}
            </Typography>
          </Stack>
          {phone && (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <PhoneOutlinedIcon fontSize="small" />
              <Typography>{phone}</Typography>
            </Stack>
          )}
        </Stack>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
          {business.business_description ||
            'Add a description in your profile: applicants read it on every job you post.'}
        </Typography>
      </CardContent>
    </Card>
  );
}
