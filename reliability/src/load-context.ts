import { call, type Answer, type RequestOptions, type Stats } from './client';

/** One household's year the load buys credits for: checked out once, then offset monthly up to 12 times. */
export interface LoadRecord {
  id: string;
  checkedOut: boolean;
  offsets: number;
}

/** An account the load acts as (one action at a time, so its state here stays its state there). */
export interface LoadUser {
  id: string;
  email: string;
  password: string;
  token: string;
  policyId: string;
  records: LoadRecord[];
  yearsLeft: number[];
  subUsers: string[];
  busy: boolean;
}

/** Every request the API acknowledged with a 2xx, to be found in the database afterwards. */
export interface Acks {
  accounts: string[];
  sessions: string[];
  paidSessions: string[];
  withdrawals: { id: string; cents: number }[];
  decisions: { id: string; status: 'COMPLETED' | 'REJECTED' }[];
  checkouts: string[];
  offsets: Map<string, number>;
  deletedSubUsers: string[];
}

/** One answer, for the fault checks: who answered what, when. */
export interface Event {
  at: number;
  target: string;
  outcome: string;
}

export interface LoadContext {
  stats: Stats;
  acks: Acks;
  events: Event[];
  users: LoadUser[];
  pendingWithdrawals: string[];
  operatorToken: string;
  webhookSecret: string;
  /** The API processes' addresses; a request goes to any of them, as behind a load balancer. */
  targets: string[];
}

export const emptyAcks = (): Acks => ({
  accounts: [],
  sessions: [],
  paidSessions: [],
  withdrawals: [],
  decisions: [],
  checkouts: [],
  offsets: new Map(),
  deletedSubUsers: [],
});

export const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A request to a random API process (or `target`), recorded in the stats and the event list. */
export async function send(
  ctx: LoadContext,
  method: string,
  path: string,
  options: RequestOptions = {},
  target = randomOf(ctx.targets),
): Promise<Answer> {
  const answer = await call(ctx.stats, target, method, path, options);
  ctx.events.push({ at: Date.now(), target, outcome: answer.outcome });
  return answer;
}

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
