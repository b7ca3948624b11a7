import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cx } from '../../theme/class-names';

/** The logo and the name, linking home. */
export function BrandLink() {
  return (
    <Link to={paths.home.getHref()} className={cx.brand}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>FirstShift</span>
    </Link>
  );
}
