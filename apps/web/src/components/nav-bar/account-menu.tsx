import { Suspense, useId, useState, type ReactNode } from 'react';
import { muiLazy, preloadMuiScope } from '../../lib/mui-lazy';
import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
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
const AccountMenuList = muiLazy(() => loadMenuList().then((m) => m.default));
const preloadMenuList = () => void Promise.all([loadMenuList(), preloadMuiScope()]);

export function AccountMenu({ label, accessibleLabel, items, variant = 'text', startIcon }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const open = anchor !== null;

  return (
    <>
      <PlainButton
        id={`${id}-button`}
        variant={variant}
        aria-label={accessibleLabel}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onPointerEnter={preloadMenuList}
        onFocus={preloadMenuList}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={startIcon}
        endIcon={<ExpandMoreIcon />}
        className={cx.accountButton}
      >
        <span className={cx.accountButtonLabel}>{label}</span>
      </PlainButton>
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
