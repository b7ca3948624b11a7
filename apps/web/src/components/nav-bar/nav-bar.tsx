import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { cx } from '../../theme/class-names';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/use-session';
import { BrandLink } from './brand-link';
import { postJobHref } from './post-job-href';
import { ResponsiveLabel } from './responsive-label';
import { ApplicantMenu, BusinessAccountMenu, BusinessMenu, SignedOutMenu } from './session-menus';
import { useLogout } from './use-logout';
import { AddIcon } from '../plain-icons';

export type NavBarProps = {
  /** public: menu chosen from the stored token and role; applicant / business: that bar. */
  variant?: 'public' | 'applicant' | 'business';
  hidePostButton?: boolean;
  hideGreeting?: boolean;
  /** Business bar: also offer "Back to Dashboard". */
  showBackButton?: boolean;
  /** The page's content width (default), or 'none' to span the window (layouts with a sidebar). */
  maxWidth?: 'page' | 'none';
};

const hideOnPhones = { display: { xs: 'none', md: 'inline-flex' } } as const;

// Only signed-in users have notifications: the landing page's first load does not carry it.
const NotificationsBell = lazy(() =>
  import('../notifications/notifications-bell').then((m) => ({ default: m.NotificationsBell })),
);

export function NavBar({
  variant = 'public',
  hidePostButton = false,
  hideGreeting = false,
  showBackButton = false,
  maxWidth = 'page',
}: NavBarProps) {
  const session = useSession();
  const onLogout = useLogout();
  const logout = () => void onLogout();
  const greetingName = session?.firstName || session?.name;
  const bell = session ? (
    <Suspense fallback={null}>
      <NotificationsBell />
    </Suspense>
  ) : null;

  const greeting = (text: string) =>
    hideGreeting ? null : (
      <Typography
        component="span"
        color="textSecondary"
        noWrap
        // inline-block, not flex: text-overflow only shortens a long name with "…" in a block.
        sx={{ display: { xs: 'none', md: 'inline-block' }, maxWidth: 220 }}
      >
        {text}
      </Typography>
    );

  const postButton = (label: string, to: string) =>
    hidePostButton ? null : (
      <Button component={Link} to={to} variant="outlined" startIcon={<AddIcon />} sx={hideOnPhones}>
        {label}
      </Button>
    );

  let actions;
  if (variant === 'business') {
    const compact = showBackButton || hidePostButton;
    actions = (
      <>
        {greeting(`Welcome, ${session?.name || 'Business'}`)}
        {bell}
        {showBackButton && (
          <Button
            component={Link}
            to={paths.business.dashboard.getHref()}
            startIcon={<ArrowBackIcon />}
            aria-label="Back to Dashboard"
            // An arrow alone on phones, where the bar also holds the bell and the menu.
            sx={{
              minWidth: 0,
              px: { xs: 1, sm: 2 },
              '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
            }}
          >
            <ResponsiveLabel full="Back to Dashboard" short="" />
          </Button>
        )}
        {compact ? (
          <BusinessAccountMenu session={session} onLogout={logout} />
        ) : (
          <>
            <Button
              component={Link}
              to={paths.business.newJob.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
              aria-label="Post New Job"
            >
              <ResponsiveLabel full="Post New Job" short="Post" />
            </Button>
            <Button variant="outlined" onClick={logout}>
              Logout
            </Button>
          </>
        )}
      </>
    );
  } else if (variant === 'applicant') {
    actions = (
      <>
        {bell}
        <ApplicantMenu session={session} onLogout={logout} />
      </>
    );
  } else {
    actions = (
      <>
        {session && greetingName && greeting(`Hi, ${greetingName}`)}
        {postButton('Post a Job', postJobHref(session))}
        {bell}
        {!session && <SignedOutMenu />}
        {session?.role === 'business' && <BusinessMenu session={session} onLogout={logout} />}
        {session && session.role !== 'business' && (
          <ApplicantMenu session={session} onLogout={logout} />
        )}
      </>
    );
  }

  return (
    <header className={cx.navBar}>
      <div className={maxWidth === 'none' ? `${cx.navBarRow} ${cx.navBarRowFull}` : cx.navBarRow}>
        <BrandLink />
        <div className={cx.navBarSpacer} />
        <nav aria-label="Account" className={cx.navBarActions}>
          {actions}
        </nav>
      </div>
    </header>
  );
}
