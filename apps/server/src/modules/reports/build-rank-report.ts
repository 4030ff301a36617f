import { formatIstNumeric } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { toRupees } from '@neelami/shared/money';
import { REPORTS, type ReportNote } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import {
  type BidCounts,
  type BidDecision,
  countBidsByBidder,
  listBestValidBids,
  listLatestDecisions,
  listWinnerDecisions,
  type WinnerDecision,
} from '../bidding/report-reads';
import { findPeople, type Person } from '../users/person-queries';
import { rankingNote, scoped } from './build-rank-wise-report';
import {
  type Cell,
  type Column,
  contactCells,
  directions,
  inMemoryReport,
  personName,
  type Report,
  type ReportScope,
  subEventLabel,
} from './report';
import { wordsOf } from './report-words';
import { rankBidders, type Standing } from './standings';

const columns: Column[] = [
  { header: 'Status', type: 'text', width: 0.6 },
  { header: 'Rank', type: 'text', width: 0.5, align: 'center' },
  { header: 'Bidder', type: 'text', width: 1.9 },
  { header: 'E-mail', type: 'text', width: 1.7 },
  { header: 'Mobile', type: 'text', width: 0.9 },
  { header: 'Final Bid (₹)', type: 'money', width: 1.1, align: 'right' },
  { header: 'Time of Bid (IST)', type: 'datetime', width: 1.4 },
  { header: 'Result', type: 'text', width: 1 },
  { header: 'Seller Decision', type: 'text', width: 1.9 },
];

const decisionWords: Record<string, string> = {
  accepted: 'Authorised',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** How the owner's authorisation of the winner reads in the report. */
export function authorizationLabel(w: Pick<WinnerDecision, 'authorized' | 'decidedAt'>): string {
  return `${w.authorized ? 'Authorised' : 'Not authorised'} on ${formatIstNumeric(w.decidedAt)}`;
}

/** How a seller's decision on a bid reads in the report ('Pending' when there is none). */
export function decisionLabel(d: Pick<BidDecision, 'status' | 'reason' | 'changedAt'> | undefined): string {
  if (!d) return 'Pending';
  const word = decisionWords[d.status] ?? d.status;
  const reason = d.reason.trim() ? `: ${d.reason.trim()}` : '';
  return `${word} on ${formatIstNumeric(d.changedAt)}${reason}`;
}

/**
 * Rank report (getReportData id 4): the final rank order per sub-event with the
 * winner and the seller's decision: the owner's newest authorisation of the
 * winner (winner_authorizations) when it concerns this bidder, else the latest
 * status change of the bidder's final bid (bid_status_changes), else 'Pending'.
 * A sub-event still open shows its leader as provisional.
 */
export async function buildRankReport(
  db: Db,
  scope: ReportScope,
  language: Language = 'en',
): Promise<Report> {
  const w = wordsOf(language);
  const ids = scope.subEvents.map((s) => s.id);
  const bests = await listBestValidBids(db, directions(scope));
  const counts = await countBidsByBidder(db, ids);
  const decisions = await listLatestDecisions(db, ids);
  const authorizations = new Map((await listWinnerDecisions(db, ids)).map((w) => [w.subEventId, w]));
  const people = await findPeople(
    db,
    counts.map((c) => c.bidderId),
  );
  const decisionOf = new Map(decisions.map((d) => [d.bidId, d]));
  const data: Cell[][] = [];
  const notes: ReportNote[] = [rankingNote(scope, language)];
  for (const se of scope.subEvents) {
    const closed = se.status === 'closed';
    const status = closed ? 'Closed' : 'Open';
    const lead = (cells: Cell[]): Cell[] => (scope.subEvent ? cells : [subEventLabel(se), ...cells]);
    const standings = rankBidders(
      se,
      bests.filter((b) => b.subEventId === se.id),
    );
    for (const s of standings) {
      const p = people.get(s.bidderId);
      const result = s.rank === 1 ? (closed ? 'Winner' : 'Leading (not closed)') : '—';
      const auth = authorizations.get(se.id);
      const decision =
        auth && auth.bidderId === s.bidderId
          ? authorizationLabel(auth)
          : decisionLabel(decisionOf.get(s.best.bidId));
      data.push(
        lead([
          status,
          s.label,
          ...contactCells(p),
          toRupees(s.best.amount),
          s.best.createdAt,
          result,
          decision,
        ]),
      );
      if (s.rank === 1) {
        notes.push({
          text: w.rankLeader(
            subEventLabel(se),
            closed,
            p ? personName(p) : s.bidderId,
            s.best.amount,
            decision,
          ),
          tone: closed ? 'ok' : 'info',
        });
      }
    }
    for (const row of unrankedRows(se.id, standings, counts, decisions, people))
      data.push(lead([status, ...row]));
    if (standings.length === 0) {
      if (!counts.some((c) => c.subEventId === se.id)) {
        data.push(lead([status, '—', 'No bids', '—', '—', null, null, 'No winner', '—']));
      }
      notes.push({ text: w.rankNoWinner(subEventLabel(se)), tone: 'info' });
    }
  }
  return inMemoryReport({
    kind: 'rank',
    title: REPORTS.rank.title,
    fileBase: REPORTS.rank.fileBase,
    scope,
    columns: scoped(scope, columns),
    notes,
    data,
  });
}

/** The bidders of a sub-event without a valid bid (all rejected or cancelled), with their latest decision. */
function unrankedRows(
  subEventId: string,
  standings: Standing[],
  counts: BidCounts[],
  decisions: BidDecision[],
  people: Map<string, Person>,
): Cell[][] {
  const ranked = new Set(standings.map((s) => s.bidderId));
  return counts
    .filter((x) => x.subEventId === subEventId && !ranked.has(x.bidderId))
    .map((c) => {
      const latest = decisions
        .filter((d) => d.subEventId === subEventId && d.bidderId === c.bidderId)
        .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())[0];
      return [
        '—',
        ...contactCells(people.get(c.bidderId)),
        null,
        null,
        'No valid bid',
        latest ? decisionLabel(latest) : '—',
      ];
    });
}
