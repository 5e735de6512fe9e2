import { createQueryClient } from '@commons/shared/query';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

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
 * on a probe whose text is the new path and its state.
 */
export function renderPage(element: ReactNode, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CommonsThemeProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </MemoryRouter>
      </CommonsThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** A JSON reply as the API sends it. */
export const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A stand-in for `fetch` that answers every call with `reply` and keeps what was sent, read at
 * once (the client hands over a Request whose body can be read only once).
 */
export function fakeApi(reply: () => Response | Promise<Response>) {
  const sent: { path: string; authorization: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const text = await request.text();
    sent.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
    return reply();
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}
