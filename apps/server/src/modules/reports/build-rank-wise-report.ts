import type { Language } from '@neelami/shared/language';
import { toRupees } from '@neelami/shared/money';
import { REPORTS, type ReportNote } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { countBidsByBidder, listBestValidBids } from '../bidding/report-reads';
import { findPeople } from '../users/person-queries';
import {
  type Cell,
  type Column,
  contactCells,
  directions,
  inMemoryReport,
  isReverse,
  personName,
  type Report,
  type ReportScope,
  subEventLabel,
} from './report';
import { lotResultText, wordsOf } from './report-words';
import { rankBidders } from './standings';

/** The first column when a report covers every sub-event of an event. */
export const subEventColumn: Column = { header: 'Sub-Event', type: 'text', width: 1.6 };

/** Adds the Sub-Event column in front when the report spans the whole event. */
export const scoped = (scope: ReportScope, columns: Column[]): Column[] =>
  scope.subEvent ? columns : [subEventColumn, ...columns];

export const rankingNote = (scope: ReportScope, language: Language = 'en'): ReportNote => {
  const reverse = scope.subEvents.length > 0 && scope.subEvents.every(isReverse);
  const forward = scope.subEvents.every((s) => !isReverse(s));
  return {
    text: wordsOf(language).ranking(reverse ? 'reverse' : forward ? 'forward' : 'mixed'),
    tone: 'info',
  };
};

const columns: Column[] = [
  { header: 'Rank', type: 'text', width: 0.5, align: 'center' },
  { header: 'Bidder', type: 'text', width: 2 },
  { header: 'E-mail', type: 'text', width: 1.8 },
  { header: 'Mobile', type: 'text', width: 0.9 },
  { header: 'Best Bid (₹)', type: 'money', width: 1.1, align: 'right' },
  { header: 'Time of Best Bid (IST)', type: 'datetime', width: 1.4 },
  { header: 'Valid Bids', type: 'integer', width: 0.6, align: 'right' },
  { header: 'Rejected / Cancelled', type: 'integer', width: 0.8, align: 'right' },
  { header: 'Result', type: 'text', width: 1.1 },
];

/**
 * Rank-wise report (getReportData id 1): per sub-event, every bidder's best valid
 * bid and rank (H1, H2… forward; L1, L2… reverse), with amount and time. Bidders
 * whose every bid was rejected or cancelled follow without a rank.
 */
export async function buildRankWiseReport(
  db: Db,
  scope: ReportScope,
  language: Language = 'en',
): Promise<Report> {
  const ids = scope.subEvents.map((s) => s.id);
  const [bests, counts] = [await listBestValidBids(db, directions(scope)), await countBidsByBidder(db, ids)];
  const people = await findPeople(
    db,
    counts.map((c) => c.bidderId),
  );
  const data: Cell[][] = [];
  for (const se of scope.subEvents) {
    const seCounts = counts.filter((c) => c.subEventId === se.id);
    const countOf = (bidderId: string) => seCounts.find((c) => c.bidderId === bidderId);
    const standings = rankBidders(
      se,
      bests.filter((b) => b.subEventId === se.id),
    );
    const lead = (cells: Cell[]): Cell[] => (scope.subEvent ? cells : [subEventLabel(se), ...cells]);
    for (const [i, s] of standings.entries()) {
      const p = people.get(s.bidderId);
      const c = countOf(s.bidderId);
      // API.md "The close": the lot's result beside its first place.
      data.push(
        lead([
          s.label,
          ...contactCells(p),
          toRupees(s.best.amount),
          s.best.createdAt,
          c?.valid ?? 0,
          c?.invalid ?? 0,
          i === 0 ? lotResultText(se, language) : '',
        ]),
      );
    }
    const ranked = new Set(standings.map((s) => s.bidderId));
    const unranked = seCounts
      .filter((c) => !ranked.has(c.bidderId))
      .sort((a, b) =>
        personName(people.get(a.bidderId) ?? nobody).localeCompare(
          personName(people.get(b.bidderId) ?? nobody),
        ),
      );
    for (const c of unranked) {
      const p = people.get(c.bidderId);
      data.push(lead(['—', ...contactCells(p), null, null, c.valid, c.invalid, '']));
    }
  }
  return inMemoryReport({
    kind: 'rankWise',
    title: REPORTS.rankWise.title,
    fileBase: REPORTS.rankWise.fileBase,
    scope,
    columns: scoped(scope, columns),
    notes: [rankingNote(scope, language)],
    data,
  });
}

const nobody = { organizationIndividualName: '', firstName: '', lastName: '' };
