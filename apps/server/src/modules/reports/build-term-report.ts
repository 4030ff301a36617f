import type { Language } from '@neelami/shared/language';
import { REPORTS, type ReportNote } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { listTermAcceptances } from '../events/participation-queries';
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
  { header: 'Organisation / Individual Name', type: 'text', width: 2.2 },
  { header: 'Contact Person', type: 'text', width: 1.4 },
  { header: 'Role', type: 'text', width: 0.8 },
  { header: 'E-mail', type: 'text', width: 2 },
  { header: 'Mobile', type: 'text', width: 1 },
  { header: 'Accepted At (IST)', type: 'datetime', width: 1.5 },
  { header: 'IP Address', type: 'text', width: 1.1 },
];

/** How the Role column marks an admin's acceptance. */
export const STAFF_ROLE = 'Admin (staff)';

/**
 * Term report (SPEC §3 "Report result"): who accepted the event's terms and when. With a
 * sub-event, only the users assigned to that sub-event.
 */
export async function buildTermReport(
  db: Db,
  scope: ReportScope,
  language: Language = 'en',
): Promise<Report> {
  const w = wordsOf(language);
  const acceptances = await listTermAcceptances(db, scope.event.id, scope.subEvent?.id);
  const people = await findPeople(
    db,
    acceptances.map((a) => a.userId),
  );
  // Earliest first; acceptances at the same instant by name.
  const rows = acceptances
    .flatMap((a) => {
      const p = people.get(a.userId);
      return p ? [{ ...p, acceptedAt: a.acceptedAt, ip: a.ip }] : [];
    })
    .sort(
      (x, y) =>
        x.acceptedAt.getTime() - y.acceptedAt.getTime() ||
        (x.organizationIndividualName < y.organizationIndividualName
          ? -1
          : x.organizationIndividualName > y.organizationIndividualName
            ? 1
            : 0),
    );
  // SPEC has the admin accept the terms too, but staff do not bid: their acceptances are kept for
  // the record, listed after the members, marked, unnumbered and not counted.
  const members = rows.filter((r) => r.role !== 'Admin');
  const staff = rows.filter((r) => r.role === 'Admin');
  const row = (r: (typeof rows)[number], srNo: number | null): Cell[] => [
    srNo,
    personName(r),
    `${r.firstName} ${r.lastName}`.trim() || '—',
    srNo === null ? STAFF_ROLE : r.role,
    r.email,
    r.cellNumber || '—',
    r.acceptedAt,
    r.ip || '—',
  ];
  const data: Cell[][] = [...members.map((r, i) => row(r, i + 1)), ...staff.map((r) => row(r, null))];
  const notes: ReportNote[] = [
    {
      text: w.termAccepted(members.length, scope.subEvent ? subEventLabel(scope.subEvent) : null),
      tone: 'info',
    },
  ];
  if (staff.length > 0) {
    notes.push({
      text: w.termStaff(staff.length, STAFF_ROLE),
      tone: 'info',
    });
  }
  return inMemoryReport({
    kind: 'term',
    title: REPORTS.term.title,
    fileBase: REPORTS.term.fileBase,
    scope,
    columns,
    notes,
    data,
  });
}
