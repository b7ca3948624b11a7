import { paths } from '../../config/paths';
import { cx } from '../../theme/class-names';
import { PlainLink } from '../plain-link';

/** The logo and the name, linking home. */
export function BrandLink() {
  return (
    <PlainLink to={paths.home.getHref()} className={cx.brand}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>FirstShift</span>
    </PlainLink>
  );
}
