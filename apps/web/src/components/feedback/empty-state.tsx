import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** A large muted icon above the title. */
  icon?: SvgIconComponent;
  title: string;
  /** 'p' where the list around it already has its own heading. */
  titleComponent?: 'h2' | 'p';
  /** The one sentence: why the list is empty, or what to do about it. */
  children: ReactNode;
  /** The way forward; an outlined one is a quieter suggestion, at normal size. */
  action?: { label: string; to: string; startIcon?: ReactNode; variant?: 'contained' | 'outlined' };
  /** Under the action: further, smaller ways on. */
  more?: ReactNode;
};

/**
 * What a list shows when there is nothing in it yet: one look for every screen, so an empty
 * dashboard, favourites or search result reads the same way and always offers the next step.
 */
export function EmptyState({
  icon: Icon,
  title,
  titleComponent = 'h2',
  children,
  action,
  more,
}: Props) {
  const variant = action?.variant ?? 'contained';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      {Icon && <Icon sx={{ fontSize: 48, color: 'text.secondary' }} />}
      <Typography variant="h3" component={titleComponent} sx={{ mt: Icon ? 1 : 0 }}>
        {title}
      </Typography>
      <Typography
        color="textSecondary"
        sx={{ mt: 1, mb: action ? 3 : 0, maxWidth: 520, mx: 'auto' }}
      >
        {children}
      </Typography>
      {action && (
        <Button
          component={Link}
          to={action.to}
          variant={variant}
          size={variant === 'contained' ? 'large' : 'medium'}
          startIcon={action.startIcon}
        >
          {action.label}
        </Button>
      )}
      {more}
    </Paper>
  );
}
