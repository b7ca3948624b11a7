import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useId, useState } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router';
import { BottomSheet } from '../../components/feedback/bottom-sheet';
import { APPLICANT_NAV_ITEMS, type ApplicantNavItem } from './applicant-nav-items';

/** What fits a phone's bar, by label; the rest open from "More". */
const ON_THE_BAR = ['Overview', 'Job Search', 'Favorites', 'My Applications'];
/** Shorter names where the bar's fifth of a phone is too narrow for the full one. */
const BAR_LABELS: Record<string, string> = {
  'My Applications': 'Applications',
  'Job Search': 'Search',
};

export const BOTTOM_NAV_HEIGHT = 64;

const isCurrent = (item: ApplicantNavItem, pathname: string) =>
  matchPath({ path: item.to, end: item.end ?? false }, pathname) !== null;

/**
 * The applicant pages on a phone: the four most used ones named on a bar at the bottom, within
 * reach of a thumb, and "More" for the others, also with their names (an icon rail leaves a
 * new user guessing).
 */
export function ApplicantBottomNav() {
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const onBar = APPLICANT_NAV_ITEMS.filter((item) => ON_THE_BAR.includes(item.label));
  const inMore = APPLICANT_NAV_ITEMS.filter((item) => !ON_THE_BAR.includes(item.label));
  const current = APPLICANT_NAV_ITEMS.find((item) => isCurrent(item, pathname));
  const value = current && onBar.includes(current) ? current.to : 'more';

  return (
    <Paper
      component="nav"
      aria-label="Dashboard"
      data-testid="applicant-bottom-nav"
      data-bottom-nav
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={value} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {onBar.map((item) => (
          <BottomNavigationAction
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.end}
            value={item.to}
            label={BAR_LABELS[item.label] ?? item.label}
            aria-label={item.label}
            icon={<item.icon />}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
        <BottomNavigationAction
          value="more"
          label="More"
          icon={<MoreHorizIcon />}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          aria-controls={moreOpen ? moreId : undefined}
          onClick={() => setMoreOpen(true)}
          sx={{ minWidth: 0, px: 0.5 }}
        />
      </BottomNavigation>
      <BottomSheet id={moreId} open={moreOpen} onClose={() => setMoreOpen(false)} title="More">
        <List>
          {inMore.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onClick={() => setMoreOpen(false)}
                sx={{ minHeight: 52, '&.active': { color: 'primary.main', fontWeight: 600 } }}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <item.icon />
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </BottomSheet>
    </Paper>
  );
}
