import { newUser, pageHistory, signIn, subUserAction } from './accounts';
import { markOrderPaid, orderByTransfer } from './bank-transfer-actions';
import { checkout, monthlyOffset } from './carbon-actions';
import type { LoadContext, LoadUser } from './load-context';
import { planAction, runCycles } from './plan-actions';
import { decideWithdrawal, readWallet, topUpByCard, topUpRedelivered, withdraw } from './wallet-actions';

type Action = (ctx: LoadContext, user: LoadUser) => Promise<unknown>;

/** The mix: relative weights of what users (and the operator) do. */
const mix: [Action, number][] = [
  [signIn, 4],
  [newUser, 3],
  [topUpByCard, 8],
  [topUpRedelivered, 5],
  [withdraw, 6],
  [decideWithdrawal, 6],
  [checkout, 8],
  [monthlyOffset, 12],
  [orderByTransfer, 4],
  [markOrderPaid, 4],
  [planAction, 8],
  [subUserAction, 6],
  [pageHistory, 8],
  [readWallet, 6],
];
const totalWeight = mix.reduce((sum, [, weight]) => sum + weight, 0);

/** Accounts the load grows to at most, so a run stays bounded in rows as well as time. */
const maxUsers = 150;

function pickAction(users: number): Action {
  let roll = Math.random() * totalWeight;
  for (const [action, weight] of mix) {
    roll -= weight;
    if (roll < 0) return action === newUser && users >= maxUsers ? readWallet : action;
  }
  return readWallet;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One of `concurrency` loops: a free user (one action per user at a time) and a weighted action, until `until`. */
async function worker(ctx: LoadContext, until: number): Promise<void> {
  while (Date.now() < until) {
    const free = ctx.users.filter((user) => !user.busy);
    const user = free[Math.floor(Math.random() * free.length)];
    if (!user) {
      await pause(5);
      continue;
    }
    user.busy = true;
    try {
      await pickAction(ctx.users.length)(ctx, user);
    } finally {
      user.busy = false;
    }
  }
}

/** Signs up `count` users and tops each up once, before the timed load. */
export async function prepareUsers(ctx: LoadContext, count: number): Promise<void> {
  const made = await Promise.all(Array.from({ length: count }, () => newUser(ctx)));
  await Promise.all(made.map((user) => user && topUpByCard(ctx, user)));
  if (ctx.users.length === 0) throw new Error('no account could be signed up: the API refuses the load');
}

/**
 * Runs the mixed load with `concurrency` requests in flight for `seconds`, and beside it the
 * operator's monthly cycles, one future month after another.
 */
export async function runLoad(ctx: LoadContext, seconds: number, concurrency: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await Promise.all([...Array.from({ length: concurrency }, () => worker(ctx, until)), runCycles(ctx, until)]);
}
