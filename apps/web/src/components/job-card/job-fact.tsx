import type { ReactNode } from 'react';
import { cx } from '../../theme/class-names';

/** One line of a job card: a small icon and a fact (place, applicants, posted). */
export function JobFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={cx.jobCardFact}>
      {icon}
      <span className={cx.body2}>{children}</span>
    </div>
  );
}
