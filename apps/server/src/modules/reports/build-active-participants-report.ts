import type { Language } from '@neelami/shared/language';
import { REPORTS, type ReportNote } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { type BidCounts, countBidsByBidder } from '../bidding/report-reads';
import { membersBySubEvent } from '../events/event-queries';
import {
  listRoomParticipants,
  listTermAcceptorIds,
  type RoomParticipant,
} from '../events/participation-queries';
import { findPeople, type Person } from '../users/person-queries';
import { listSessionsWithin, type SessionSpan } from '../users/session-queries';
import { scoped } from './build-rank-wise-report';
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
  { header: 'Participant', type: 'text', width: 1.8 },
  { header: 'Role', type: 'text', width: 0.7 },
  { header: 'E-mail', type: 'text', width: 1.7 },
  { header: 'Mobile', type: 'text', width: 0.85 },
  { header: 'Assigned', type: 'text', width: 0.55, align: 'center' },
  { header: 'Terms Accepted', type: 'text', width: 0.6, align: 'center' },
  { header: 'Logged In', type: 'text', width: 0.55, align: 'center' },
  { header: 'Joined Room', type: 'text', width: 0.6, align: 'center' },
  { header: 'Bids', type: 'integer', width: 0.45, align: 'right' },
  { header: 'Last Activity (IST)', type: 'datetime', width: 1.35 },
  { header: 'Login Status', type: 'text', width: 0.6, align: 'center' },
  { header: 'IP Address(es)', type: 'text', width: 1.2 },
  { header: 'IP Flag', type: 'text', width: 1.5 },
];

const roleOrder: Record<string, number> = { Buyer: 0, Seller: 1, 'Guest/Client': 2, Admin: 3 };
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const latest = (...ds: (Date | null | undefined)[]): Date | null =>
  ds.reduce<Date | null>((m, d) => (d && (!m || d > m) ? d : m), null);

/**
 * Active participants report (getReportData id 2): the users assigned to each
 * sub-event (and anyone else who entered its room or bid), whether they logged
 * in during the auction, joined the room and bid, their last activity, their
 * login status now (SPEC §4 "Login or Logout") and IP flags: an IP shared with
 * another participant (SPEC §5 terms: no multiple logins from the same IP) or
 * several IPs for one user.
 */
export async function buildActiveParticipantsReport(
  db: Db,
  scope: ReportScope,
  now = new Date(),
  language: Language = 'en',
): Promise<Report> {
  const w = wordsOf(language);
  const ids = scope.subEvents.map((s) => s.id);
  const members = await membersBySubEvent(db, ids);
  const participants = await listRoomParticipants(db, ids);
  const counts = await countBidsByBidder(db, ids);
  const acceptors = await listTermAcceptorIds(db, scope.event.id);
  const userIds = [
    ...new Set([
      ...[...members.values()].flat(),
      ...participants.map((p) => p.userId),
      ...counts.map((c) => c.bidderId),
    ]),
  ];
  const people = await findPeople(db, userIds);
  const windowOf = (se: ReportScope['subEvents'][number]) => ({
    from: se.eventStartsOn,
    to: se.closedAt ?? (se.closesAt < now ? se.closesAt : now),
  });
  const windows = scope.subEvents.map(windowOf);
  const from = new Date(Math.min(...windows.map((w) => w.from.getTime()), now.getTime()));
  const to = new Date(Math.max(...windows.map((w) => w.to.getTime()), from.getTime()));
  const sessions = await listSessionsWithin(db, userIds, from, to);

  const data: Cell[][] = [];
  let flagged = 0;
  const facts = { members, participants, counts, sessions, people, acceptors };
  for (const se of scope.subEvents) {
    const part = participantRows(se.id, windowOf(se), facts);
    flagged += part.flagged;
    for (const row of part.rows) data.push(scope.subEvent ? row : [subEventLabel(se), ...row]);
  }
  const notes: ReportNote[] = [
    {
      text: w.participants(data.length),
      tone: 'info',
    },
  ];
  if (flagged > 0) {
    notes.push({
      text: w.ipFlags(flagged),
      tone: 'bad',
    });
  }
  return inMemoryReport({
    kind: 'activeParticipants',
    title: REPORTS.activeParticipants.title,
    fileBase: REPORTS.activeParticipants.fileBase,
    scope,
    columns: scoped(scope, columns),
    notes,
    data,
  });
}

/** What the report knows about the participants of the sub-events it covers. */
interface ParticipantFacts {
  members: Map<string, string[]>;
  participants: RoomParticipant[];
  counts: BidCounts[];
  sessions: SessionSpan[];
  people: Map<string, Person>;
  acceptors: Set<string>;
}

/** One sub-event's participant rows (without the sub-event column) and how many carry an IP flag. */
function participantRows(
  subEventId: string,
  w: { from: Date; to: Date },
  { members, participants, counts, sessions, people, acceptors }: ParticipantFacts,
): { rows: Cell[][]; flagged: number } {
  const rows: Cell[][] = [];
  let flagged = 0;
  const assigned = new Set(members.get(subEventId) ?? []);
  const joined = new Map(participants.filter((p) => p.subEventId === subEventId).map((p) => [p.userId, p]));
  const bidCounts = new Map(counts.filter((c) => c.subEventId === subEventId).map((c) => [c.bidderId, c]));
  const users = [...new Set([...assigned, ...joined.keys(), ...bidCounts.keys()])];
  const sessionsOf = (uid: string) =>
    sessions.filter((s) => s.userId === uid && s.createdAt <= w.to && s.endsAt >= w.from);
  const ipsOf = new Map<string, string[]>();
  for (const uid of users) {
    const ips = new Set<string>();
    const p = joined.get(uid);
    if (p?.lastIp) ips.add(p.lastIp);
    for (const ip of bidCounts.get(uid)?.ips ?? []) ips.add(ip);
    for (const s of sessionsOf(uid)) if (s.ip) ips.add(s.ip);
    ipsOf.set(uid, [...ips].sort());
  }
  const name = (uid: string) => {
    const p = people.get(uid);
    return p ? personName(p) : uid;
  };
  users.sort((a, b) => {
    const aa = assigned.has(a) ? 0 : 1;
    const ab = assigned.has(b) ? 0 : 1;
    if (aa !== ab) return aa - ab;
    const ra = roleOrder[people.get(a)?.role ?? ''] ?? 9;
    const rb = roleOrder[people.get(b)?.role ?? ''] ?? 9;
    return ra !== rb ? ra - rb : name(a).localeCompare(name(b));
  });
  for (const uid of users) {
    const p = people.get(uid);
    const part = joined.get(uid);
    const c = bidCounts.get(uid);
    const ips = ipsOf.get(uid) ?? [];
    const sharedWith = users.filter((o) => o !== uid && (ipsOf.get(o) ?? []).some((ip) => ips.includes(ip)));
    const flags = ipFlags(ips, sharedWith.map(name));
    if (flags.length > 0) flagged++;
    const row: Cell[] = [
      p ? personName(p) : uid,
      p?.role ?? '—',
      p?.email ?? '—',
      p?.cellNumber || '—',
      yesNo(assigned.has(uid)),
      yesNo(acceptors.has(uid)),
      yesNo(sessionsOf(uid).length > 0),
      yesNo(part !== undefined),
      c?.total ?? 0,
      latest(part?.lastSeenAt, c?.lastBidAt),
      p?.loggedIn ? 'Login' : 'Logout',
      ips.length > 0 ? ips.join(', ') : '—',
      flags.length > 0 ? flags.join('; ') : ips.length > 0 ? 'OK' : '—',
    ];
    rows.push(row);
  }
  return { rows, flagged };
}

/**
 * A participant's IP flags (SPEC §5 terms: no multiple logins from the same IP): an IP
 * shared with other participants (the first three named), and more than one IP.
 */
export function ipFlags(ips: string[], sharedWith: string[]): string[] {
  const flags: string[] = [];
  if (sharedWith.length > 0) {
    const names = sharedWith.slice(0, 3).join(', ');
    flags.push(`Same IP as ${names}${sharedWith.length > 3 ? ` and ${sharedWith.length - 3} more` : ''}`);
  }
  if (ips.length > 1) flags.push(`${ips.length} different IPs`);
  return flags;
}
