import { cx } from '../../theme/class-names';

/** A label that shortens on phones; the full text stays the button's accessible name. */
export function ResponsiveLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className={cx.fromSm}>{full}</span>
      <span aria-hidden className={cx.belowSm}>
        {short}
      </span>
    </>
  );
}
