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
  /** The `Idempotency-Key` header; absent (so `toEqual` ignores it) when none was sent. */
  idempotencyKey?: string;
  /** The `Console-Code` header of a console step-up; absent when none was sent. */
  consoleCode?: string;
  body: unknown;
}

/**
 * A stand-in for `fetch` that answers each call with `answer(call)` and keeps every call, so one
 * fake can play several endpoints. Replies are built per call, so one `Response` is never read
 * twice. The stub is removed after each test (`unstubGlobals` in the vitest config).
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
      idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
      consoleCode: request.headers.get('console-code') ?? undefined,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch, callsTo: (path: string) => sent.filter((call) => call.path === path) };
}
