import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { type Notifications, formatRelativeTime } from '@firstshift/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';

export const notificationsKey = ['notifications'] as const;
/** New applications and status changes show up within a minute without a reload. */
const POLL_MS = 60_000;

/**
 * The bell of a signed-in user's bar: the unread count, and a menu of the newest notifications
 * (new applications for a business, status changes for an applicant), each leading to its page.
 */
export function NotificationsBell() {
  const id = useId();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isApplicant = useSession()?.role === 'applicant';
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiRequest<Notifications>('/notifications', { signal }),
    refetchInterval: POLL_MS,
  });
  const markRead = useMutation({
    mutationFn: () => apiRequest('/notifications/read', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
  const unread = query.data?.unread ?? 0;
  const notifications = query.data?.notifications ?? [];
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="primary"
      >
        <Badge badgeContent={unread} color="secondary" max={99}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          list: { 'aria-labelledby': `${id}-button`, dense: true },
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 16px)' } },
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Notifications</Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markRead.mutate()} loading={markRead.isPending}>
              Mark all as read
            </Button>
          )}
        </Box>
        <Divider />
        {notifications.length === 0 && (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            {query.isError ? query.error.message : 'No notifications yet'}
          </MenuItem>
        )}
        {notifications.map((notification) => (
          <MenuItem
            key={notification.id}
            component={Link}
            to={notification.link ?? '#'}
            onClick={close}
            sx={{ display: 'block', whiteSpace: 'normal', py: 1.25 }}
          >
            <Typography variant="body2" sx={{ fontWeight: notification.read ? 500 : 800 }}>
              {notification.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {notification.body}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {formatRelativeTime(notification.created_at)}
            </Typography>
          </MenuItem>
        ))}
        {isApplicant && <Divider />}
        {isApplicant && (
          <MenuItem component={Link} to={paths.applicant.notifications.getHref()} onClick={close}>
            Notification Settings
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
