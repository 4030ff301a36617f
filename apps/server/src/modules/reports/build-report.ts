import type { Language } from '@neelami/shared/language';
import type { ReportKind } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { buildActiveParticipantsReport } from './build-active-participants-report';
import { type BidLogOptions, buildBidLogReport } from './build-bid-log-report';
import { buildEmdReport } from './build-emd-report';
import { buildRankReport } from './build-rank-report';
import { buildRankWiseReport } from './build-rank-wise-report';
import { buildTermReport } from './build-term-report';
import { loadReportScope } from './load-report-scope';
import type { Report } from './report';
import { inLanguage } from './report-words';

/** The report of this kind for an event and optionally one of its sub-events (404/400 on bad ids). */
export async function buildReport(
  db: Db,
  kind: ReportKind,
  input: { eventId: string; subEventId?: string },
  opts: BidLogOptions = {},
  language: Language = 'en',
): Promise<Report> {
  return inLanguage(await build(db, kind, input, { ...opts, language }), language);
}

async function build(
  db: Db,
  kind: ReportKind,
  input: { eventId: string; subEventId?: string },
  opts: BidLogOptions & { language: Language },
): Promise<Report> {
  const scope = await loadReportScope(db, input.eventId, input.subEventId);
  const { language } = opts;
  switch (kind) {
    case 'term':
      return buildTermReport(db, scope, language);
    case 'rankWise':
      return buildRankWiseReport(db, scope, language);
    case 'activeParticipants':
      return buildActiveParticipantsReport(db, scope, new Date(), language);
    case 'bidLog':
      return buildBidLogReport(db, scope, opts);
    case 'rank':
      return buildRankReport(db, scope, language);
    case 'emd':
      return buildEmdReport(db, scope, language);
  }
}
