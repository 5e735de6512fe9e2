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

/** One call the screen made, as the fake API saw it. */
export interface SentCall {
  path: string;
  authorization: string | null;
  body: unknown;
}

/**
 * A stand-in for `fetch` that answers every call with `reply` and keeps what was sent, read at
 * once (the client hands over a Request whose body can be read only once). `reply` is told
 * the call and its method, so one fake can play several endpoints.
 */
export function fakeApi(reply: (call: SentCall & { method: string }) => Response | Promise<Response>) {
  const sent: SentCall[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const text = await request.text();
    const call = {
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(call);
    return reply({ ...call, method: request.method });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}
