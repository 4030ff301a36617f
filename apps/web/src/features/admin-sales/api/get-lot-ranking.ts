import { reportDataResponse } from '@neelami/shared/content-api-responses';
import { REPORT_IDS } from '@neelami/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A bidder's best valid bid on the lot, in rank order. */
export interface RankedBidder {
  rank: string;
  bidder: string;
  bestBid: number | null;
}

/**
 * The lot's bidders in rank order, from the rank-wise report (POST /api/report/getReportData,
 * id 1): who the next-ranked bidder is and their own best bid, before Admin offers the lot.
 */
export async function getLotRanking(eventId: string, subEventId: string): Promise<RankedBidder[]> {
  const report = await api.post(
    'report/getReportData',
    { eventId, subEventId, id: REPORT_IDS.rankWise },
    reportDataResponse,
  );
  const at = (header: string) => report.columns.findIndex((c) => c.header === header);
  const [rank, bidder, best] = [at('Rank'), at('Bidder'), at('Best Bid (₹)')];
  if (rank < 0 || bidder < 0) return [];
  return report.data.slice(1).map((row) => ({
    rank: String(row[rank] ?? ''),
    bidder: String(row[bidder] ?? ''),
    bestBid: best >= 0 && typeof row[best] === 'number' ? (row[best] as number) : null,
  }));
}

/** The ranking of the lot of the sale being offered (none asked while no dialog is open). */
export const useLotRanking = (eventId: string | null, subEventId: string | null) =>
  useQuery({
    queryKey: ['admin', 'sales', 'ranking', eventId, subEventId],
    queryFn: () => getLotRanking(eventId!, subEventId!),
    enabled: eventId !== null && subEventId !== null,
    staleTime: 0,
    retry: false,
  });
