import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../query/create-query-client';
import { RouterNavigation } from '../router-bridge';
import { CommonsThemeProvider } from '../ui/theme-provider';

/** Shows where the screen under test navigated to, and with which state. */
function Destination() {
  const location = useLocation();
  return (
    <output aria-label="destination">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  );
}

/**
 * Renders one screen at `path` with the providers the host gives it; any navigation away lands
 * on a probe labelled "destination" whose text is the new path and its state. `route` is the
 * host's pattern when it has parameters (`/verify/:checkoutId`, read with `useParams`). Pass
 * `queryClient` to seed the cache first.
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    route = path,
    state,
    queryClient = createQueryClient(),
  }: { path?: string; route?: string; state?: unknown; queryClient?: QueryClient } = {},
) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CommonsThemeProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path={route} element={<RouterNavigation>{element}</RouterNavigation>} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </MemoryRouter>
      </CommonsThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
