import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import type { AccountMenuItem } from './account-menu';

type Props = {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  items: AccountMenuItem[];
  onClose: () => void;
};

/** The opened account menu; loaded on first use so the menu code stays off the first page load. */
export default function AccountMenuList({ id, buttonId, anchor, items, onClose }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {items.flatMap((item) => {
        if ('to' in item) {
          return [
            <MenuItem key={item.label} component={Link} to={item.to} onClick={onClose}>
              {item.label}
            </MenuItem>,
          ];
        }
        const entry = (
          <MenuItem
            key={item.label}
            onClick={() => {
              onClose();
              item.onSelect();
            }}
          >
            {item.label}
          </MenuItem>
        );
        return item.divided ? [<Divider key={`${item.label}-divider`} />, entry] : [entry];
      })}
    </Menu>
  );
}
