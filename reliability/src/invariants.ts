import { hashToken } from '../../api/src/domains/auth/tokens.ts';
import type { Acks } from './load-context';
import type { Query } from './postgres';

/** One invariant's verdict: how many things it looked at, and whether all of them held. */
export interface Verdict {
  check: string;
  count: number;
  held: boolean;
}

export async function verdict(check: string, query: Query, sql: string, params: unknown[] = []): Promise<Verdict> {
  const [row] = await query<Record<string, number>>(sql, params);
  const checked = Number(row?.checked ?? 0);
  const broken = Number(row?.broken ?? 0);
  if (broken > 0) {
    // Any other column the statement returns counts one kind of breakage: name those that broke.
    const kinds = Object.entries(row ?? {})
      .filter(([name, n]) => name !== 'checked' && name !== 'broken' && Number(n) > 0)
      .map(([name, n]) => `${name} ${n}`);
    console.error(`  ${check}: ${broken} of ${checked} broken${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`);
  }
  return { check, count: checked, held: broken === 0 };
}

/** The database's own promises: money adds up, no credit sold twice, every payment credited once. */
export const ledgerInvariants: ((query: Query) => Promise<Verdict>)[] = [
  (query) =>
    verdict(
    'balances equal their ledgers and are never negative',
    query,
    `select count(*)::int as checked,
            count(*) filter (where w.balance_cents <> coalesce(e.sum, 0) or w.balance_cents < 0)::int as broken
       from wallets w left join (select wallet_id, sum(amount_cents) as sum from wallet_entries group by wallet_id) e
         on e.wallet_id = w.owner_id`,
  ),
  (query) =>
    verdict(
    "listings' sold, reserved and remaining equal their quantity",
    query,
    `select count(*)::int as checked,
            count(*) filter (where l.remaining + l.reserved + coalesce(r.sold, 0) <> l.quantity
                                or l.next_serial - 1 <> coalesce(r.sold, 0) or l.remaining < 0 or l.reserved < 0)::int as broken
       from listings l left join (select listing_id, sum(quantity) as sold from retirements group by listing_id) r
         on r.listing_id = l.id`,
  ),
  (query) =>
    verdict(
    'no serial number issued twice',
    query,
    `select (select count(*) from retirements)::int as checked,
            (select count(*) from retirements a join retirements b
                on a.listing_id = b.listing_id and a.id < b.id
               and a.serial_start <= b.serial_end and b.serial_start <= a.serial_end)::int as broken`,
  ),
  (query) =>
    verdict(
    'every completed payment credited exactly once',
    query,
    `select count(*)::int as checked,
            count(*) filter (where (p.status = 'PAID') <> (coalesce(e.entries, 0) = 1)
                                or (e.entries = 1 and e.cents <> p.amount_cents))::int as broken
       from payment_sessions p
       left join (select reference_id, count(*) as entries, sum(amount_cents) as cents
                    from wallet_entries where kind = 'TOPUP' group by reference_id) e on e.reference_id = p.id`,
  ),
];

/** Says how many sub-users a lost delete left unchecked, and how many of those it did delete. */
async function tellUnsettled(query: Query, acks: Acks): Promise<void> {
  const ids = [...acks.unsettledSubUsers];
  if (ids.length === 0) return;
  const [row] = await query<{ present: number }>('select count(*)::int as present from individuals where id = any($1::uuid[])', [ids]);
  console.log(`  sub-users whose delete went unanswered, not checked: ${ids.length} (${ids.length - (row?.present ?? 0)} deleted)`);
}

/** Every request the API acknowledged with a 2xx, found in the database. */
export async function acknowledgedInvariant(query: Query, acks: Acks): Promise<Verdict> {
  await tellUnsettled(query, acks);
  const offsets = [...acks.offsets];
  const total =
    acks.accounts.length +
    acks.sessions.length +
    acks.paidSessions.length +
    acks.withdrawals.length +
    acks.decisions.length +
    acks.checkouts.length +
    offsets.length +
    acks.deletedSubUsers.length;
  // Each kind counted on its own, so a broken verdict says which kind of request went missing.
  const sql = `select $1::int as checked, k.*,
      (accounts + sessions + paid_top_ups + withdrawals + decisions + checkouts + offsets + deleted_sub_users)::int as broken
    from (select
      (select count(*) from unnest($2::uuid[]) a(id) where not exists (select 1 from individuals i where i.id = a.id))::int as accounts,
      (select count(*) from unnest($3::text[]) a(hash) where not exists (select 1 from sessions s where s.token_hash = a.hash))::int as sessions,
      (select count(*) from unnest($4::uuid[]) a(id)
        where not exists (select 1 from payment_sessions p where p.id = a.id and p.status = 'PAID'))::int as paid_top_ups,
      (select count(*) from unnest($5::uuid[], $6::bigint[]) a(id, cents)
        where not exists (select 1 from withdrawal_requests w where w.id = a.id and w.amount_cents = a.cents))::int as withdrawals,
      (select count(*) from unnest($7::uuid[], $8::text[]) a(id, status)
        where not exists (select 1 from withdrawal_requests w where w.id = a.id and w.status = a.status))::int as decisions,
      (select count(*) from unnest($9::uuid[]) a(id)
        where not exists (select 1 from retirements r where r.operational_data_id = a.id and r.kind = 'CHECKOUT'))::int as checkouts,
      (select count(*) from unnest($10::uuid[], $11::int[]) a(id, n)
        where a.n > (select count(*) from retirements r where r.operational_data_id = a.id and r.kind = 'MONTHLY_OFFSET'))::int as offsets,
      (select count(*) from individuals i where i.id = any($12::uuid[]))::int as deleted_sub_users
    ) k`;
  return verdict('requests acknowledged are in the database', query, sql, [
    total,
    acks.accounts,
    acks.sessions.map(hashToken),
    acks.paidSessions,
    acks.withdrawals.map((w) => w.id),
    acks.withdrawals.map((w) => w.cents),
    acks.decisions.map((d) => d.id),
    acks.decisions.map((d) => d.status),
    acks.checkouts,
    offsets.map(([id]) => id),
    offsets.map(([, n]) => n),
    acks.deletedSubUsers,
  ]);
}
