import type { Writable } from 'node:stream';
import { formatIstNumeric, IST_OFFSET_MS } from '@neelami/shared/ist';
import ExcelJS from 'exceljs';
import { drained, yieldToLoop } from './drain';
import type { Cell, ReportDocument } from './report-document';
import { headingOf, isReverse, subEventLabel } from './report-document';
import { frameWordsOf } from './report-frame-words';
import { PLATFORM } from './report-pdf-layout';

/** SPEC §9: "Excel export: sheet named Sheet1". */
export const SHEET_NAME = 'Sheet1';

// Indian grouping (1,00,000.00) with the rupee sign.
const MONEY_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"##,##0.00';
const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm:ss AM/PM';

/**
 * Streams a report as an Excel workbook with exceljs' streaming writer: `Sheet1`
 * holds the table (first row the headers, as on screen), a second sheet `Report`
 * the event details and the notes known after the rows (the bid log's integrity
 * line). Times are IST wall-clock date cells, amounts rupee numbers.
 */
export async function writeReportXlsx(
  report: ReportDocument,
  out: Writable,
  opts: { generatedAt?: Date } = {},
) {
  const generatedAt = opts.generatedAt ?? new Date();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = `${PLATFORM.name} ${PLATFORM.tagline}`;
  wb.created = generatedAt;
  const ws = wb.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const { columns } = report;
  ws.columns = columns.map((c) => ({
    width:
      c.type === 'datetime'
        ? 24
        : c.type === 'money'
          ? 18
          : Math.max(10, Math.min(48, Math.round((c.width ?? 1.5) * 14))),
  }));
  // One style object per kind, shared by every cell: exceljs caches styles by object identity,
  // which keeps 100,000 rows fast.
  const plain: Partial<ExcelJS.Style> = {};
  const bold: Partial<ExcelJS.Style> = {
    font: { bold: true },
    fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } },
  };
  const money: Partial<ExcelJS.Style> = { numFmt: MONEY_FORMAT };
  const datetime: Partial<ExcelJS.Style> = { numFmt: DATETIME_FORMAT };
  const styles = columns.map((c) => (c.type === 'money' ? money : c.type === 'datetime' ? datetime : plain));

  const head = ws.addRow(columns.map(headingOf));
  head.eachCell((cell) => {
    cell.style = bold;
  });
  head.commit();

  const toXlsx = (c: Cell) => (c instanceof Date ? new Date(c.getTime() + IST_OFFSET_MS) : c);
  for await (const chunk of report.rows()) {
    for (const row of chunk) {
      const r = ws.addRow(row.map(toXlsx));
      for (let i = 0; i < styles.length; i++) r.getCell(i + 1).style = styles[i];
      r.commit();
    }
    await drained(out);
    await yieldToLoop();
  }
  ws.commit();

  // The second sheet keeps its name `Report` (a name, like Sheet1); its words follow the report's language.
  const w = frameWordsOf(report.language);
  const info = wb.addWorksheet('Report');
  info.columns = [{ width: 22 }, { width: 110 }];
  const add = (k: string, v: string) => info.addRow([k, v]).commit();
  add(w.platform, `${PLATFORM.name} ${w.tagline}`);
  add(w.report, report.title);
  const scope = report.scope;
  if (scope) {
    add(w.event, `${scope.event.auctionName} — ${scope.event.titleName}`);
    add(w.auction, `${scope.event.auctionType} · ${scope.event.auctionBehaviour}`);
    add(
      w.eventWindowIst,
      w.sheetWindow(formatIstNumeric(scope.event.eventStart), formatIstNumeric(scope.event.eventEnd)),
    );
    add(
      scope.subEvent ? w.subEvent : w.subEvents,
      scope.subEvents.map((s) => `${subEventLabel(s)} (${w.direction(isReverse(s))})`).join(', ') || '—',
    );
  }
  add(w.generatedIst, formatIstNumeric(generatedAt));
  for (const n of report.notesAfterRows()) add(w.note, n.text);
  info.commit();
  await wb.commit();
}
