import { cx } from '../../theme/class-names';
import { Placeholder } from '../feedback/placeholder';

/** Placeholder with a JobCard's shape while jobs load; hidden from assistive technology. */
export function JobCardSkeleton() {
  return (
    <div aria-hidden className={`${cx.card} ${cx.jobCard}`}>
      <div className={cx.jobCardSkeletonContent}>
        <Placeholder width="70%" height={22} />
        <Placeholder width="45%" height={16} mt={1} />
        <div className={`${cx.stack1} ${cx.jobCardSkeletonFacts}`}>
          <Placeholder width="55%" height={14} />
          <Placeholder width="40%" height={14} />
          <Placeholder width="35%" height={14} />
        </div>
        <div className={cx.jobCardSkeletonTags}>
          <Placeholder width={72} height={24} radius={3} />
          <Placeholder width={88} height={24} radius={3} />
          <Placeholder width={64} height={24} radius={3} />
        </div>
      </div>
    </div>
  );
}
