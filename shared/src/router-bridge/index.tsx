import { NavigationProvider, type Navigation } from '@commons/shared/navigation';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * Puts the react-router around it behind `@commons/shared/navigation`. Built into each app that
 * owns a router (the host, a remote's standalone shell, the test kit) and never shared: the
 * router it reads is that app's own. Mounted once under the router, and again inside each
 * route whose page reads route parameters.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash, state } = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ location: { pathname, search, hash, state }, params, navigate: (to, options) => navigate(to, options) }),
    [pathname, search, hash, state, params, navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
