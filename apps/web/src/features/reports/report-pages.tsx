import { useTranslation } from '../../i18n/i18n';
import { ReportPage } from './report-page';

/** /reports/termReport: who accepted the event's terms and when. */
export function TermReportPage() {
  const { t } = useTranslation();
  return <ReportPage kind="term" description={t('reports.termDescription')} />;
}

/** /reports/rankWiseReport: every bidder's best bid and rank per sub-event. */
export function RankWiseReportPage() {
  const { t } = useTranslation();
  return <ReportPage kind="rankWise" description={t('reports.rankWiseDescription')} />;
}

/** /reports/rankReport: the final rank order with the winner and the seller's decision. */
export function RankReportPage() {
  const { t } = useTranslation();
  return <ReportPage kind="rank" description={t('reports.rankDescription')} />;
}

/** /reports/activePartiReport: assigned participants and their activity. */
export function ActivePartiReportPage() {
  const { t } = useTranslation();
  return <ReportPage kind="activeParticipants" description={t('reports.activeParticipantsDescription')} />;
}

/** /reports/bidLogReport: every bid in order, with the hash chain's verdict. */
export function BidLogReportPage() {
  const { t } = useTranslation();
  return <ReportPage kind="bidLog" description={t('reports.bidLogDescription')} />;
}

/** /reports/emdReport: each member's EMD per sub-event, with the hold's release, adjustment or forfeiture. */
export function EmdReportPage() {
  const { t } = useTranslation();
  return <ReportPage kind="emd" description={t('reports.emdDescription')} />;
}

/** /reports/salesReport: every sale of the event with its figures, payments, delivery order and liftings. */
export function SalesReportPage() {
  const { t } = useTranslation();
  return (
    <ReportPage
      kind="sales"
      eventOnly
      title={t('nav.Sales Report')}
      description={t('salesReport.description')}
    />
  );
}
