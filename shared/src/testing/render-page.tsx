import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createQueryClient } from '../query/create-query-client';
import { RouterNavigation } from '../router-bridge';
import { CommonsThemeProvider } from '../ui/theme-provider';

/** Shows where the screen under test navigated to, and with which state. */
function Destination() {
  const location = useLocation();
  return (
    <output aria-label="destination">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

/**
 * Renders one screen at `path` (which may carry a `?query`) with the providers the host gives
 * it; any navigation away lands on a probe labelled "destination" whose text is the new path,
 * its query and its state. `route` is the host's pattern when it has parameters
 * (`/verify/:checkoutId`, read with `useParams`). Pass `queryClient` to seed the cache first.
 * The returned `router` reads the address (`router.state.location`) and goes Back
 * (`router.navigate(-1)`), as the browser's history would.
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    route = path.split('?')[0] ?? path,
    state,
    queryClient = createQueryClient(),
  }: { path?: string; route?: string; state?: unknown; queryClient?: QueryClient } = {},
) {
  const [pathname = path, query] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: route, element: <RouterNavigation>{element}</RouterNavigation> },
      { path: '*', element: <Destination /> },
    ],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CommonsThemeProvider>
        <RouterProvider router={router} />
      </CommonsThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
