/**
 * The integrity desk's signals (API.md "Integrity desk"): pure functions over identifier rows, a
 * lot's bid log and the members' history. No I/O; the server reads the rows, these decide what is
 * a flag. A flag is a reason to look, never proof: one ISP router can serve ten firms.
 */

/** What a member is known by: profile identifiers, and the devices and IPs it logged in from. */
export const IDENTIFIER_KINDS = ['pan', 'gst', 'phone', 'address', 'device', 'ip'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

/** One identifier of one member, its value kept only as a hash (`hint` is a masked tail for Admin). */
export interface IdentifierRow {
  memberId: string;
  kind: IdentifierKind;
  hash: string;
  hint: string;
}

/** Members sharing one identifier. */
export interface SharedIdentifier {
  kind: IdentifierKind;
  hash: string;
  hint: string;
  memberIds: string[];
}

/** The identifiers two or more distinct members share, in a stable order (kind, then hint). */
export function sharedIdentifiers(rows: readonly IdentifierRow[]): SharedIdentifier[] {
  const byValue = new Map<
    string,
    { kind: IdentifierKind; hash: string; hint: string; members: Set<string> }
  >();
  for (const r of rows) {
    const key = `${r.kind}:${r.hash}`;
    const entry = byValue.get(key) ?? {
      kind: r.kind,
      hash: r.hash,
      hint: r.hint,
      members: new Set<string>(),
    };
    entry.members.add(r.memberId);
    byValue.set(key, entry);
  }
  return [...byValue.values()]
    .filter((e) => e.members.size > 1)
    .map((e) => ({ kind: e.kind, hash: e.hash, hint: e.hint, memberIds: [...e.members].sort() }))
    .sort(
      (a, b) =>
        IDENTIFIER_KINDS.indexOf(a.kind) - IDENTIFIER_KINDS.indexOf(b.kind) || a.hint.localeCompare(b.hint),
    );
}

/**
 * Groups of linked members (two or more), joined through any shared identifier except the kinds
 * ignored. A shared IP alone links nobody: it is a flag of its own, never proof of one owner.
 */
export function linkedGroups(
  shared: readonly SharedIdentifier[],
  ignore: readonly IdentifierKind[] = ['ip'],
): string[][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  for (const s of shared) {
    if (ignore.includes(s.kind)) continue;
    for (const m of s.memberIds) if (!parent.has(m)) parent.set(m, m);
    const [first, ...rest] = s.memberIds;
    if (first === undefined) continue;
    for (const m of rest) parent.set(find(m), find(first));
  }
  const groups = new Map<string, string[]>();
  for (const m of parent.keys()) {
    const root = find(m);
    groups.set(root, [...(groups.get(root) ?? []), m]);
  }
  return [...groups.values()].filter((g) => g.length > 1).map((g) => g.sort());
}

/** A bid as the signals read it: the lot's log in order (`seq`, then `serial`). */
export interface SignalBid {
  id: string;
  memberId: string;
  /** Paise. */
  amount: number;
  seq: number;
  serial: number;
  /** 'manual' | 'auto' | 'proxy' */
  kind: string;
  /** 'accepted' | 'rejected' | 'cancelled' */
  status: string;
}

/** Two members raising each other by the minimum step, round after round. */
export interface ShadowRun {
  memberIds: [string, string];
  /** The bids of the run, the first being the one raised. */
  bidIds: string[];
  /** How many raises by exactly one step. */
  rounds: number;
}

/** Rounds of step shadowing that make a flag. */
export const SHADOW_MIN_ROUNDS = 5;

/**
 * Step shadowing: two members raising each other by exactly the minimum step (a decrement in a
 * reverse auction) for `minRounds` raises or more in a row. Only manual raises count: an auto bid's
 * replies step by the minimum by design, so two auto bids meeting would always look like this.
 */
export function stepShadowing(
  log: readonly SignalBid[],
  step: number,
  reverse: boolean,
  minRounds = SHADOW_MIN_ROUNDS,
): ShadowRun[] {
  const bids = log
    .filter((b) => b.status !== 'cancelled')
    .slice()
    .sort((a, b) => a.seq - b.seq || a.serial - b.serial);
  const runs: ShadowRun[] = [];
  let run: ShadowRun | null = null;
  const end = () => {
    if (run && run.rounds >= minRounds) runs.push(run);
    run = null;
  };
  for (let i = 1; i < bids.length; i++) {
    const prev = bids[i - 1] as SignalBid;
    const b = bids[i] as SignalBid;
    const raise = reverse ? prev.amount - b.amount : b.amount - prev.amount;
    const isShadow =
      step > 0 &&
      raise === step &&
      b.memberId !== prev.memberId &&
      b.kind === 'manual' &&
      prev.kind === 'manual';
    if (!isShadow) {
      end();
      continue;
    }
    const current = run as ShadowRun | null;
    const samePair =
      current !== null && current.bidIds.at(-1) === prev.id && current.memberIds.includes(b.memberId);
    if (current && samePair) {
      current.bidIds.push(b.id);
      current.rounds += 1;
    } else {
      end();
      run = { memberIds: [prev.memberId, b.memberId], bidIds: [prev.id, b.id], rounds: 1 };
    }
  }
  end();
  return runs;
}

/** A closed lot of one owner and who won it. */
export interface LotWin {
  subEventId: string;
  eventId: string;
  winnerId: string;
  closedAt: Date;
}

/** Linked members taking turns at winning one owner's lots. */
export interface RotationFinding {
  memberIds: string[];
  subEventIds: string[];
}

/** Wins of one linked group that make a rotation flag. */
export const ROTATION_MIN_WINS = 3;

/**
 * Rotation: the members of a linked group win an owner's lots in turn across events — at least
 * `minWins` wins by the group, in at least two events, by at least two of its members, and never the
 * same member twice in a row among the group's wins.
 */
export function rotation(
  wins: readonly LotWin[],
  groups: readonly string[][],
  minWins = ROTATION_MIN_WINS,
): RotationFinding[] {
  const ordered = wins.slice().sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime());
  const out: RotationFinding[] = [];
  for (const group of groups) {
    const mine = ordered.filter((w) => group.includes(w.winnerId));
    if (mine.length < minWins) continue;
    const winners = new Set(mine.map((w) => w.winnerId));
    const events = new Set(mine.map((w) => w.eventId));
    const inTurn = mine.every((w, i) => i === 0 || w.winnerId !== mine[i - 1]?.winnerId);
    if (winners.size >= 2 && events.size >= 2 && inTurn)
      out.push({ memberIds: [...winners].sort(), subEventIds: mine.map((w) => w.subEventId) });
  }
  return out;
}

/** One member's part in one closed lot. */
export interface LotPart {
  memberId: string;
  subEventId: string;
  bids: number;
  won: boolean;
}

/** A member who bids a lot and never wins (a shill keeps prices up, it does not want the goods). */
export interface NeverWinsFinding {
  memberId: string;
  lots: number;
  bids: number;
}

export const NEVER_WINS_MIN_LOTS = 5;
export const NEVER_WINS_MIN_BIDS = 10;

/** Members with `minBids` bids or more over `minLots` closed lots or more, and not one win. */
export function neverWins(
  parts: readonly LotPart[],
  minLots = NEVER_WINS_MIN_LOTS,
  minBids = NEVER_WINS_MIN_BIDS,
): NeverWinsFinding[] {
  const byMember = new Map<string, { lots: Set<string>; bids: number; won: boolean }>();
  for (const p of parts) {
    const m = byMember.get(p.memberId) ?? { lots: new Set<string>(), bids: 0, won: false };
    if (p.bids > 0) m.lots.add(p.subEventId);
    m.bids += p.bids;
    m.won ||= p.won;
    byMember.set(p.memberId, m);
  }
  return [...byMember.entries()]
    .filter(([, m]) => !m.won && m.lots.size >= minLots && m.bids >= minBids)
    .map(([memberId, m]) => ({ memberId, lots: m.lots.size, bids: m.bids }))
    .sort((a, b) => a.memberId.localeCompare(b.memberId));
}

/**
 * An identifier's value as it is compared: case, spaces and punctuation do not make two PANs,
 * phones or addresses different. Empty when there is nothing to compare (no value given).
 */
export function normaliseIdentifier(kind: IdentifierKind, value: string): string {
  const v = value.normalize('NFKC').trim();
  switch (kind) {
    case 'pan':
    case 'gst':
      return v.toUpperCase().replace(/[^0-9A-Z]/g, '');
    case 'phone': {
      const digits = v.replace(/\D/g, '');
      // The last ten digits: +91 98…, 098… and 98… are one Indian mobile number.
      return digits.length >= 10 ? digits.slice(-10) : digits.length >= 6 ? digits : '';
    }
    case 'address':
      // Dots join abbreviations (M.G. Road is MG Road); other punctuation separates words.
      return v
        .toLowerCase()
        .replace(/\./g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    default:
      return v.toLowerCase();
  }
}

/** The masked tail Admin sees of an identifier: never the whole value (a device shows nothing). */
export function identifierHint(kind: IdentifierKind, normalised: string): string {
  if (kind === 'device') return '';
  if (kind === 'address') return normalised.split(' ').slice(-2).join(' ');
  return `…${normalised.slice(-4).replace(/^[.:]/, '')}`;
}
