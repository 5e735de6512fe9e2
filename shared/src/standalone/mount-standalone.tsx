import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneShell, type StandaloneRoute } from './standalone-shell';

/** Renders a remote's standalone shell into `#root` (the remote's `bootstrap.tsx` calls this). */
export function mountStandalone(name: string, routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell name={name} routes={routes} />
    </StrictMode>,
  );
}

/** `ImpactPage` -> `impact-page`, the module of `src/exposed/` a remote exposes it from. */
export const pageModule = (page: string) => page.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

/**
 * Renders a remote's standalone shell with the screens its declaration lists, each page loaded
 * when opened; `load` imports `src/exposed/<module>.tsx` of the remote (webpack resolves it there).
 */
export function mountScreens(
  { remote, screens }: { remote: string; screens: readonly { path: string; page: string }[] },
  load: (module: string) => Promise<unknown>,
): void {
  mountStandalone(
    remote,
    screens.map(({ path, page }) => {
      const Page = lazy(() => load(pageModule(page)) as Promise<{ default: ComponentType }>);
      return { path, element: <Suspense><Page /></Suspense> };
    }),
  );
}
