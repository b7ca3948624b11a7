import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NotificationSettings } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Placeholder } from '../../../components/feedback/placeholder';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
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
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        Notification Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Choose what we tell you about. Each change is saved at once.
      </Typography>
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message || NOTIFICATION_SETTINGS_ERROR}
        </Alert>
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
    </Box>
  );
}
