/** What a request came back with: the status, or why there was none ('refused', 'timeout', ...). */
export interface Answer {
  status: number;
  /** The HTTP status, or the network failure's name when the server never answered. */
  outcome: string;
  body: string;
  json<T>(): T;
  location: string | null;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
}

/** A bound on every request: a server that hangs (say, on a dead database connection) shows as 'timeout'. */
export const requestTimeoutMs = 10_000;

/** Every answer of a run: counts by outcome and latencies (ms) of the answered ones, for the summary. */
export class Stats {
  readonly outcomes = new Map<string, number>();
  readonly latencies: number[] = [];

  record(outcome: string, ms: number): void {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    if (/^\d+$/.test(outcome)) this.latencies.push(ms);
  }

  get requests(): number {
    return [...this.outcomes.values()].reduce((sum, n) => sum + n, 0);
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
  }
}

function failureName(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'timeout';
  if (cause?.code === 'ECONNREFUSED') return 'refused';
  if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET') return 'reset';
  return cause?.code ?? (error as Error).name;
}

function bodyOf(options: RequestOptions): { body?: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { ...(options.token && { authorization: `Bearer ${options.token}` }) };
  if (options.json !== undefined) {
    const json = { 'content-type': 'application/json', ...options.headers };
    return { body: JSON.stringify(options.json), headers: { ...headers, ...json } };
  }
  if (options.form) {
    const form = { 'content-type': 'application/x-www-form-urlencoded', ...options.headers };
    return { body: new URLSearchParams(options.form).toString(), headers: { ...headers, ...form } };
  }
  return { body: options.body, headers: { ...headers, ...options.headers } };
}

/** One request to an API process on loopback, recorded in `stats`; never throws. */
export async function call(
  stats: Stats,
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const started = performance.now();
  const { body, headers } = bodyOf(options);
  let status = 0;
  let outcome: string;
  let text = '';
  let location: string | null = null;
  try {
    const signal = AbortSignal.timeout(requestTimeoutMs);
    const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual', signal });
    text = await response.text();
    status = response.status;
    outcome = String(status);
    location = response.headers.get('location');
  } catch (error) {
    outcome = failureName(error);
  }
  stats.record(outcome, performance.now() - started);
  return { status, outcome, body: text, location, json: <T>() => JSON.parse(text) as T };
}
