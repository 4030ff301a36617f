import { ReportPage } from './report-page';

/** /reports/termReport: who accepted the event's terms and when. */
export function TermReportPage() {
  return (
    <ReportPage
      kind="term"
      description="Who accepted the event's terms and conditions, and when (IST), with organisation or name, e-mail and mobile."
    />
  );
}

/** /reports/rankWiseReport: every bidder's best bid and rank per sub-event. */
export function RankWiseReportPage() {
  return (
    <ReportPage
      kind="rankWise"
      description="Every bidder's best valid bid and rank per sub-event: H1, H2… in forward auctions, L1, L2… in reverse."
    />
  );
}

/** /reports/rankReport: the final rank order with the winner and the seller's decision. */
export function RankReportPage() {
  return (
    <ReportPage
      kind="rank"
      description="The final rank order per sub-event with the winner and, where the seller decided, whether the winner was authorised."
    />
  );
}

/** /reports/activePartiReport: assigned participants and their activity. */
export function ActivePartiReportPage() {
  return (
    <ReportPage
      kind="activeParticipants"
      description="Assigned participants: whether they logged in, joined the room and bid, their last activity, login status and IP flags."
    />
  );
}

/** /reports/bidLogReport: every bid in order, with the hash chain's verdict. */
export function BidLogReportPage() {
  return (
    <ReportPage
      kind="bidLog"
      description="Every bid in order with time (IST), bidder, amount, kind and status, and whether the tamper-evident hash chain verifies up to each row."
    />
  );
}
