import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';

export type ApplicantNavItem = {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Highlighted only on this exact path, not on the pages below it. */
  end?: boolean;
};

/** The applicant sidebar, top to bottom: every applicant page of SPEC §2. */
export const APPLICANT_NAV_ITEMS: readonly ApplicantNavItem[] = [
  {
    label: 'Overview',
    to: paths.applicant.dashboard.getHref(),
    icon: DashboardOutlinedIcon,
    end: true,
  },
  { label: 'Job Search', to: paths.applicant.jobSearch.getHref(), icon: SearchIcon },
  { label: 'Favorites', to: paths.applicant.favourites.getHref(), icon: FavoriteBorderIcon },
  {
    label: 'Saved Searches',
    to: paths.applicant.savedSearches.getHref(),
    icon: BookmarkBorderIcon,
  },
  {
    label: 'My Applications',
    to: paths.applicant.applications.getHref(),
    icon: AssignmentOutlinedIcon,
  },
  {
    label: 'Notification Settings',
    to: paths.applicant.notifications.getHref(),
    icon: NotificationsNoneOutlinedIcon,
  },
  { label: 'Profile', to: paths.applicant.profile.getHref(), icon: PersonOutlinedIcon },
  { label: 'Settings', to: paths.applicant.settings.getHref(), icon: SettingsOutlinedIcon },
];
