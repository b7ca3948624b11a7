import Paper from '@mui/material/Paper';
import type { UserProfile } from '@firstshift/domain';
import type { ComponentType } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UserProfileGate } from '../feedback/user-profile-gate';
import { PageContainer } from '../layout/page-container';
import { PageHeader } from '../layout/page-header';

type Props = {
  title: string;
  subtitle: string;
  /** The form, given the signed-in user's profile once it has loaded. */
  Form: ComponentType<{ profile: UserProfile }>;
};

/**
 * A profile screen, the applicant's or the business's: its heading (also the document's title)
 * over its form on a card.
 */
export function ProfilePage({ title, subtitle, Form }: Props) {
  useDocumentTitle(title);
  return (
    <PageContainer maxWidth={880}>
      <PageHeader title={title} subtitle={subtitle} />
      <UserProfileGate>
        {(profile) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <Form profile={profile} />
          </Paper>
        )}
      </UserProfileGate>
    </PageContainer>
  );
}
