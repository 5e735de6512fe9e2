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
  if (unclear.length > 0) console.error(`  unclear answers while cut: ${[...new Set(unclear.map((e) => e.outcome))].join(', ')}`);
  const check = 'while the database was cut, every answer was a success, a refusal or a 503 (none hung, no 500)';
  return { check, count: window.length, held: unclear.length === 0 };
}

/** No process exited by itself during the run. */
export function noCrashes(crashes: string[], processes: number): Verdict {
  if (crashes.length > 0) console.error(`  crashes: ${crashes.join('; ')}`);
  return { check: 'no API process crashed', count: processes, held: crashes.length === 0 };
}
