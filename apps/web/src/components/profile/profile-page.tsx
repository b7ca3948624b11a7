import Paper from '@mui/material/Paper';
import type { UserProfile } from '@firstshift/domain';
import type { ReactNode } from 'react';
import { UserProfileGate } from '../feedback/user-profile-gate';
import { PageContainer } from '../layout/page-container';
import { PageHeader } from '../layout/page-header';

type Props = {
  title: string;
  subtitle: string;
  /** The form, given the signed-in user's profile once it has loaded. */
  children: (profile: UserProfile) => ReactNode;
};

/** A profile screen, the applicant's or the business's: its heading over its form on a card. */
export function ProfilePage({ title, subtitle, children }: Props) {
  return (
    <PageContainer maxWidth={880}>
      <PageHeader title={title} subtitle={subtitle} />
      <UserProfileGate>
        {(profile) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            {children(profile)}
          </Paper>
        )}
      </UserProfileGate>
    </PageContainer>
  );
}
