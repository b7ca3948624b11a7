import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone, type BusinessApplication } from '@firstshift/domain';
import type { ReactNode } from 'react';

const AVAILABILITY_TEXT = { immediately: 'Immediately', '2weeks': 'In 2 weeks' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const orNone = (text: string | null) => text?.trim() || 'Not given';

/**
 * The applicant's age, and for one under 16 the federal limits on their hours, which the
 * business must keep whatever the job's shifts (29 CFR 570.35).
 */
function ageText(age: number | null): string {
  if (age === null) return 'Not given';
  if (age < 16) {
    return `${age}: under 16, so the federal limits on hours for 14- and 15-year-olds apply (no school hours, at most 3 hours on a school day and 18 in a school week).`;
  }
  if (age < 18) return `${age}: under 18, so hazardous work is off limits.`;
  return String(age);
}

/** Everything the applicant sent with the application, in the Apply page's order. */
export function ApplicationDetails({ application: a }: { application: BusinessApplication }) {
  const address = [a.street_address, a.city, [a.state, a.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Section title="Contact">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Field label="Email">
            <Link href={`mailto:${a.email}`}>{a.email}</Link>
          </Field>
          <Field label="Phone">
            {a.phone_number ? (
              <Link href={`tel:${a.phone_number}`}>{formatPhone(a.phone_number)}</Link>
            ) : (
              'Not given'
            )}
          </Field>
          <Field label="Address">{address || 'Not given'}</Field>
          <Field label="Age">{ageText(a.age)}</Field>
          <Field label="Availability">
            {a.availability ? AVAILABILITY_TEXT[a.availability] : 'Not given'}
          </Field>
          {/* The question the applicant answered on the Apply page, read from this side. */}
          <Field label="May you contact them by email or phone about this application?">
            {a.contact_permission === null ? 'Not answered' : a.contact_permission ? 'Yes' : 'No'}
          </Field>
        </Box>
      </Section>
      <Section title="Cover Letter">
        <Field label="In their words">{orNone(a.cover_letter)}</Field>
      </Section>
      <Section title="Experience and Education">
        <Field label="Relevant experience">{orNone(a.relevant_experience)}</Field>
        <Field label="Education">{orNone(a.education)}</Field>
        <Field label="References">{orNone(a.references)}</Field>
      </Section>
    </Stack>
  );
}
