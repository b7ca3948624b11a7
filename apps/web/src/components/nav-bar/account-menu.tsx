import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { ExpandMoreIcon } from '../plain-icons';

export type AccountMenuItem =
  { label: string; to: string } | { label: string; onSelect: () => void; divided?: boolean };

type Props = {
  /** What the button shows; `accessibleLabel` names it when the text alone is ambiguous. */
  label: ReactNode;
  accessibleLabel?: string;
  items: AccountMenuItem[];
  variant?: 'text' | 'outlined' | 'contained';
  startIcon?: ReactNode;
};

const loadMenuList = () => import('./account-menu-list');
const AccountMenuList = lazy(loadMenuList);

export function AccountMenu({ label, accessibleLabel, items, variant = 'text', startIcon }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={`${id}-button`}
        variant={variant}
        color="primary"
        aria-label={accessibleLabel}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={startIcon}
        endIcon={<ExpandMoreIcon />}
        sx={{
          whiteSpace: 'nowrap',
          minWidth: 0,
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: { xs: 140, sm: 240 } }}
        >
          {label}
        </Box>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={`${id}-menu`}
            buttonId={`${id}-button`}
            anchor={anchor}
            items={items}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
