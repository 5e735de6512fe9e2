import { Spinner } from '@commons/shared/ui';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { GuardKind } from '../guards/guard-kinds';
import { RequireAuthentication } from '../guards/require-authentication';
import { BareLayout } from '../layout/bare-layout';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import { routeTable, type Frame, type Screen, type SiteRoute } from './route-table';

const frames: Record<Frame, ReactElement> = { bare: <BareLayout />, site: <SiteLayout /> };
const guards: Record<GuardKind, ReactElement | null> = { public: null, authenticated: <RequireAuthentication /> };

function screenElement(screen: Screen) {
  if ('remote' in screen) return <RemotePage id={screen.remote} />;
  const HostPage = screen.host;
  return (
    <Suspense fallback={<Spinner label="Loading" fill />}>
      <HostPage />
    </Suspense>
  );
}

const routeElements = (routes: SiteRoute[]) =>
  routes.map(({ path, screen }) => <Route key={path} path={path} element={screenElement(screen)} />);

/** The route table as router routes: each frame, then each guard, then the screens. */
export function SiteRoutes() {
  return (
    <Routes>
      {(Object.keys(frames) as Frame[]).map((frame) => (
        <Route key={frame} element={frames[frame]}>
          {(Object.keys(guards) as GuardKind[]).map((guard) => {
            const routes = routeElements(routeTable.filter((route) => route.frame === frame && route.guard === guard));
            const element = guards[guard];
            return element ? (
              <Route key={guard} element={element}>
                {routes}
              </Route>
            ) : (
              routes
            );
          })}
        </Route>
      ))}
    </Routes>
  );
}
