import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guards/route-guard';
import { BareLayout } from '../layout/bare-layout';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import { DocumentMeta } from './document-meta';
import { routeTable, type Frame, type Screen, type SiteRoute } from './route-table';

const frames: Record<Frame, ReactElement> = { bare: <BareLayout />, site: <SiteLayout /> };

function screenElement(screen: Screen) {
  if ('remote' in screen) return <RemotePage id={screen.remote} />;
  const HostPage = screen.host;
  return <HostPage />;
}

// Keyed by path: each route mounts its own guard, so every navigation re-checks the account.
const routeElements = (routes: SiteRoute[]) =>
  routes.map(({ path, screen, access }) => (
    <Route
      key={path}
      path={path}
      element={
        <RouteGuard key={path} access={access}>
          <DocumentMeta path={path} />
          {screenElement(screen)}
        </RouteGuard>
      }
    />
  ));

/** The route table as router routes: each frame, then each route behind its guard. */
export function SiteRoutes() {
  return (
    <Routes>
      {(Object.keys(frames) as Frame[]).map((frame) => (
        <Route key={frame} element={frames[frame]}>
          {routeElements(routeTable.filter((route) => route.frame === frame))}
        </Route>
      ))}
    </Routes>
  );
}
