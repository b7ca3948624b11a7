import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { NAV_BAR_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../theme/layout';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { APPLICANT_NAV_ITEMS } from './applicant-nav-items';

type Props = {
  collapsed: boolean;
  /** Narrow screens: the opened sidebar floats over the page instead of squeezing it. */
  overlay: boolean;
  onToggle: () => void;
  onNavigate: () => void;
};

const widthTransition = 'width 200ms ease';

/** The applicant pages' navigation: labels and icons, or icons with tooltips when collapsed. */
export function ApplicantSidebar({ collapsed, overlay, onToggle, onNavigate }: Props) {
  const listId = useId();
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const floating = overlay && !collapsed;
  return (
    <Box
      sx={{
        width: overlay ? SIDEBAR_COLLAPSED_WIDTH : width,
        flexShrink: 0,
        transition: widthTransition,
        // The column stays white to the bottom of a long page, below the sticky panel.
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="nav"
        aria-label="Dashboard"
        data-testid="applicant-sidebar"
        sx={{
          position: 'sticky',
          top: NAV_BAR_HEIGHT,
          height: `calc(100vh - ${NAV_BAR_HEIGHT}px)`,
          width,
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: floating ? 1 : 0,
          borderColor: 'divider',
          transition: widthTransition,
          zIndex: floating ? 'drawer' : 'auto',
          boxShadow: floating ? 8 : 'none',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
          <IconButton
            onClick={onToggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={listId}
          >
            {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
          </IconButton>
        </Box>
        <List id={listId} sx={{ pt: 0 }}>
          {APPLICANT_NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
            <ListItem key={to} disablePadding sx={{ display: 'block' }}>
              <Tooltip title={collapsed ? label : ''} placement="right">
                <ListItemButton
                  component={NavLink}
                  to={to}
                  end={end}
                  onClick={overlay ? onNavigate : undefined}
                  aria-label={collapsed ? label : undefined}
                  sx={{
                    minHeight: 48,
                    mx: 1,
                    // Room for "Notification Settings" whole in 240 px; the icon centred collapsed.
                    px: collapsed ? 2 : 1.5,
                    borderRadius: 1,
                    '&.active': {
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                      fontWeight: 600,
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5 }}>
                    <Icon />
                  </ListItemIcon>
                  {!collapsed && (
                    <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
                  )}
                </ListItemButton>
              </Tooltip>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
