import type { ReactNode } from 'react';
import { cx } from '../theme/class-names';

/** One fact under a page's title (a job's or a company's), with its icon. */
export function HeaderFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={cx.jobHeaderFact}>
      {icon}
      <span className={cx.body1}>{children}</span>
    </div>
  );
}
