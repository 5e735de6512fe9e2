import { createQueryClient } from '@commons/shared/query';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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
 * on a probe whose text is the new path and its state. Pass `queryClient` to seed the cache first.
 */
export function renderPage(
  element: ReactNode,
  { path = '/', state, queryClient = createQueryClient() }: { path?: string; state?: unknown; queryClient?: QueryClient } = {},
) {
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

/** One call the screen made, read at once (a Request body can be read only once). */
export interface SentCall {
  method: string;
  /** Path under `/api/api`, without the query string: `wallet/individual/my-wallet`. */
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

/**
 * A stand-in for `fetch` that answers each call with `answer(call)` and keeps every call.
 * Replies are built per call, so one `Response` is never read twice.
 */
export function fakeApi(answer: (call: SentCall) => Response | Promise<Response>) {
  const sent: SentCall[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: SentCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/api\//, ''),
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch, callsTo: (path: string) => sent.filter((call) => call.path === path) };
}
