import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';
import type { Same } from './common-responses';
import type {
  AuctionEvent,
  AuctionEventWithSubEvents,
  FlashMessage,
  LiveRoomEvent,
  SubEvent,
} from './events';
import { SALE_FORMATS } from './events';
import { LOT_RESULT_VALUES } from './lot-close';

const subEventFields = {
  _id: z.string(),
  eventId: z.string(),
  auctionNo: z.number(),
  name: z.string(),
  location: z.string(),
  subEventType: z.string(),
  quantityOrTypesOfTrunk: z.string(),
  unit: z.string(),
  rule: z.string(),
  serialNo: z.number(),
  startValue: z.number(),
  incrementOrDecrement: z.number(),
  emdAmount: z.number(),
  eventStartsOn: isoInstant,
  eventEndsOn: isoInstant,
  isActive: z.boolean(),
  details: z.string(),
  specification: z.string(),
  lotId: z.nullable(z.string()),
  ownerId: z.nullable(z.string()),
  bidBasis: z.enum(['lot', 'unit']),
  saleFormat: z.enum(SALE_FORMATS),
  tenderOpensOn: z.nullable(isoInstant),
  tenderClosesOn: z.nullable(isoInstant),
  hsnCode: z.string(),
  closesAt: isoInstant,
  status: z.string(),
  autoBidEnabled: z.boolean(),
  bidCount: z.number(),
  /** Admin views only. */
  registeredBuyers: z.optional(z.array(z.string())),
  /** Member views only. */
  assigned: z.optional(z.boolean()),
  /** API.md "The close". */
  reserveMet: z.nullable(z.boolean()),
  result: z.nullable(z.enum(LOT_RESULT_VALUES)),
  /** Admin and the owner only. */
  reservePrice: z.optional(z.nullable(z.number())),
  approvalBandPct: z.optional(z.number()),
  approvalHours: z.optional(z.number()),
};
/** A sub-event (SubEvent in events.ts; amounts in rupees). */
export const subEventSchema = z.strictObject(subEventFields);
/** Its fields, for schemas that extend it. */
export const subEventShape = subEventFields;

const eventFields = {
  _id: z.string(),
  auctionName: z.string(),
  titleName: z.string(),
  auctionType: z.string(),
  auctionBehaviour: z.string(),
  onBehalfOf: z.string(),
  eventStart: isoInstant,
  eventEnd: isoInstant,
  inspectionDate: z.string(),
  autoExtension: z.string(),
  totalLots: z.number(),
  currency: z.string(),
  address: z.string(),
  description: z.string(),
  termCondition: z.string(),
  requireTransactionPassword: z.boolean(),
  maxExtensions: z.nullable(z.number()),
  gstRate: z.number(),
  tcsRate: z.number(),
  paymentDays: z.number(),
  liftingDays: z.number(),
  phase: z.enum(['upcoming', 'live', 'past']),
};
/** An event (AuctionEvent in events.ts). */
export const eventSchema = z.strictObject(eventFields);
/** An event with its sub-events. */
export const eventWithSubEventsSchema = z.strictObject({ ...eventFields, subEvent: z.array(subEventSchema) });

/** A flash message, its event populated with the name (SPEC §3). */
export const flashSchema = z.strictObject({
  _id: z.string(),
  eventId: z.strictObject({ _id: z.string(), auctionName: z.string() }),
  message: z.string(),
  createdAt: isoInstant,
});

/** GET /api/general/event/:eventId: the live room's event. */
export const liveRoomEventSchema = z.strictObject({
  ...eventFields,
  subEvent: z.array(subEventSchema),
  flash: z.array(flashSchema),
  termsAccepted: z.boolean(),
});

export const savedEventResponse = succeeded({ message: z.string(), data: eventSchema });
export const eventsResponse = succeeded({ data: z.array(eventSchema) });
export const eventsWithSubEventsResponse = succeeded({ data: z.array(eventWithSubEventsSchema) });
export const savedSubEventResponse = succeeded({ message: z.string(), data: subEventSchema });
/** POST /api/admin/events/:id/stagger: the lots it moved, in serial order, as saved. */
export const staggeredResponse = succeeded({ message: z.string(), data: z.array(subEventSchema) });
export const subEventsWithEventNameResponse = succeeded({
  data: z.array(z.strictObject({ ...subEventFields, auctionName: z.string() })),
});
export const savedFlashResponse = succeeded({ message: z.string(), flash: flashSchema });
export const flashListResponse = succeeded({ flash: z.array(flashSchema) });
export const liveRoomEventResponse = succeeded({ data: liveRoomEventSchema });

// The answers are the shared interfaces the screens use.
true satisfies Same<z.output<typeof subEventSchema>, SubEvent>;
true satisfies Same<z.output<typeof eventSchema>, AuctionEvent>;
true satisfies Same<z.output<typeof eventWithSubEventsSchema>, AuctionEventWithSubEvents>;
true satisfies Same<z.output<typeof flashSchema>, FlashMessage>;
true satisfies Same<z.output<typeof liveRoomEventSchema>, LiveRoomEvent>;
