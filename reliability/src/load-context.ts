import { call, type Answer, type RequestOptions, type Stats } from './client';

/** One household's year the load buys credits for: checked out once, then offset monthly up to 12 times. */
export interface LoadRecord {
  id: string;
  checkedOut: boolean;
  offsets: number;
  /** The monthly plan the load started for it, with the status its last answer gave. */
  plan: { id: string; status: string } | null;
  /** A plan was refused as already open (one started by an answer that was lost): left alone. */
  planBlocked: boolean;
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
  /**
   * Sub-users whose delete went unanswered: it may have committed before the answer was lost,
   * so neither their account nor its absence is checked, until a later delete settles it.
   */
  unsettledSubUsers: Set<string>;
  /** Bank-transfer orders the provider's `paid` answered 200 for (or 409 as paid by a lost answer). */
  paidOrders: string[];
  /** Plans started (201), and when the answer came: the plan was committed by then. */
  plans: { id: string; ackedAt: number }[];
  /** Months the operator cycled, when each request was sent, and when (if) its report came back. */
  cycles: { month: string; sentAt: number; answeredAt: number | null }[];
}

/** One answer, for the fault checks: who answered what, when. */
export interface Event {
  at: number;
  target: string;
  outcome: string;
  /** The method and path, ids replaced by `:id`, to name the route an unclear answer came from. */
  route: string;
}

export interface LoadContext {
  stats: Stats;
  acks: Acks;
  events: Event[];
  users: LoadUser[];
  pendingWithdrawals: string[];
  /** Bank-transfer orders placed (201) and not yet seen paid: what the provider marks next. */
  pendingOrders: { id: string; amount: number; reference: string }[];
  /** The first time the load paused, resumed or cancelled each plan: a cycle after it may skip the plan. */
  planTouches: Map<string, number>;
  /** Cycles sent so far: the next one is for the month after (2027-01, 2027-02, ...). */
  cyclesSent: number;
  /** Set by the kill while it waits for its own cycles to run: the operator's loop sends none meanwhile. */
  holdCycles: boolean;
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
  unsettledSubUsers: new Set(),
  paidOrders: [],
  plans: [],
  cycles: [],
});

export const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const idLike = /^(?=.*\d)[\w-]{8,}$/;
/** `GET /api/x/3f2c...` as `GET /api/x/:id`, without the query. */
const routeOf = (method: string, path: string) =>
  `${method} ${path
    .split('?')[0]!
    .split('/')
    .map((part) => (idLike.test(part) ? ':id' : part))
    .join('/')}`;

/** A request to a random API process (or `target`), recorded in the stats and the event list. */
export async function send(
  ctx: LoadContext,
  method: string,
  path: string,
  options: RequestOptions = {},
  target = randomOf(ctx.targets),
): Promise<Answer> {
  const answer = await call(ctx.stats, target, method, path, options);
  ctx.events.push({ at: Date.now(), target, outcome: answer.outcome, route: routeOf(method, path) });
  return answer;
}

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
/** No answer, or a 5xx: the request may or may not have taken effect. */
export const unanswered = (answer: Answer) => answer.status === 0 || answer.status >= 500;
