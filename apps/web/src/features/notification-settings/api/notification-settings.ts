import type { NotificationSettings } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantKeys } from '../../../lib/applicant-keys';
import { apiQueryOptions, sendJson } from '../../../lib/api-query';

export const NOTIFICATION_SETTINGS_ERROR = 'Failed to fetch notification settings';
export const SAVE_NOTIFICATION_SETTINGS_ERROR = 'Failed to save notification settings';
export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';

/** GET /applicant/notification-settings (SPEC §9's defaults until first saved). */
export function notificationSettingsQueryOptions() {
  return apiQueryOptions<NotificationSettings>(
    applicantKeys.notificationSettings(),
    '/applicant/notification-settings',
    { fallbackMessage: NOTIFICATION_SETTINGS_ERROR, networkMessage: NOTIFICATION_SETTINGS_ERROR },
  );
}

/**
 * PUT /applicant/notification-settings with all four switches. The switch moves at once; a
 * failure moves it back.
 */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const key = applicantKeys.notificationSettings();
  return useMutation({
    mutationFn: sendJson<NotificationSettings, NotificationSettings>(
      'PUT',
      '/applicant/notification-settings',
      {
        fallbackMessage: SAVE_NOTIFICATION_SETTINGS_ERROR,
        networkMessage: SAVE_NOTIFICATION_SETTINGS_ERROR,
      },
    ),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationSettings>(key);
      client.setQueryData(key, settings);
      return previous;
    },
    onError: (_error, _settings, previous) => {
      if (previous) client.setQueryData(key, previous);
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
