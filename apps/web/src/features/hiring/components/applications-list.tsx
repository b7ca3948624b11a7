import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { type JobApplicationRow, formatRelativeTime } from '@firstshift/domain';
import { Link } from 'react-router';
import { ApplicationNewsChips } from '../../../components/conversation/application-news-chips';
import { paths } from '../../../config/paths';
import { BusinessStatusChip } from './business-status-chip';

/** One job's applications, newest first: who, when, where each stands, and which are new. */
export function ApplicationsList({ applications }: { applications: JobApplicationRow[] }) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Applications">
        {applications.map((application, index) => {
          const name = `${application.first_name} ${application.last_name}`;
          return (
            <ListItem key={application.id} disablePadding divider={index < applications.length - 1}>
              <ListItemButton
                component={Link}
                to={paths.business.application.getHref(application.id)}
                aria-label={`${name}, ${application.is_new ? 'new, ' : ''}open the application`}
                sx={{ py: 1.5, gap: { xs: 1, sm: 2 } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: application.is_new ? 800 : 600 }} noWrap>
                      {name}
                    </Typography>
                    {application.is_new && <Chip label="New" color="secondary" size="small" />}
                    {application.has_resume && (
                      <AttachFileIcon fontSize="small" titleAccess="Resume attached" />
                    )}
                  </Stack>
                  <Typography variant="body2" color="textSecondary">
                    {application.age !== null && `Age ${application.age} · `}
                    Applied {formatRelativeTime(application.applied_at)}
                    {application.status !== 'applied' &&
                      ` · updated ${formatRelativeTime(application.status_changed_at)}`}
                  </Typography>
                  <ApplicationNewsChips
                    interview={application.interview}
                    unread={application.unread_messages}
                    reader="business"
                  />
                </Box>
                <BusinessStatusChip status={application.status} />
                <ChevronRightIcon aria-hidden color="action" />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
