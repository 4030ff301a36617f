/**
 * A member's record (API.md "Integrity desk, member record and bid receipts"): the lots it won and
 * how it paid and lifted them, derived from the sales' own rows (status history, confirmed
 * payments, delivery orders, liftings), never from a counter; its standing is the users module's,
 * in force at the database's `now()` like the bid path reads it.
 *
 * * lotsWon: sales made to it that stand or stood (an offer it declined, or a cancelled sale, is no win);
 * * paidOnTime / paidLate: sales that reached `paid`, by the latest confirmed payment's `paidOn`
 *   against the due date (a sale the EMD paid is on time);
 * * defaults: sales defaulted;
 * * liftedInTime: everything lifted by the delivery order's last day; liftedLate: lifted after it,
 *   or its last day passed (IST) with material left.
 */
import { isoIstDate } from '@neelami/shared/ist';
import type { MemberRecord } from '@neelami/shared/member-record-api-responses';
import type { MemberStatus } from '@neelami/trade/member-standing';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../bidding/chain-sql';
import { standingSql } from '../users/member-standing';
import {
  saleDeliveryOrders,
  saleLiftings,
  salePaymentDecisions,
  salePayments,
  saleStatusHistory,
  sales,
} from './tables';

/** A record with the instants of the member's defaults (what its standing is decided from). */
export interface MemberRecordWithDefaults extends MemberRecord {
  defaultsAt: Date[];
}

const EMPTY = { lotsWon: 0, paidOnTime: 0, paidLate: 0, defaults: 0, liftedInTime: 0, liftedLate: 0 };

/**
 * The records of several members in one statement (the integrity desk lists each bidder's);
 * every id asked gets one, a member without sales an empty record.
 */
export async function listMemberRecords(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, MemberRecordWithDefaults>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, MemberRecordWithDefaults>();
  if (ids.length === 0) return out;
  const today = isoIstDate(now);
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const res = await db.execute(sql`
    with per_sale as (
      select s.buyer_id, s.status, s.due_date, s.quantity_milli, d.lift_until,
        exists (select 1 from ${saleStatusHistory} h where h.sale_id = s.id and h.to_status = 'paid') as paid,
        (select max(p.paid_on) from ${salePayments} p join ${salePaymentDecisions} pd
          on pd.payment_id = p.id and pd.status = 'confirmed' where p.sale_id = s.id) as last_paid_on,
        (select coalesce(sum(l.quantity_milli), 0) from ${saleLiftings} l where l.sale_id = s.id) as lifted,
        (select max(l.lifted_on) from ${saleLiftings} l where l.sale_id = s.id) as last_lifted_on,
        (select max(h.at) from ${saleStatusHistory} h where h.sale_id = s.id and h.to_status = 'defaulted') as defaulted_at
      from ${sales} s left join ${saleDeliveryOrders} d on d.sale_id = s.id
      where s.buyer_id = any(${idArray})
    ),
    figures as (
      select buyer_id,
        count(*) filter (where status not in ('offered', 'declined', 'cancelled')) as lots_won,
        count(*) filter (where paid and coalesce(last_paid_on, due_date) <= due_date) as paid_on_time,
        count(*) filter (where paid and last_paid_on > due_date) as paid_late,
        count(*) filter (where status = 'defaulted') as defaults,
        count(*) filter (where lift_until is not null and lifted >= quantity_milli and last_lifted_on <= lift_until) as lifted_in_time,
        count(*) filter (where lift_until is not null and not (lifted >= quantity_milli and last_lifted_on <= lift_until)
          and (lifted >= quantity_milli or lift_until < ${today}::date)) as lifted_late,
        coalesce(array_to_json(array_agg(defaulted_at order by defaulted_at) filter (where defaulted_at is not null)), '[]') as defaults_at
      from per_sale group by buyer_id
    )
    select m.id, ${standingSql(sql`m.id`)} as status, f.lots_won, f.paid_on_time, f.paid_late, f.defaults,
      f.lifted_in_time, f.lifted_late, f.defaults_at
    from unnest(${idArray}) as m(id) left join figures f on f.buyer_id = m.id`);
  for (const r of rowsOf(res)) {
    const defaultsAt = (
      typeof r.defaults_at === 'string' ? JSON.parse(r.defaults_at) : (r.defaults_at ?? [])
    ) as string[];
    out.set(String(r.id), {
      lotsWon: Number(r.lots_won ?? 0),
      paidOnTime: Number(r.paid_on_time ?? 0),
      paidLate: Number(r.paid_late ?? 0),
      defaults: Number(r.defaults ?? 0),
      liftedInTime: Number(r.lifted_in_time ?? 0),
      liftedLate: Number(r.lifted_late ?? 0),
      status: r.status as MemberStatus,
      defaultsAt: defaultsAt.map((d) => new Date(d)),
    });
  }
  return out;
}

/** One member's record (without the defaults' instants, as the API answers it). */
export async function memberRecordOf(db: Db, userId: string, now: Date): Promise<MemberRecord> {
  const { defaultsAt: _, ...record } = (await listMemberRecords(db, [userId], now)).get(userId) ?? {
    ...EMPTY,
    status: 'good' as const,
    defaultsAt: [],
  };
  return record;
}
