import { istFormatsIn } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { toRupees } from '@neelami/shared/money';
import { REPORTS, type ReportNote } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { type BidLogRow, maxBidSeq, readBidWindow } from '../bidding/bid-log-reads';
import { checkChainInDb, type SqlChainCheck } from '../bidding/chain-sql';
import { listIntegrityReviews } from '../events/close-steps';
import { findPeople } from '../users/person-queries';
import { type ChainBreak, ChainVerifier, type RowChainState } from './chain-check';
import type { Cell, Column, Prepared, Report, ReportScope, SubEventRow } from './report';
import { subEventLabel } from './report';
import { wordsOf } from './report-words';

// One name for the auto bid, as in the live room: the bid it places when set, and each reply to a rival.
const kindLabels: Record<string, string> = { manual: 'Manual', auto: 'Auto bid', proxy: 'Auto bid (reply)' };
const statusLabels: Record<string, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
const chainLabels: Record<RowChainState, string> = {
  verified: 'Verified',
  broken: 'BROKEN',
  'after-break': 'Not verified',
};

/** The integrity of one sub-event's chain after reading it. */
export interface ChainResult {
  subEvent: SubEventRow;
  count: number;
  broken: ChainBreak | null;
  /** false when the sub-event's recorded chain head is not among the verified bids (tail removed or changed). */
  headFound: boolean;
}

/** Tuning of the database reads (tests use small windows to cross their boundaries). */
export interface BidLogOptions {
  /** How many seq numbers one query covers. */
  pageSize?: number;
  /** The language of the notes; English when not given. */
  language?: Language;
}

/** The bid log's columns; a log of every sub-event of the event names each row's sub-event. */
export function bidLogColumns(scope: ReportScope): Column[] {
  const multi = scope.subEvent === null;
  return [
    // API.md "Where money goes": the bids numbered 1…n, each once, in a column of their own; the
    // live room's seq beside it repeats (a bid and the auto bids it set off share one) and skips
    // (the lot's other changes take numbers too), so it is named for what it is.
    { header: 'Bid No.', type: 'integer', width: 0.55, align: 'right', widest: ['1000000'] },
    ...(multi
      ? [{ header: 'Sub-Event', type: 'text', widest: scope.subEvents.map(subEventLabel) } satisfies Column]
      : []),
    { header: 'Live Seq', type: 'integer', width: 0.5, align: 'right', widest: ['1000000'] },
    { header: 'Time (IST)', type: 'datetime', widest: ['30/12/2025, 12:59:59 pm'] },
    { header: 'Bidder', type: 'text', width: 1.8 },
    { header: 'Amount (₹)', type: 'money', width: 1.1, align: 'right', widest: ['₹9,99,99,999.00'] },
    { header: 'Kind', type: 'text', widest: Object.values(kindLabels) },
    { header: 'Status', type: 'text', widest: Object.values(statusLabels) },
    { header: 'IP Address', type: 'text', width: 0.95 },
    { header: 'Chain', type: 'text', widest: Object.values(chainLabels) },
    { header: 'Hash', type: 'text', width: 1.3, pdfMaxChars: 16 },
  ];
}

/**
 * What the database's check of a sub-event's chain means for the report: the first
 * broken row (0-based), and whether the recorded chain head is among the bids that
 * verify (an empty chain, or one never written, has nothing to find).
 */
export function chainResultOf(se: SubEventRow, c: SqlChainCheck): ChainResult {
  const broken = c.firstBreak && {
    index: c.firstBreak.n - 1,
    bidId: c.firstBreak.bidId,
    seq: c.firstBreak.seq,
    reason: c.firstBreak.reason,
  };
  const headFound =
    se.lastBidHash === '' || c.count === 0 || (c.headAt !== null && (!broken || c.headAt - 1 < broken.index));
  return { subEvent: se, count: c.count, broken, headFound };
}

/** One bid as a row of the log, `bidNo` its number 1…n; `label` is the sub-event's when the log covers the whole event. */
export function bidLogCells(b: BidLogRow, bidNo: number, state: RowChainState, label: string | null): Cell[] {
  const cells: Cell[] = [
    bidNo,
    b.seq,
    b.createdAt,
    b.bidderName ?? b.bidderId,
    toRupees(b.amount),
    kindLabels[b.kind] ?? b.kind,
    statusLabels[b.status] ?? b.status,
    b.ip || '—',
    chainLabels[state],
    b.hash,
  ];
  if (label !== null) cells.splice(1, 0, label);
  return cells;
}

/**
 * Bid log (getReportData id 3): every bid in chain order with time (IST, to the
 * second), bidder, amount, kind, status and whether the hash chain verifies up
 * to that row; the notes state "Bid log integrity: verified" or name the first
 * row that breaks it. Rows are read page by page, never all at once.
 */
export function buildBidLogReport(db: Db, scope: ReportScope, opts: BidLogOptions = {}): Report {
  const pageSize = opts.pageSize ?? 2000;
  const language = opts.language ?? 'en';
  const multi = scope.subEvent === null;
  const columns = bidLogColumns(scope);

  /** The last seq per sub-event fixed by prepare(), so the rows match the notes and page count printed first. */
  let limits: Map<string, number> | null = null;
  let dbResults: ChainResult[] | null = null;
  let rowResults: ChainResult[] = [];
  let reviews: ReportNote[] = [];

  async function* readChain(se: SubEventRow, chainFields: boolean) {
    const last = limits?.get(se.id) ?? (await maxBidSeq(db, se.id));
    for (let from = 0; from < last; from += pageSize) {
      const to = Math.min(from + pageSize, last);
      const page: BidLogRow[] = await readBidWindow(db, se.id, from, to, { bidder: true, chainFields });
      if (page.length > 0) yield page;
    }
  }

  return {
    kind: 'bidLog',
    title: REPORTS.bidLog.title,
    fileBase: REPORTS.bidLog.fileBase,
    scope,
    columns,
    // For the PDF: the database checks the whole chain in one query (chain-sql.int.test.ts
    // holds it to verifyChain), so page 1 can state the verdict before 100,000 rows stream.
    async prepare(): Promise<Prepared> {
      const results: ChainResult[] = [];
      limits = new Map();
      for (const se of scope.subEvents) {
        const c = await checkChainInDb(db, se.id, se.lastBidHash);
        limits.set(se.id, c.maxSeq);
        results.push(chainResultOf(se, c));
      }
      dbResults = results;
      reviews = await reviewNotes(db, scope, language);
      return {
        notes: [
          ...integrityNotes(results, language),
          ...chainHeadNotes(scope, language),
          ...reviews,
          numberingNote(language),
        ],
        rowCount: results.reduce((n, r) => n + r.count, 0),
      };
    },
    // Each row's chain state: from the database's verdict when prepare() ran (the PDF),
    // else checked here row by row with the streaming twin of verifyChain (Excel, JSON).
    async *rows() {
      if (!dbResults) reviews = await reviewNotes(db, scope, language);
      const results: ChainResult[] = [];
      let bidNo = 0;
      for (const [k, se] of scope.subEvents.entries()) {
        const known = dbResults?.[k];
        const v = known ? null : new ChainVerifier();
        let headFound = se.lastBidHash === '';
        let index = 0;
        const label = multi ? subEventLabel(se) : null;
        for await (const page of readChain(se, v !== null)) {
          const chunk: Cell[][] = new Array(page.length);
          for (let i = 0; i < page.length; i++) {
            const b = page[i];
            let state: RowChainState;
            if (v) {
              state = v.push(b);
              if (state === 'verified' && b.hash === se.lastBidHash) headFound = true;
            } else {
              const at = known?.broken?.index ?? Number.POSITIVE_INFINITY;
              state = index < at ? 'verified' : index === at ? 'broken' : 'after-break';
            }
            index++;
            bidNo++;
            chunk[i] = bidLogCells(b, bidNo, state, label);
          }
          yield chunk;
        }
        results.push(
          known
            ? { ...known, count: index }
            : { subEvent: se, count: index, broken: v?.broken ?? null, headFound: headFound || index === 0 },
        );
      }
      rowResults = results;
    },
    notesAfterRows: () => [
      ...integrityNotes(rowResults, language),
      ...chainHeadNotes(scope, language),
      ...reviews,
      numberingNote(language),
    ],
    closingNotes: () => [closingNote(rowResults, language)],
  };
}

/** Each lot's chain head (API.md "Bid receipts"): the hash its published chain of digests ends at. */
export function chainHeadNotes(scope: ReportScope, language: Language = 'en'): ReportNote[] {
  const multi = scope.subEvent === null;
  return scope.subEvents
    .filter((se) => se.lastBidHash !== '')
    .map((se) => ({
      text: wordsOf(language).chainHead(multi ? subEventLabel(se) : '', se.lastBidHash),
      tone: 'info',
    }));
}

/**
 * Why each flagged lot was awarded all the same (API.md "Integrity desk"): the reason its owner gave,
 * who gave it and when, as the lot's log recorded it.
 */
async function reviewNotes(db: Db, scope: ReportScope, language: Language): Promise<ReportNote[]> {
  const reviews = await listIntegrityReviews(
    db,
    scope.subEvents.map((s) => s.id),
  );
  if (reviews.length === 0) return [];
  const people = await findPeople(
    db,
    reviews.flatMap((r) => (r.byUserId ? [r.byUserId] : [])),
  );
  const multi = scope.subEvent === null;
  const w = wordsOf(language);
  return reviews.map((r) => {
    const se = scope.subEvents.find((s) => s.id === r.subEventId);
    const by = (r.byUserId && people.get(r.byUserId)?.organizationIndividualName) || '—';
    const where = multi && se ? subEventLabel(se) : '';
    return {
      text: w.integrityReview(where, r.reason, by, istFormatsIn(language).dateTime(r.at)),
      tone: 'bad',
    };
  });
}

/** How to read the two numbers of a row: the bid's own, and the live room's seq. */
export const numberingNote = (language: Language = 'en'): ReportNote => ({
  text: wordsOf(language).bidNumbering,
  tone: 'info',
});

/** The line under the table: how many bids, and whether the whole chain was checked again and held. */
export function closingNote(results: ChainResult[], language: Language = 'en'): ReportNote {
  const n = results.reduce((k, r) => k + r.count, 0);
  const intact = results.every((r) => !r.broken && r.headFound);
  return {
    text: wordsOf(language).bidLogEnd(n, intact),
    tone: intact ? 'ok' : 'bad',
  };
}

/** The bid log's integrity statement (the log proves it was not altered): verified, or the first row that breaks the chain. */
export function integrityNotes(results: ChainResult[], language: Language = 'en'): ReportNote[] {
  const w = wordsOf(language);
  const total = results.reduce((n, r) => n + r.count, 0);
  const problems: string[] = [];
  let offset = 0;
  for (const r of results) {
    const where = results.length > 1 ? `${subEventLabel(r.subEvent)}, ` : '';
    if (r.broken) {
      const b = r.broken;
      problems.push(w.brokenAt(offset + b.index + 1, where, b.seq, b.bidId, b.reason === 'altered'));
    } else if (!r.headFound) {
      problems.push(w.headMissing(offset + r.count, where.replace(/, $/, '')));
    }
    offset += r.count;
  }
  if (problems.length === 0) {
    return [
      {
        text: w.integrityVerified(total),
        tone: 'ok',
      },
    ];
  }
  const [first, ...rest] = problems;
  const notes: ReportNote[] = [{ text: w.integrityBroken(first ?? ''), tone: 'bad' }];
  for (const p of rest) notes.push({ text: w.alsoBroken(p), tone: 'bad' });
  return notes;
}
