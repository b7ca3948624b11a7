import Paper from '@mui/material/Paper';
import type { NotificationSettings } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Placeholder } from '../../../components/feedback/placeholder';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { useToast } from '../../../components/toast/toast-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  NOTIFICATION_SETTINGS_ERROR,
  NOTIFICATION_SETTINGS_SAVED,
  notificationSettingsQueryOptions,
  useSaveNotificationSettings,
} from '../api/notification-settings';
import { NotificationSwitch } from '../components/notification-switch';

const SWITCHES: ReadonlyArray<{
  key: keyof NotificationSettings;
  label: string;
  description: string;
}> = [
  {
    key: 'new_job_matches',
    label: 'New Job Matches',
    description: 'New jobs that match one of your saved searches.',
  },
  {
    key: 'application_updates',
    label: 'Application Updates',
    description: 'Changes to the status of your applications.',
  },
  {
    key: 'interview_reminders',
    label: 'Interview Reminders',
    description: 'Reminders before an interview you have been invited to.',
  },
  {
    key: 'weekly_summary',
    label: 'Weekly Summary',
    description: 'A weekly round-up of your applications and new matching jobs.',
  },
];

/** /applicant/dashboard/notifications: the four switches of SPEC §2, saved as they change. */
export function NotificationSettingsPage() {
  useDocumentTitle('Notification Settings');
  const query = useQuery(notificationSettingsQueryOptions());
  const save = useSaveNotificationSettings();
  const toast = useToast();

  const change = (key: keyof NotificationSettings, on: boolean) => {
    if (!query.data) return;
    save.mutate(
      { ...query.data, [key]: on },
      {
        onSuccess: () => toast(NOTIFICATION_SETTINGS_SAVED, 'success'),
        onError: (error) => toast(error.message, 'error'),
      },
    );
  };

  return (
    <PageContainer maxWidth={760}>
      <PageHeader
        title="Notification Settings"
        subtitle="Choose what we tell you about. Each change is saved at once."
      />
      {query.isError && (
        <RetryAlert
          message={query.error.message || NOTIFICATION_SETTINGS_ERROR}
          onRetry={query.refetch}
        />
      )}
      {query.isPending && (
        <>
          <VisuallyHidden>
            <span role="status">Loading your notification settings...</span>
          </VisuallyHidden>
          <Placeholder height={320} radius={2} />
        </>
      )}
      {query.data && (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {SWITCHES.map(({ key, label, description }) => (
            <NotificationSwitch
              key={key}
              label={label}
              description={description}
              checked={query.data[key]}
              onChange={(on) => change(key, on)}
            />
          ))}
        </Paper>
      )}
    </PageContainer>
  );
}
