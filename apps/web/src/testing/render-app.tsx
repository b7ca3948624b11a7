import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes, routes as appRoutes } from '../app/routes';
import { MuiScope } from '../theme/mui-scope';

type Seen = { location: Location | null; navigationType: NavigationType | null };

function LocationProbe({ onChange }: { onChange: (seen: Seen) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A layout effect runs within React's commit, before Testing Library's queries see the new
  // page, so a test never finds the next page while the probe still reports the old address.
  useLayoutEffect(() => {
    onChange({ location, navigationType });
  }, [location, navigationType, onChange]);
  return null;
}

/**
 * Renders the app's routes (or the given ones) in memory at `url`, with a fresh cache. Inside
 * Material UI's theme, which the app's own routes bring as they load: routes given here are
 * often a screen alone.
 */
export function renderApp(url: string, routes: RouteObject[] = appRoutes) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const seen: Seen = { location: null, navigationType: null };
  const remember = (now: Seen) => {
    Object.assign(seen, now);
  };
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MuiScope>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes routeTable={routes} />
          <LocationProbe onChange={remember} />
        </MemoryRouter>
      </MuiScope>
    </AppProvider>,
  );
  /** Where the user now is, as the address bar would show it. */
  const currentUrl = () => `${seen.location?.pathname ?? ''}${seen.location?.search ?? ''}`;
  return { ...result, queryClient, seen, currentUrl };
}
