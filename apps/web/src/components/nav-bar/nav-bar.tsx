import { Suspense } from 'react';
import { paths } from '../../config/paths';
import { muiLazy } from '../../lib/mui-lazy';
import { useSession } from '../../lib/use-session';
import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
import { AddIcon, ArrowBackIcon } from '../plain-icons';
import { BrandLink } from './brand-link';
import { postJobHref } from './post-job-href';
import { ResponsiveLabel } from './responsive-label';
import { ApplicantMenu, BusinessAccountMenu, BusinessMenu, SignedOutMenu } from './session-menus';
import { useLogout } from './use-logout';

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

// Only signed-in users have notifications: the landing page's first load does not carry it.
const NotificationsBell = muiLazy(() =>
  import('../notifications/notifications-bell').then((m) => m.NotificationsBell),
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
      // inline-block, not flex: text-overflow only shortens a long name with "…" in a block.
      <span className={`${cx.body1} ${cx.secondary} ${cx.navGreeting}`}>{text}</span>
    );

  const postButton = (label: string, to: string) =>
    hidePostButton ? null : (
      <PlainButton to={to} variant="outlined" startIcon={<AddIcon />} className={cx.fromMd}>
        {label}
      </PlainButton>
    );

  let actions;
  if (variant === 'business') {
    const compact = showBackButton || hidePostButton;
    actions = (
      <>
        {greeting(`Welcome, ${session?.name || 'Business'}`)}
        {bell}
        {showBackButton && (
          <PlainButton
            to={paths.business.dashboard.getHref()}
            startIcon={<ArrowBackIcon />}
            aria-label="Back to Dashboard"
            // An arrow alone on phones, where the bar also holds the bell and the menu.
            className={cx.navBackButton}
          >
            <ResponsiveLabel full="Back to Dashboard" short="" />
          </PlainButton>
        )}
        {compact ? (
          <BusinessAccountMenu session={session} onLogout={logout} />
        ) : (
          <>
            <PlainButton
              to={paths.business.newJob.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
              aria-label="Post New Job"
            >
              <ResponsiveLabel full="Post New Job" short="Post" />
            </PlainButton>
            <PlainButton variant="outlined" onClick={logout}>
              Logout
            </PlainButton>
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
