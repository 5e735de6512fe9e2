import type { Event } from './load-context';
import type { Verdict } from './invariants';

const inWindow = (events: Event[], from: number, to: number, target?: string) =>
  events.filter((event) => event.at >= from && event.at <= to && (target === undefined || event.target === target));

/** A process that was not the victim answered requests (2xx) while the other was down. */
export function survivorAnswered(events: Event[], survivor: string, from: number, to: number): Verdict {
  const answered = inWindow(events, from, to, survivor).filter((event) => /^2\d\d$/.test(event.outcome)).length;
  return { check: 'the surviving process kept answering while the other was down', count: answered, held: answered > 0 };
}

/**
 * Answers that say what happened while the database is unreachable: a success (a copy in
 * memory), a refusal, a 503 with a message, or the sandbox checkout page's 502 ("the payment
 * could not be confirmed", when its webhook got that 503).
 */
const clearWhileCut = /^([234]\d\d|502|503)$/;

/**
 * While the database was unreachable every answer was a clear one: never a 500, and no request
 * hung past the client's timeout or lost its connection.
 */
export function clearAnswersWhileCut(events: Event[], from: number, to: number): Verdict {
  const window = inWindow(events, from, to);
  const unclear = window.filter(({ outcome }) => !clearWhileCut.test(outcome));
  if (unclear.length > 0) {
    console.error(`  unclear answers while cut: ${countBy(unclear.map((event) => `${event.outcome} ${event.route}`))}`);
  }
  const check = 'while the database was cut, every answer was a success, a refusal or a 503 (none hung, no 500)';
  return { check, count: window.length, held: unclear.length === 0 };
}

/**
 * No answer in the whole run was a 500: a failure the server did not foresee. A cut database
 * answers 503 and a lost process no answer at all, so a 500 is a defect under any fault.
 */
export function noServerErrors(events: Event[]): Verdict {
  const errors = events.filter(({ outcome }) => outcome === '500');
  if (errors.length > 0) console.error(`  500 answers: ${countBy(errors.map((event) => event.route))}`);
  return { check: 'no answer was a 500', count: events.length, held: errors.length === 0 };
}

/** `GET /a (3), POST /b (1)`: how often each of `items` occurs, most frequent first. */
function countBy(items: string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([item, count]) => `${item} (${count})`).join(', ');
}

/** No process exited by itself during the run. */
export function noCrashes(crashes: string[], processes: number): Verdict {
  if (crashes.length > 0) console.error(`  crashes: ${crashes.join('; ')}`);
  return { check: 'no API process crashed', count: processes, held: crashes.length === 0 };
}
