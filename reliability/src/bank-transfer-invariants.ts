import type { Acks } from './load-context';
import { verdict, type Verdict } from './invariants';
import type { Query } from './postgres';

/**
 * Orders paid by bank transfer, killed or not: no reservation lost (each listing holds exactly
 * its unpaid orders' tonnes), every paid order retired and certified exactly once, and every
 * order acknowledged paid is paid (docs/reliability.md).
 */
export async function bankTransferInvariants(query: Query, acks: Acks): Promise<Verdict[]> {
  return [
    await verdict(
      "no reservation lost: each listing holds exactly its unpaid orders' tonnes",
      query,
      `select count(*)::int as checked, count(*) filter (where l.reserved <> coalesce(o.held, 0))::int as broken
         from listings l
         left join (select listing_id, sum(quantity) as held from bank_transfer_orders
                     where state in ('awaiting_payment', 'in_progress') group by listing_id) o on o.listing_id = l.id`,
    ),
    await verdict(
      'every paid bank-transfer order has one certificate, of its tonnes, and no other order has one',
      query,
      `select count(*)::int as checked,
              count(*) filter (where (o.state = 'paid') <> (p.order_id is not null))::int as unmatched_payments,
              count(*) filter (where p.order_id is not null and (r.id is null or r.quantity <> o.quantity or r.listing_id <> o.listing_id
                                 or r.operational_data_id <> o.operational_data_id))::int as wrong_certificates,
              count(*) filter (where (o.state = 'paid') <> (p.order_id is not null)
                                  or (p.order_id is not null and (r.id is null or r.quantity <> o.quantity or r.listing_id <> o.listing_id)))::int as broken
         from bank_transfer_orders o
         left join bank_transfer_payments p on p.order_id = o.id
         left join retirements r on r.id = p.retirement_id`,
    ),
    await verdict(
      'every bank-transfer order acknowledged paid is paid',
      query,
      `select cardinality($1::uuid[])::int as checked,
              (select count(*) from unnest($1::uuid[]) a(id)
                where not exists (select 1 from bank_transfer_orders o where o.id = a.id and o.state = 'paid'))::int as broken`,
      [acks.paidOrders],
    ),
  ];
}
