import type { Language } from '@neelami/shared/language';
import { toRupees } from '@neelami/shared/money';
import { REPORTS, type ReportNote } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { emdReportData } from '../emd/report-reads';
import { findPeople } from '../users/person-queries';
import {
  type Cell,
  type Column,
  inMemoryReport,
  personName,
  type Report,
  type ReportScope,
  subEventLabel,
} from './report';
import { wordsOf } from './report-words';

const columns: Column[] = [
  { header: 'Sr. No.', type: 'integer', width: 0.5, align: 'right' },
  { header: 'Sub-event', type: 'text', width: 1.8 },
  { header: 'Member', type: 'text', width: 1.8 },
  { header: 'E-mail', type: 'text', width: 1.8 },
  { header: 'Verified Deposits', type: 'money', width: 1.1, align: 'right' },
  { header: 'Hold', type: 'money', width: 1, align: 'right' },
  { header: 'Held At (IST)', type: 'datetime', width: 1.4 },
  { header: 'Released', type: 'money', width: 1, align: 'right' },
  { header: 'Adjusted', type: 'money', width: 1, align: 'right' },
  { header: 'Forfeited', type: 'money', width: 1, align: 'right' },
  { header: 'Ended At (IST)', type: 'datetime', width: 1.4 },
  { header: 'Status', type: 'text', width: 0.9, widest: ['Forfeited'] },
];

const STATUS = { release: 'Released', adjust: 'Adjusted', forfeit: 'Forfeited' } as const;

/**
 * EMD report (API.md "Earnest money"): per sub-event, each member's hold with its release,
 * adjustment or forfeiture, beside the member's verified deposits.
 */
export async function buildEmdReport(db: Db, scope: ReportScope, language: Language = 'en'): Promise<Report> {
  const order = new Map(scope.subEvents.map((s, i) => [s.id, i]));
  const { holds, deposited } = await emdReportData(
    db,
    scope.subEvents.map((s) => s.id),
  );
  const people = await findPeople(
    db,
    holds.map((h) => h.userId),
  );
  const sorted = [...holds].sort(
    (a, b) =>
      (order.get(a.subEventId) ?? 0) - (order.get(b.subEventId) ?? 0) ||
      a.heldAt.getTime() - b.heldAt.getTime(),
  );
  const bySub = new Map(scope.subEvents.map((s) => [s.id, s]));
  const data: Cell[][] = sorted.map((h, i) => {
    const p = people.get(h.userId);
    const sub = bySub.get(h.subEventId);
    const amount = toRupees(h.amount);
    return [
      i + 1,
      sub ? subEventLabel(sub) : '—',
      p ? personName(p) : '—',
      p?.email ?? '—',
      toRupees(deposited.get(h.userId) ?? 0),
      amount,
      h.heldAt,
      h.end?.kind === 'release' ? amount : null,
      h.end?.kind === 'adjust' ? amount : null,
      h.end?.kind === 'forfeit' ? amount : null,
      h.end?.at ?? null,
      h.end ? STATUS[h.end.kind] : 'Held',
    ];
  });
  const held = holds.filter((h) => !h.end).reduce((s, h) => s + h.amount, 0);
  const notes: ReportNote[] = [
    {
      text: wordsOf(language).emdHolds(holds.length, held),
      tone: 'info',
    },
  ];
  return inMemoryReport({
    kind: 'emd',
    title: REPORTS.emd.title,
    fileBase: REPORTS.emd.fileBase,
    scope,
    columns,
    notes,
    data,
  });
}
