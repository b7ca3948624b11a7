import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@firstshift/domain';
import { paths } from '../../../config/paths';
import { OverviewCard } from './overview-card';
import { profileChecklist } from './profile-checklist';

type Props = { profile: UserProfile | undefined; error: string | null };

/** How complete the profile is, item by item, with the way to finish it. */
export function ProfileCard({ profile, error }: Props) {
  const items = profile ? profileChecklist(profile) : [];
  const missing = items.filter((item) => !item.done).length;
  const complete = profile !== undefined && missing === 0;
  return (
    <OverviewCard
      icon={<PersonOutlinedIcon />}
      title={complete ? 'Your profile' : 'Complete your profile'}
      action={{
        label: complete ? 'Review profile' : 'Complete profile',
        to: paths.applicant.profile.getHref(),
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {!profile && !error && <Skeleton variant="rounded" height={120} />}
      {profile && (
        <>
          <Typography variant="body2" color="textSecondary">
            {complete
              ? 'Everything employers need is filled in.'
              : 'Employers see these details when you apply.'}
          </Typography>
          <List dense disablePadding aria-label="Profile details">
            {items.map((item) => (
              <ListItem
                key={item.label}
                disableGutters
                secondaryAction={
                  <Typography
                    variant="body2"
                    color={item.done ? 'text.secondary' : 'text.primary'}
                    sx={{ fontWeight: item.done ? 400 : 600 }}
                  >
                    {item.done ? 'Added' : 'Missing'}
                  </Typography>
                }
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {item.done ? (
                    <CheckCircleIcon color="success" fontSize="small" />
                  ) : (
                    <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </OverviewCard>
  );
}
