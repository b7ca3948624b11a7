import { NavBar } from '../../components/nav-bar/nav-bar';
import { SiteLayout } from './site-layout';

/** Public pages: the public nav bar, the page, the footer. */
export function PublicLayout() {
  return <SiteLayout navBar={<NavBar />} />;
}
