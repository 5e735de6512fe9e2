import { randomUUID } from 'node:crypto';
import { profileToApprove } from '../../bench/processes.mjs';
import { ok, send, unanswered, type LoadContext, type LoadUser } from './load-context';


const password = 'correct horse battery';
const phone = '+4420 7946 0958';
const email = () => `load.${randomUUID().slice(0, 12)}@example.com`;

/** Last year and the two before it: the years a new record may have (2023 onwards). */
const recordYears = () => {
  const last = new Date().getFullYear() - 1;
  return [last, last - 1, last - 2].filter((year) => year >= 2023);
};

/** Signs a new account up, completes its profile and gives it a group policy for its sub-users. */
export async function newUser(ctx: LoadContext): Promise<LoadUser | null> {
  const person = { name: 'Load Tester Green', email: email(), password, phone };
  const signup = await send(ctx, 'POST', '/api/api/auth/individual/signup', { json: person });
  if (signup.status !== 201) return null;
  const { token, individualId } = signup.json<{ token: string; individualId: string }>();
  ctx.acks.accounts.push(individualId);
  ctx.acks.sessions.push(token);
  // Withdrawals are paid out only to a verified address; without it the load's
  // withdrawals would all be refused and prove nothing.
  if (!(await verifyAddress(ctx, person.email))) return null;
  const profilePath = '/api/api/user/individual/update-profile-details';
  const saved = await send(ctx, 'POST', profilePath, { token, json: { data: profileToApprove } });
  if (!ok(saved)) return null;
  // Withdrawals are refused without a payout account (docs/product-rules.md#money-and-payments).
  const account = { kind: 'iban', holderName: person.name, iban: 'NL91ABNA0417164300' };
  const payout = await send(ctx, 'PUT', '/api/api/wallet/individual/payout-account', { token, json: { account, password } });
  if (!ok(payout)) return null;
  const policy = { name: 'Wallet keepers', role: 'Treasurer', menus: ['WALLET', 'CARBON_CREDITS'] };
  const created = await send(ctx, 'POST', '/api/api/group-policy/individual', { token, json: policy });
  if (!ok(created)) return null;
  const { groupPolicyId } = created.json<{ groupPolicyId: string }>();
  const user: LoadUser = {
    id: individualId,
    email: person.email,
    password,
    token,
    policyId: groupPolicyId,
    records: [],
    yearsLeft: recordYears(),
    subUsers: [],
    busy: false,
  };
  ctx.users.push(user);
  return user;
}

/**
 * Follows the sign-up's verification link as the person would: the load's servers have no
 * SMTP_URL, so the mail is kept in the outbox, read here through the operator's `mail` commands.
 */
async function verifyAddress(ctx: LoadContext, to: string): Promise<boolean> {
  const operator = { token: ctx.operatorToken };
  const listed = await send(ctx, 'POST', '/api/operator/mail/list', { ...operator, json: { email: to } });
  if (!ok(listed)) return false;
  for (const { mailId } of listed.json<{ mails: { mailId: string }[] }>().mails) {
    const shown = await send(ctx, 'POST', '/api/operator/mail/show', { ...operator, json: { mailId } });
    if (!ok(shown)) continue;
    const link = shown.json<{ links: string[] }>().links.find((url) => url.includes('/verify-email?'));
    const token = link && new URL(link).searchParams.get('token');
    if (!token) continue;
    const verified = await send(ctx, 'POST', '/api/api/auth/individual/verify-email', { json: { token } });
    return ok(verified);
  }
  return false;
}

/** Signs in again with the password; the new session serves the user's next requests. */
export async function signIn(ctx: LoadContext, user: LoadUser): Promise<void> {
  const json = { email: user.email, password: user.password };
  const answer = await send(ctx, 'POST', '/api/api/auth/individual/login', { json });
  if (answer.status !== 200) return;
  user.token = answer.json<{ token: string }>().token;
  ctx.acks.sessions.push(user.token);
}

/** Creates a sub-user under the account's policy, or edits (suspends, lifts) or deletes one. */
export async function subUserAction(ctx: LoadContext, user: LoadUser): Promise<void> {
  const token = user.token;
  if (user.subUsers.length < 2) {
    const subUser = { name: 'Sub User Green', phone, email: email(), password, assignedGroupPolicyId: user.policyId };
    const created = await send(ctx, 'POST', '/api/api/user/individual/create-subuser', { token, json: subUser });
    if (created.status !== 201) return;
    const { individualId } = created.json<{ individualId: string }>();
    user.subUsers.push(individualId);
    ctx.acks.accounts.push(individualId);
    return;
  }
  const subUserId = user.subUsers[Math.floor(Math.random() * user.subUsers.length)]!;
  if (Math.random() < 0.5) {
    const updatedData = { suspend: Math.random() < 0.5 };
    await send(ctx, 'PUT', '/api/api/user/individual/edit-subuser', { token, json: { subUserId, updatedData } });
    return;
  }
  await deleteSubUser(ctx, user, subUserId);
  await send(ctx, 'POST', '/api/api/user/individual/my-subusers', { token, json: {} });
}

/** Takes `id` out of `ids` if it is there (a splice at indexOf's -1 would take the last one). */
function forget(ids: string[], id: string): void {
  const at = ids.indexOf(id);
  if (at >= 0) ids.splice(at, 1);
}

/**
 * Deletes a sub-user, keeping the acks to what the server may have done. A delete left
 * unanswered (its process killed after the commit, before the answer) may have gone through,
 * so its account is no longer expected; the sub-user stays listed for a later delete, whose
 * 404 then tells that the first one did it. A 404 without that stays a missing account.
 */
async function deleteSubUser(ctx: LoadContext, user: LoadUser, subUserId: string): Promise<void> {
  const deleted = await send(ctx, 'POST', '/api/api/user/individual/delete-subuser', { token: user.token, json: { subUserId } });
  const { acks } = ctx;
  if (unanswered(deleted)) {
    forget(acks.accounts, subUserId);
    acks.unsettledSubUsers.add(subUserId);
    return;
  }
  if (deleted.status === 200 || deleted.status === 404) user.subUsers = user.subUsers.filter((id) => id !== subUserId);
  if (deleted.status === 200 || (deleted.status === 404 && acks.unsettledSubUsers.has(subUserId))) {
    acks.unsettledSubUsers.delete(subUserId);
    forget(acks.accounts, subUserId);
    acks.deletedSubUsers.push(subUserId);
  }
}

/** Pages through both history lists, following the cursors, as the wallet's tabs do. */
export async function pageHistory(ctx: LoadContext, user: LoadUser): Promise<void> {
  for (const list of ['topup-withdrawal-records', 'user-checkout-records']) {
    let cursor: string | null = '';
    for (let page = 0; page < 3 && cursor !== null; page += 1) {
      const query = `limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await send(ctx, 'GET', `/api/api/user-history/${list}?${query}`, { token: user.token });
      cursor = answer.status === 200 ? answer.json<{ nextCursor: string | null }>().nextCursor : null;
    }
  }
}
