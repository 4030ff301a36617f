import { REPORTS, type ReportKind, SALES_REPORT } from '@neelami/shared/reports';

/** The reports with a screen: the five of SPEC §2 and the EMD report, and the sales report. */
export type ScreenReportKind = ReportKind | 'sales';

/** A report's title, download path, file name and getReportData id (null: its `?format=json`). */
export const reportOf = (kind: ScreenReportKind) => (kind === 'sales' ? SALES_REPORT : REPORTS[kind]);
