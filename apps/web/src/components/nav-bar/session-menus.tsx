import type { Session } from '../../lib/session';
import { paths } from '../../config/paths';
import { PersonOutlinedIcon } from '../plain-icons';
import { AccountMenu } from './account-menu';
import { postJobHref } from './post-job-href';
import { ResponsiveLabel } from './responsive-label';

type SignedInProps = { session: Session | null; onLogout: () => void };

export function SignedOutMenu() {
  return (
    <AccountMenu
      variant="contained"
      accessibleLabel="Sign In / Create Account"
      label={<ResponsiveLabel full="Sign In / Create Account" short="Sign In" />}
      items={[
        { label: 'Sign In', to: paths.applicant.login.getHref() },
        { label: 'Create Account', to: paths.applicant.register.getHref() },
        { label: 'Business Login', to: paths.business.login.getHref() },
        { label: 'Post a Job', to: postJobHref(null) },
      ]}
    />
  );
}

type MenuLink = { label: string; to: string };

/** A signed-in account menu: the person's name, their links, then Logout below a divider. */
function SignedInMenu({
  label,
  links,
  onLogout,
}: {
  label: string;
  links: MenuLink[];
  onLogout: () => void;
}) {
  return (
    <AccountMenu
      variant="outlined"
      startIcon={<PersonOutlinedIcon />}
      label={label}
      items={[...links, { label: 'Logout', onSelect: onLogout, divided: true }]}
    />
  );
}

export function ApplicantMenu({ session, onLogout }: SignedInProps) {
  return (
    <SignedInMenu
      label={session?.firstName || 'Applicant'}
      onLogout={onLogout}
      links={[
        { label: 'Dashboard', to: paths.applicant.dashboard.getHref() },
        { label: 'My Applications', to: paths.applicant.applications.getHref() },
        { label: 'Notification Settings', to: paths.applicant.notifications.getHref() },
        { label: 'Settings', to: paths.applicant.settings.getHref() },
      ]}
    />
  );
}

/** A business's menu: Dashboard, the bar's own link, then Logout. */
function BusinessSignedInMenu({ session, onLogout, link }: SignedInProps & { link: MenuLink }) {
  return (
    <SignedInMenu
      label={session?.name || 'Business'}
      onLogout={onLogout}
      links={[{ label: 'Dashboard', to: paths.business.dashboard.getHref() }, link]}
    />
  );
}

/** The public bar's business menu (SPEC §2: Dashboard, Post a Job, Logout). */
export function BusinessMenu(props: SignedInProps) {
  return (
    <BusinessSignedInMenu
      {...props}
      link={{ label: 'Post a Job', to: postJobHref(props.session) }}
    />
  );
}

/** The business bar's compact menu (SPEC §2: Dashboard, Profile, Logout). */
export function BusinessAccountMenu(props: SignedInProps) {
  return (
    <BusinessSignedInMenu
      {...props}
      link={{ label: 'Profile', to: paths.business.profile.getHref() }}
    />
  );
}
