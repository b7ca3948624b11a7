import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UserRole } from '@firstshift/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { CentredCard } from '../../../components/layout/centred-card';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GoogleNotice } from '../components/google-notice';
import { LoginAlternatives } from '../components/login-alternatives';
import { LoginForm } from '../components/login-form';
import { SessionExpiredNotice } from '../components/session-expired-notice';
import { SignedInNotice } from '../components/signed-in-notice';

export { GOOGLE_UNAVAILABLE_NOTICE } from '../components/google-notice';

// SPEC §2: the Job Seeker tab is index 0, the Business tab index 1.
const TABS: readonly { role: UserRole; label: string; intro: string }[] = [
  { role: 'applicant', label: 'Job Seeker', intro: 'Find and apply for jobs near you.' },
  { role: 'business', label: 'Business', intro: 'Post jobs and manage your applicants.' },
];

const tabId = (role: UserRole) => `login-tab-${role}`;
const panelId = (role: UserRole) => `login-panel-${role}`;

/** The one sign-in screen behind /applicant/login and /business/login; `role` picks the tab. */
export function LoginPage({ role }: { role: UserRole }) {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const index = Math.max(
    0,
    TABS.findIndex((tab) => tab.role === role),
  );
  const intro = TABS[index]?.intro;

  const switchTo = (value: number) => {
    const target = TABS[value]?.role;
    if (!target || target === role) return;
    void navigate(paths[target].login.getHref(next ?? undefined));
  };

  return (
    <CentredCard title="Sign in" intro={intro}>
      <Tabs
        value={index}
        onChange={(_event, value: number) => switchTo(value)}
        variant="fullWidth"
        aria-label="Account type"
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.role}
            label={tab.label}
            id={tabId(tab.role)}
            aria-controls={panelId(tab.role)}
          />
        ))}
      </Tabs>
      {/* Keyed by role: a tab switch starts from an empty form with no stale errors. */}
      <Stack
        key={role}
        spacing={3}
        role="tabpanel"
        id={panelId(role)}
        aria-labelledby={tabId(role)}
      >
        <SessionExpiredNotice />
        <SignedInNotice role={role} action="sign-in" />
        {role === 'applicant' && <GoogleNotice />}
        <LoginForm role={role} next={next} />
        <LoginAlternatives role={role} />
      </Stack>
    </CentredCard>
  );
}
