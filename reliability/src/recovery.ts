import { call, Stats } from './client';
import type { Verdict } from './invariants';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until `target` answers an authenticated read with 200, or null when it does not within `withinMs`. */
export async function answersAgainWithin(target: string, token: string, withinMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const answer = await call(new Stats(), target, 'GET', '/api/api/wallet/individual/my-wallet', { token });
    if (answer.status === 200) return Date.now() - started;
    await pause(200);
  }
  return null;
}

/** Every process in `targets` answers again within `withinMs`, with nobody restarting it. */
export async function allAnswerAgain(check: string, targets: string[], token: string, withinMs: number): Promise<Verdict> {
  const times = await Promise.all(targets.map((target) => answersAgainWithin(target, token, withinMs)));
  console.log(`  ${check}: ${times.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`);
  return { check, count: targets.length, held: times.every((ms) => ms !== null) };
}
