import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';

export type ApplicantNavItem = {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Highlighted only on this exact path, not on the pages below it. */
  end?: boolean;
};

/**
 * The applicant sidebar, top to bottom. A new applicant page is one more entry here (job
 * search, favourites, saved searches, applications and notifications join when they exist).
 */
export const APPLICANT_NAV_ITEMS: readonly ApplicantNavItem[] = [
  {
    label: 'Overview',
    to: paths.applicant.dashboard.getHref(),
    icon: DashboardOutlinedIcon,
    end: true,
  },
  { label: 'Browse Jobs', to: paths.jobs.getHref(), icon: WorkOutlinedIcon },
  { label: 'Profile', to: paths.applicant.profile.getHref(), icon: PersonOutlinedIcon },
  { label: 'Settings', to: paths.applicant.settings.getHref(), icon: SettingsOutlinedIcon },
];
