import { paths } from '../../config/paths';
import { useClock } from '../../lib/page-state';
import { useSession } from '../../lib/use-session';
import { cx } from '../../theme/class-names';
import { postJobHref } from '../nav-bar/post-job-href';
import { PlainLink } from '../plain-link';

type FooterLink = { label: string; to: string };

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <section aria-label={title}>
      <h2 className={`${cx.subtitle2} ${cx.footerHeading}`}>{title}</h2>
      <ul className={cx.footerLinks}>
        {links.map((link) => (
          <li key={link.label}>
            <PlainLink to={link.to} className={cx.footerLink}>
              {link.label}
            </PlainLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Role = NonNullable<ReturnType<typeof useSession>>['role'];

/** A job seeker's ways in, or, signed in as one, to their own pages. */
function seekerLinks(role: Role | undefined): FooterLink[] {
  const browse = { label: 'Browse jobs', to: paths.jobs.getHref() };
  if (role === 'applicant') {
    return [
      browse,
      { label: 'My dashboard', to: paths.applicant.dashboard.getHref() },
      { label: 'My applications', to: paths.applicant.applications.getHref() },
    ];
  }
  if (role === 'business') return [browse];
  return [
    browse,
    { label: 'Create account', to: paths.applicant.register.getHref() },
    { label: 'Sign in', to: paths.applicant.login.getHref() },
  ];
}

/** A business's ways in, or, signed in as one, to its dashboard. */
function businessLinks(role: Role | undefined): FooterLink[] {
  if (role === 'business') return [{ label: 'Dashboard', to: paths.business.dashboard.getHref() }];
  if (role === 'applicant') return [];
  return [
    { label: 'Business login', to: paths.business.login.getHref() },
    { label: 'Register your business', to: paths.business.register.getHref() },
  ];
}

/**
 * Every page's footer: what FirstShift is, and the ways in for seekers and businesses; once
 * signed in, the ways to one's own pages instead of signing in again.
 */
export function Footer() {
  const session = useSession();
  const { now } = useClock();
  return (
    <footer className={cx.footer}>
      <div className={cx.container}>
        <div className={cx.footerGrid}>
          <div className={cx.footerAbout}>
            <p className={`${cx.body1} ${cx.footerBrand}`}>FirstShift</p>
            <p className={`${cx.body1} ${cx.footerBlurb}`}>
              Local internships, part-time, seasonal and volunteer jobs for students and part-time
              seekers, from businesses in your neighborhood.
            </p>
          </div>
          <LinkColumn title="Job seekers" links={seekerLinks(session?.role)} />
          <LinkColumn
            title="Businesses"
            links={[
              { label: 'Post a job', to: postJobHref(session) },
              ...businessLinks(session?.role),
            ]}
          />
        </div>
        <p className={`${cx.body2} ${cx.footerCopyright}`}>
          © {(now === undefined ? new Date() : new Date(now)).getFullYear()} FirstShift
        </p>
      </div>
    </footer>
  );
}
