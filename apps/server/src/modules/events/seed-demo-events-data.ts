// The demo events' data (API.md "Demo data"): ids, terms, events and sub-events,
// timed relative to now. Pure; seed-demo-events.ts writes it.
import { DEMO_LOT_IDS } from '../catalog/seed-demo-catalog';
import type { NewEventRow, NewSubEventRow } from './seed-rows';

export const DEMO_EVENT_IDS = {
  liveForward: '5e6d0a10-0000-4000-8000-0000000e0001',
  liveReverse: '5e6d0a10-0000-4000-8000-0000000e0002',
  upcoming: '5e6d0a10-0000-4000-8000-0000000e0003',
  past: '5e6d0a10-0000-4000-8000-0000000e0004',
} as const;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const TERMS = `1. Only registered, verified members with a paid membership may bid. Membership is valid for one year from registration or renewal and is non-refundable.
2. Bidders must deposit the earnest money (EMD) before the auction. Smart Pay usage charges depend on the number of lots, are non-refundable and come on top of the EMD.
3. Bids cannot be withdrawn. A manual bid equal to an auto bid prevails over the auto bid.
4. An auto bid cannot be set below two increments (decrements in a reverse auction) from the prevailing highest (lowest) bid.
5. A new leading bid in the last 3 minutes extends the closing time by 3 minutes.
6. Multiple logins from the same IP address during an auction are not allowed.
7. Material is sold on an as-is-where-is basis; the buyer lifts it within 15 days of the letter of acceptance.
8. Only the seller authorises the highest bidder and informs them by e-mail or SMS.
9. All disputes are subject to the jurisdiction of the courts at Rewari, Haryana.`;

export type Window = { start: Date; end: Date };

/** The live and upcoming windows relative to `now`. */
export function windows(now: Date): { live: Window; upcoming: Window; past: Window } {
  const t = now.getTime();
  return {
    live: { start: new Date(t - 10 * MIN), end: new Date(t + 2 * HOUR) },
    upcoming: { start: new Date(t + 2 * DAY), end: new Date(t + 2 * DAY + 3 * HOUR) },
    past: { start: new Date(t - 3 * DAY - 3 * HOUR), end: new Date(t - 3 * DAY) },
  };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

const common = {
  auctionBehaviour: 'Normal Auction',
  currency: 'Rs',
  termCondition: TERMS,
  // The transaction password is off in the demo seed, so the spec's flow shows as written.
  requireTransactionPassword: false,
};

/** The four demo events, timed around `now`. */
export function demoEventRows(now: Date): NewEventRow[] {
  const w = windows(now);
  return [
    {
      ...common,
      id: DEMO_EVENT_IDS.liveForward,
      auctionName: 'Haryana Forgings Scrap Sale',
      titleName: 'Forward e-auction of ferrous and non-ferrous scrap, Bawal plant',
      auctionType: 'Forward Auction',
      onBehalfOf: 'Haryana Forgings Ltd',
      eventStart: w.live.start,
      eventEnd: w.live.end,
      inspectionDate: ymd(new Date(now.getTime() - 2 * DAY)),
      autoExtension: '3 Minute',
      totalLots: 2,
      address: 'Delhi Road, Bawal Industrial Growth Centre, Rewari, Haryana 123501',
      description: 'Melting scrap and copper cable scrap from the Bawal forge plant. Lifting within 15 days.',
    },
    {
      ...common,
      id: DEMO_EVENT_IDS.liveReverse,
      auctionName: 'Shredded Scrap Procurement',
      titleName: 'Reverse e-auction for supply of shredded steel scrap to Bawal',
      auctionType: 'Reverse Auction',
      onBehalfOf: 'Haryana Forgings Ltd',
      eventStart: w.live.start,
      eventEnd: w.live.end,
      inspectionDate: ymd(new Date(now.getTime() - DAY)),
      autoExtension: '3 Minute',
      totalLots: 1,
      address: 'Delhi Road, Bawal Industrial Growth Centre, Rewari, Haryana 123501',
      description: 'Supply of 500 MT shredded steel scrap (ISRI 211), delivered at plant within 30 days.',
    },
    {
      ...common,
      id: DEMO_EVENT_IDS.upcoming,
      auctionName: 'Transformer and Cast Iron Sale',
      titleName: 'Forward e-auction of used transformers and cast iron borings',
      auctionType: 'Forward Auction',
      onBehalfOf: 'Haryana Forgings Ltd',
      eventStart: w.upcoming.start,
      eventEnd: w.upcoming.end,
      inspectionDate: ymd(new Date(now.getTime() + DAY)),
      autoExtension: '5 Minute',
      totalLots: 2,
      address: 'Delhi Road, Bawal Industrial Growth Centre, Rewari, Haryana 123501',
      description: 'Inspection by appointment. Transformers are sold without oil.',
    },
    {
      ...common,
      id: DEMO_EVENT_IDS.past,
      auctionName: 'Mandi Gobindgarh Rerolling Scrap',
      titleName: 'Forward e-auction of mill scale and end cuttings',
      auctionType: 'Forward Auction',
      onBehalfOf: 'Gobind Rolling Mills',
      eventStart: w.past.start,
      eventEnd: w.past.end,
      inspectionDate: ymd(new Date(now.getTime() - 5 * DAY)),
      autoExtension: 'Duration',
      totalLots: 1,
      address: 'G.T. Road, Mandi Gobindgarh, Punjab 147301',
      description: 'Mill scale and end cuttings from the rolling mill.',
    },
  ];
}

interface DemoSubEvent {
  serialNo: number;
  name: string;
  subEventType: 'forward' | 'reverse';
  quantity: string;
  unit: string;
  start: number;
  step: number;
  lotId?: string | null;
  spec: string;
  closed?: boolean;
  /** Earnest money in rupees (0 = none). */
  emd?: number;
}

function sub(eventId: string, w: Window, seller: string | null, s: DemoSubEvent): NewSubEventRow {
  return {
    eventId,
    name: s.name,
    location: eventId === DEMO_EVENT_IDS.past ? 'Mandi Gobindgarh' : 'Bawal',
    subEventType: s.subEventType,
    quantityOrTypesOfTrunk: s.quantity,
    unit: s.unit,
    rule:
      s.subEventType === 'reverse'
        ? 'Lowest bid wins; price per unit, delivered'
        : 'Highest bid wins; price per unit, ex-works',
    serialNo: s.serialNo,
    startValue: s.start * 100,
    incrementOrDecrement: s.step * 100,
    emdAmount: (s.emd ?? 0) * 100,
    eventStartsOn: w.start,
    eventEndsOn: w.end,
    details: 'GST extra as applicable. Weighment at the seller’s weighbridge.',
    specification: s.spec,
    lotId: s.lotId ?? null,
    ownerId: seller,
    // The demo's lots are priced per unit (₹/MT, ₹ per transformer), as their rule says.
    bidBasis: 'unit',
    closesAt: w.end,
    status: s.closed ? 'closed' : 'open',
    closedAt: s.closed ? w.end : null,
  };
}

/**
 * The six demo sub-events, timed with their events around `now`, owned by the demo
 * seller; `lot` answers the demo lot id when that lot exists (else null).
 */
export function demoSubEventRows(
  now: Date,
  seller: string | null,
  lot: (id: string) => string | null,
): NewSubEventRow[] {
  const w = windows(now);
  return [
    sub(DEMO_EVENT_IDS.liveForward, w.live, seller, {
      serialNo: 1,
      name: 'HMS 1&2 (80:20) melting scrap',
      subEventType: 'forward',
      quantity: '250',
      unit: 'MT',
      start: 32_000,
      step: 100,
      emd: 25_000,
      lotId: lot(DEMO_LOT_IDS.hms),
      spec: 'HMS 1&2 in 80:20 ratio, max 1.5 m x 0.5 m, free of oil, rubber and non-ferrous attachments.',
    }),
    sub(DEMO_EVENT_IDS.liveForward, w.live, seller, {
      serialNo: 2,
      name: 'Copper cable scrap',
      subEventType: 'forward',
      quantity: '12.5',
      unit: 'MT',
      start: 410_000,
      step: 500,
      emd: 1_00_000,
      lotId: lot(DEMO_LOT_IDS.copperCable),
      spec: 'PVC-insulated copper LT cables, 16 to 240 sq mm, cut under 2 m; recovery about 60%.',
    }),
    sub(DEMO_EVENT_IDS.liveReverse, w.live, seller, {
      serialNo: 1,
      name: 'Shredded steel scrap supply',
      subEventType: 'reverse',
      quantity: '500',
      unit: 'MT',
      start: 38_500,
      step: 50,
      emd: 10_000,
      spec: 'Shredded scrap ISRI 211, density above 1.2 t/m³, delivered at Bawal within 30 days.',
    }),
    sub(DEMO_EVENT_IDS.upcoming, w.upcoming, seller, {
      serialNo: 1,
      name: 'Used distribution transformers',
      subEventType: 'forward',
      quantity: '6',
      unit: 'Nos',
      start: 95_000,
      step: 1_000,
      // More than buyer2 has left after the live lots' holds: assigning buyer2 here is refused.
      emd: 2_00_000,
      lotId: lot(DEMO_LOT_IDS.transformers),
      spec: '11 kV / 433 V, 250 to 630 kVA, oil drained; price per transformer.',
    }),
    sub(DEMO_EVENT_IDS.upcoming, w.upcoming, seller, {
      serialNo: 2,
      name: 'Cast iron borings',
      subEventType: 'forward',
      quantity: '80',
      unit: 'MT',
      start: 27_000,
      step: 100,
      lotId: lot(DEMO_LOT_IDS.castIron),
      spec: 'Machining borings, moisture under 2%, stored under shed.',
    }),
    sub(DEMO_EVENT_IDS.past, w.past, seller, {
      serialNo: 1,
      name: 'Mill scale and end cuttings',
      subEventType: 'forward',
      quantity: '120',
      unit: 'MT',
      start: 9_000,
      step: 100,
      spec: 'Mill scale (Fe above 68%) and end cuttings up to 1 m.',
      closed: true,
    }),
  ];
}
