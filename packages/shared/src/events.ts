import { z } from 'zod';
import { evenWithOtherErrors, rupees } from './catalog';
import { emdAmountField } from './emd';
import { eventMessages } from './event-messages';
import {
  calendarDate,
  choice,
  idRef,
  instant,
  numberField,
  optionalText,
  requiredText,
  wholeNumber,
  yesNo,
} from './fields';
import {
  approvalBandField,
  approvalHoursField,
  type LotResultValue,
  reservePriceField,
  reserveRule,
} from './lot-close';
import { messages } from './messages';
import { tenderWindowFields, tenderWindowRule } from './tender';
import { textField } from './text';
import { unitQuantityRule } from './unit-quantity';

/**
 * Events, sub-events, assignment, flash messages and terms acceptance
 * (SPEC §3 Event, Sub-event, Flash message; §4; §5 Add Event, Add Sub Event,
 * Assign, Sub-event row edit; §7 Admin and General; §8).
 */

export { eventMessages };

/** SPEC §3 Event auctionType. */
export const AUCTION_TYPES = ['Forward Auction', 'Reverse Auction', 'Timed Auction'] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];

/** SPEC §3 Event auctionBehaviour. */
export const AUCTION_BEHAVIOURS = ['Normal Auction', 'Rank Auction'] as const;
export type AuctionBehaviour = (typeof AUCTION_BEHAVIOURS)[number];

/** SPEC §9: auto-extension options on events: Duration, and 1 to 10 Minute. */
export const AUTO_EXTENSION_OPTIONS = [
  'Duration',
  ...Array.from({ length: 10 }, (_, i) => `${i + 1} Minute` as const),
] as const;
export type AutoExtension = (typeof AUTO_EXTENSION_OPTIONS)[number];

/** SPEC §6 terms: a leading bid in the last 3 minutes extends closing by 3 minutes. */
export const DEFAULT_EXTENSION_MINUTES = 3;

/**
 * Minutes of the anti-sniping window and extension for an event's autoExtension:
 * 'N Minute' → N; 'Duration' (no fixed number) → the terms' 3 minutes.
 */
export function extensionMinutesOf(autoExtension: string): number {
  const m = /^(\d+) Minute$/.exec(autoExtension);
  return m ? Number(m[1]) : DEFAULT_EXTENSION_MINUTES;
}

/**
 * SPEC §3 Sub-event subEventType: reverse is special; every other value is forward. The forms
 * offer these two; the API takes any non-blank type ('Forward Auction' is forward).
 */
export const SUB_EVENT_TYPES = ['forward', 'reverse'] as const;
export type SubEventType = (typeof SUB_EVENT_TYPES)[number];

/** True when a sub-event is a reverse auction (lowest wins); SPEC §3. */
export const isReverse = (subEventType: string) => subEventType.trim().toLowerCase() === 'reverse';

/** Where an event stands now: the three lists of SPEC §4. */
export type EventPhase = 'upcoming' | 'live' | 'past';

/** Adds SPEC §5's date-order rule (both messages) for a pair of instant fields. */
function dateOrder<K extends string>(startKey: K, endKey: K) {
  return (v: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    const s = v[startKey];
    const e = v[endKey];
    if (typeof s === 'string' && typeof e === 'string' && Date.parse(s) >= Date.parse(e)) {
      ctx.addIssue({ code: 'custom', path: [startKey], message: eventMessages.startBeforeEnd });
      ctx.addIssue({ code: 'custom', path: [endKey], message: eventMessages.endAfterStart });
    }
  };
}

// ---------------------------------------------------------------- Event

/** A percentage with at most two decimals in [0, max] ("18", 2.5). */
const optionalPercent = (max: number) =>
  numberField(
    z
      .number()
      .min(0, { error: 'Must be 0 or more' })
      .max(max, { error: `At most ${max}` })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'At most two decimals' }),
    { decimals: true },
  ).optional();

/** Whether a bid is the lot's total or a rate per unit of its quantity (API.md `bidBasis`). */
export const BID_BASES = ['lot', 'unit'] as const;
export type BidBasis = (typeof BID_BASES)[number];

/**
 * How a lot is sold (API.md "Multi-unit (Yankee) lots and tender-then-auction"): `single`, today's
 * one winner; `yankee`, a quantity sold in parts to several bidders at their own prices;
 * `tender_auction`, sealed tenders that open into an auction among those who tendered.
 */
export const SALE_FORMATS = ['single', 'yankee', 'tender_auction'] as const;
export type SaleFormat = (typeof SALE_FORMATS)[number];

const eventFields = z.object({
  auctionType: choice(AUCTION_TYPES),
  auctionBehaviour: choice(AUCTION_BEHAVIOURS),
  onBehalfOf: requiredText(200),
  auctionName: requiredText(200),
  titleName: requiredText(200),
  autoExtension: choice(AUTO_EXTENSION_OPTIONS),
  /** A calendar date, YYYY-MM-DD (an ISO date-time gives its IST date). */
  inspectionDate: calendarDate(),
  address: requiredText(500, { multiLine: true }),
  totalLots: numberField(
    z
      .number()
      .int({ error: messages.enterWholeNumber })
      .min(1, { error: 'Must be at least 1' })
      .max(10_000, { error: 'At most 10000 lots' }),
  ),
  termCondition: requiredText(50_000, { multiLine: true }),
  eventStart: instant(),
  eventEnd: instant(),
  currency: textField().trim().max(8).optional().default('Rs'),
  description: optionalText(5000, { multiLine: true }),
  /** SPEC §6 terms: a transaction password is needed to enter the auction room (on for new events). */
  requireTransactionPassword: z.boolean().optional().default(true),
  /** Cap on anti-sniping extensions per sub-event; null = no cap. */
  maxExtensions: wholeNumber(0, 1000).nullable().optional().default(null),
  // Sale terms (API.md "After the award"); left out of an edit, they keep their value.
  /** GST % on the sale value (default 18). */
  gstRate: optionalPercent(40),
  /** TCS % collected on the sale value with GST (default 1). */
  tcsRate: optionalPercent(10),
  /** Days after the award by which the winner pays (default 7). */
  paymentDays: wholeNumber(1, 180).optional(),
  /** Days after the delivery order within which the material is lifted (default 30). */
  liftingDays: wholeNumber(1, 365).optional(),
});

/** Add / edit an event (SPEC §5 Add Event; POST /api/admin/createEvent, PUT /api/admin/updateEvent/:id). */
export const eventInputSchema = eventFields.superRefine(
  dateOrder('eventStart', 'eventEnd'),
  evenWithOtherErrors,
);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

// ---------------------------------------------------------------- Sub-event

/** The HSN code of what a lot sells: 4, 6 or 8 digits (the tax invoice prints it). */
export const DEFAULT_HSN_CODE = '7204';
const hsnCodeField = () =>
  textField({ error: eventMessages.hsnCode })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^(\d{4}|\d{6}|\d{8})$/.test(v), { error: eventMessages.hsnCode });

const subEventCore = {
  name: requiredText(200),
  location: requiredText(200),
  subEventType: requiredText(40),
  quantityOrTypesOfTrunk: requiredText(200),
  unit: requiredText(40),
  rule: requiredText(2000, { multiLine: true }),
  serialNo: wholeNumber(0, 1_000_000),
  startValue: rupees(),
  incrementOrDecrement: rupees(),
  eventStartsOn: instant(),
  eventEndsOn: instant(),
  specification: requiredText(5000, { multiLine: true }),
  /** `lot` (a bid is the lot's total; the default) or `unit` (₹ per unit); left out of an edit, it stays. */
  bidBasis: choice(BID_BASES).optional(),
  /** The HSN code on the sale's tax invoice; left out, 7204 (ferrous scrap) on a new lot, kept on an edit. */
  hsnCode: hsnCodeField().optional(),
};

const subEventFields = z.object({
  ...subEventCore,
  details: optionalText(5000, { multiLine: true }),
  isActive: z.boolean().optional().default(true),
  /** The catalogue lot on offer, if any. */
  lotId: z.uuid({ error: 'Invalid lot' }).nullable().optional().default(null),
  /** The party that decides on the result (a Seller); defaults to the lot's seller. */
  ownerId: z.uuid({ error: 'Invalid owner' }).nullable().optional().default(null),
  /** Earnest money each assigned Buyer or Seller must hold (₹, 0 = none; API.md "Earnest money"). */
  emdAmount: emdAmountField(),
  /** API.md "The close": ₹, hidden from bidders and guests; null = none. */
  reservePrice: reservePriceField().optional().default(null),
  approvalBandPct: approvalBandField().optional().default(0),
  approvalHours: approvalHoursField().optional().default(48),
  /** How the lot is sold (SALE_FORMATS); left out, 'single'. */
  saleFormat: choice(SALE_FORMATS).optional(),
  ...tenderWindowFields,
});

/** The reserve against the start value (a floor in forward, a ceiling in reverse). */
function reserveAgainstStart(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const wrong = reserveRule(v);
  if (wrong) ctx.addIssue({ code: 'custom', path: [wrong.path], message: wrong.message });
}

/** Body of POST /api/admin/addSubEvent/:eventID (SPEC §5 Add Sub Event). */
export const subEventInputSchema = subEventFields
  .superRefine(dateOrder('eventStartsOn', 'eventEndsOn'), evenWithOtherErrors)
  .superRefine(unitQuantityRule, evenWithOtherErrors)
  .superRefine(reserveAgainstStart, evenWithOtherErrors)
  .superRefine(tenderWindowRule, evenWithOtherErrors);
export type SubEventInput = z.input<typeof subEventInputSchema>;
export type SubEventData = z.output<typeof subEventInputSchema>;

/** The Add Sub Event form: the body plus the chosen event (SPEC §5 requires eventID). */
export const subEventFormSchema = subEventFields
  .extend({ eventID: idRef() })
  .superRefine(dateOrder('eventStartsOn', 'eventEndsOn'), evenWithOtherErrors)
  .superRefine(unitQuantityRule, evenWithOtherErrors)
  .superRefine(reserveAgainstStart, evenWithOtherErrors)
  .superRefine(tenderWindowRule, evenWithOtherErrors);
export type SubEventFormInput = z.input<typeof subEventFormSchema>;

/**
 * A row edit of the manage grid: all inputs required (SPEC §5 "Sub-event row edit"). A field it does
 * not know is refused, never ignored (API.md "Uploads": no "updated" for a field left unsaved).
 */
export const subEventRowSchema = z
  .object({
    ...subEventCore,
    details: requiredText(5000, { multiLine: true }),
    isActive: yesNo(),
    /** ₹; left out, the sub-event keeps its EMD (holds follow a change). Locked once the sub-event has bids. */
    emdAmount: emdAmountField().optional(),
    /** As in Add Sub Event; left out, each stays. */
    lotId: z.uuid({ error: 'Invalid lot' }).nullable().optional(),
    ownerId: z.uuid({ error: 'Invalid owner' }).nullable().optional(),
    /** As in Add Sub Event; left out, each stays. Locked once the sub-event has bids. */
    reservePrice: reservePriceField().optional(),
    approvalBandPct: approvalBandField().optional(),
    approvalHours: approvalHoursField().optional(),
    /** As in Add Sub Event; left out, each stays (the server checks the window it makes). */
    saleFormat: choice(SALE_FORMATS).optional(),
    ...tenderWindowFields,
  })
  .strict()
  .superRefine(dateOrder('eventStartsOn', 'eventEndsOn'), evenWithOtherErrors)
  .superRefine(unitQuantityRule, evenWithOtherErrors)
  .superRefine(reserveAgainstStart, evenWithOtherErrors);
export type SubEventRowInput = z.input<typeof subEventRowSchema>;
export type SubEventRowData = z.output<typeof subEventRowSchema>;

/** The Active checkbox of the grid, saved at once (SPEC §4). */
export const subEventActiveSchema = z.object({ isActive: yesNo() }).strict();

/**
 * Assignment (SPEC §5 Assign): the users to register on the sub-event. 'add' (default) adds
 * them to those already assigned; 'replace' makes the list exactly this (the way to unassign,
 * API.md "Uploads"): a member removed before it bid has its EMD hold released; one who has bid
 * bids no more, and its hold waits for the closing (its bids stand).
 */
export const assignmentSchema = z
  .object({
    registeredBuyers: z
      .array(z.uuid({ error: 'Invalid user' }), { error: eventMessages.selectSubEventAndBuyers })
      .max(1000),
    mode: z.enum(['add', 'replace']).optional().default('add'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.mode === 'add' && v.registeredBuyers.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['registeredBuyers'],
        message: eventMessages.selectSubEventAndBuyers,
      });
    }
  });
export type AssignmentInput = z.input<typeof assignmentSchema>;

/** Which of the three bodies PUT /api/admin/updateSubEvent/:eventId/:subEventId carries (SPEC §7). */
export type SubEventUpdateKind = 'assignment' | 'active' | 'row';

/** Picks the update kind from the body's keys: registeredBuyers → assignment; only isActive → active; else a row edit. */
export function subEventUpdateKind(body: Record<string, unknown>): SubEventUpdateKind {
  if ('registeredBuyers' in body) return 'assignment';
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'isActive') return 'active';
  return 'row';
}

/** Body of POST /api/admin/enableAutoBid/:eventID/:subEventID (defaults to enabling). */
export const enableAutoBidSchema = z.object({ enabled: z.boolean().optional().default(true) });

/** Path parameters of sub-event calls; ids that are not UUIDs are refused with 400. */
export const subEventParamsSchema = z.object({
  eventId: z.uuid({ error: 'Invalid event id' }),
  subEventId: z.uuid({ error: 'Invalid sub-event id' }),
});
export const eventParamsSchema = z.object({ eventId: z.uuid({ error: 'Invalid event id' }) });

// ---------------------------------------------------------------- Flash, terms

/** Add a flash message (SPEC §3 Flash message; POST /api/admin/addFlash). */
export const flashInputSchema = z.object({
  eventId: idRef(),
  message: requiredText(1000, { multiLine: true }),
});
export type FlashInput = z.infer<typeof flashInputSchema>;
/** Edit a flash message (PUT /api/admin/updateFlash/:id). */
export const flashUpdateSchema = z.object({ message: requiredText(1000, { multiLine: true }) });

/**
 * POST /api/general/termAccept. The spec's client also sends userId; the server
 * ignores it and takes the user from the token.
 */
export const termAcceptSchema = z.object({ eventId: z.uuid({ error: 'Invalid event id' }) });

// ---------------------------------------------------------------- API shapes

/** A sub-event as the API returns it (amounts in whole rupees, times ISO UTC). */
export interface SubEvent {
  _id: string;
  eventId: string;
  auctionNo: number;
  name: string;
  location: string;
  subEventType: string;
  quantityOrTypesOfTrunk: string;
  unit: string;
  rule: string;
  serialNo: number;
  startValue: number;
  incrementOrDecrement: number;
  /** Earnest money (₹) each assigned Buyer or Seller holds; 0 = none. */
  emdAmount: number;
  eventStartsOn: string;
  eventEndsOn: string;
  isActive: boolean;
  details: string;
  specification: string;
  lotId: string | null;
  ownerId: string | null;
  /** `lot`: a bid is the lot's total; `unit`: a bid is ₹ per `unit` of the quantity. */
  bidBasis: BidBasis;
  /** How the lot is sold (API.md "Multi-unit (Yankee) lots and tender-then-auction"). */
  saleFormat: SaleFormat;
  /** A tender-then-auction lot's tender window; null otherwise. */
  tenderOpensOn: string | null;
  tenderClosesOn: string | null;
  /** The HSN code of what is sold (its tax invoice's); 7204, ferrous waste and scrap, unless set. */
  hsnCode: string;
  /** The current closing time (eventEndsOn moved by anti-sniping or the admin). */
  closesAt: string;
  /** 'open' until the closing scheduler closes it, then 'closed'. */
  status: string;
  autoBidEnabled: boolean;
  bidCount: number;
  /** Admin views only: the assigned users' ids (SPEC §3 registeredBuyers). */
  registeredBuyers?: string[];
  /** Member views only: whether the caller is assigned to it. */
  assigned?: boolean;
  /** API.md "The close": whether the leading bid meets the reserve; null without a reserve or a bid. */
  reserveMet: boolean | null;
  /** The result of the close (null while open). */
  result: LotResultValue | null;
  /** Admin and the owner only: the reserve (₹, null = none) and its approval terms. */
  reservePrice?: number | null;
  approvalBandPct?: number;
  approvalHours?: number;
}

/** An event as the API returns it (SPEC §3 Event). */
export interface AuctionEvent {
  _id: string;
  auctionName: string;
  titleName: string;
  auctionType: string;
  auctionBehaviour: string;
  onBehalfOf: string;
  eventStart: string;
  eventEnd: string;
  inspectionDate: string;
  autoExtension: string;
  totalLots: number;
  currency: string;
  address: string;
  description: string;
  termCondition: string;
  requireTransactionPassword: boolean;
  maxExtensions: number | null;
  /** Sale terms: GST and TCS in %, days to pay after the award and to lift after the delivery order. */
  gstRate: number;
  tcsRate: number;
  paymentDays: number;
  liftingDays: number;
  /** Where it stands at the server's clock when answered. */
  phase: EventPhase;
}

/** An event with its sub-events (admin getAllEvents; general/event/:eventId has only active ones). */
export interface AuctionEventWithSubEvents extends AuctionEvent {
  subEvent: SubEvent[];
}

/** A sub-event with its event's name (GET /api/admin/getAllSubEvents, API.md). */
export interface SubEventWithEventName extends SubEvent {
  auctionName: string;
}

/** A flash message as the API returns it: eventId populated with auctionName (SPEC §3). */
export interface FlashMessage {
  _id: string;
  eventId: { _id: string; auctionName: string };
  message: string;
  createdAt: string;
}

/** GET /api/general/event/:eventId: the event for the live room, with its flash messages. */
export interface LiveRoomEvent extends AuctionEventWithSubEvents {
  flash: FlashMessage[];
  termsAccepted: boolean;
}
