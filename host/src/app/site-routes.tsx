import { Spinner } from '@commons/shared/ui';
import { lazy, Suspense, use, useMemo, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guards/route-guard';
import { BareLayout } from '../layout/bare-layout';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import { DocumentMeta } from './document-meta';
import { buildRouteTable, type Frame, type Screen, type SiteRoute } from './route-table';
import { RouteTableContext } from './route-table-context';
import { pageLoadRegistry } from './page-load-registry';

// The console's frame and guard are for staff only: one chunk of their own, fetched on a console
// page, so no customer page carries their weight (docs/performance.md).
const ConsoleLayout = lazy(() =>
  import(/* webpackChunkName: "console-frame" */ '../layout/console-layout').then((module) => ({ default: module.ConsoleLayout })),
);
const StaffGuard = lazy(() =>
  import(/* webpackChunkName: "console-frame" */ '../guards/staff-guard').then((module) => ({ default: module.StaffGuard })),
);

const frames: Record<Frame, ReactElement> = {
  bare: <BareLayout />,
  site: <SiteLayout />,
  console: (
    <Suspense fallback={null}>
      <ConsoleLayout />
    </Suspense>
  ),
};

function screenElement(screen: Screen) {
  if ('remote' in screen) return <RemotePage id={screen.remote} />;
  const HostPage = screen.host;
  return <HostPage />;
}

// A staff screen answers to the console session, never to a customer's (docs/architecture.md, "The console").
function guarded({ path, screen, access, title, description }: SiteRoute) {
  const page = (
    <>
      <DocumentMeta title={title} description={description} />
      {screenElement(screen)}
    </>
  );
  if (access.guard === 'staff') {
    return (
      <Suspense key={path} fallback={<Spinner label="Checking your console session" fill />}>
        <StaffGuard access={access}>{page}</StaffGuard>
      </Suspense>
    );
  }
  return (
    <RouteGuard key={path} access={access}>
      {page}
    </RouteGuard>
  );
}

// Keyed by path: each route mounts its own guard, so every navigation re-checks the account.
const routeElements = (routes: SiteRoute[]) => routes.map((route) => <Route key={route.path} path={route.path} element={guarded(route)} />);

/**
 * The route table as router routes: each frame, then each route behind its guard. The routes
 * come from the registry's declarations, so the first render waits for it; an ordinary page
 * carries it, so that wait is a turn of the event loop, during which nothing is committed and
 * the page drawn in the HTML stays.
 */
export function SiteRoutes() {
  // Always `use`, never skipped once the registry is known: a render that suspended on it and
  // was replayed without it threw React's error 467 (recovered as 520) on every page load.
  const registry = use(pageLoadRegistry());
  const table = useMemo(() => buildRouteTable(registry), [registry]);
  return (
    <RouteTableContext value={table}>
      <Routes>
        {(Object.keys(frames) as Frame[]).map((frame) => (
          <Route key={frame} element={frames[frame]}>
            {routeElements(table.filter((route) => route.frame === frame))}
          </Route>
        ))}
      </Routes>
    </RouteTableContext>
  );
}
