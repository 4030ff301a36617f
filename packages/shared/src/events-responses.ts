/**
 * What the event calls answer (API.md "Events"; SPEC §3 Event, Sub-event, Flash message), as
 * schemas the web app parses the answers with. Each is held to the interface in `events.ts` it
 * parses into, so the two cannot drift apart.
 */
import * as z from 'zod/mini';
import { listResponseSchema, type Same } from './common-responses';
import type {
  AuctionEvent,
  AuctionEventWithSubEvents,
  EventPhase,
  FlashMessage,
  LiveRoomEvent,
  SubEvent,
} from './events';

const PHASES = ['upcoming', 'live', 'past'] as const satisfies readonly EventPhase[];

/** A sub-event as the API returns it (amounts in whole rupees, times ISO UTC). */
export const subEventSchema = z.object({
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
  eventStartsOn: z.string(),
  eventEndsOn: z.string(),
  isActive: z.boolean(),
  details: z.string(),
  specification: z.string(),
  lotId: z.nullable(z.string()),
  ownerId: z.nullable(z.string()),
  bidBasis: z.enum(['lot', 'unit']),
  closesAt: z.string(),
  status: z.string(),
  autoBidEnabled: z.boolean(),
  bidCount: z.number(),
  registeredBuyers: z.optional(z.array(z.string())),
  assigned: z.optional(z.boolean()),
});
true satisfies Same<z.output<typeof subEventSchema>, SubEvent>;

/** An event as the API returns it (SPEC §3 Event). */
export const auctionEventSchema = z.object({
  _id: z.string(),
  auctionName: z.string(),
  titleName: z.string(),
  auctionType: z.string(),
  auctionBehaviour: z.string(),
  onBehalfOf: z.string(),
  eventStart: z.string(),
  eventEnd: z.string(),
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
  phase: z.enum(PHASES),
});
true satisfies Same<z.output<typeof auctionEventSchema>, AuctionEvent>;

/** The event lists (general/getTodaysAuctions, getAllUpcomingAuctions, getAllPastAuctions, getAllAuctions). */
export const auctionEventListSchema = listResponseSchema(auctionEventSchema);

/** An event with its sub-events (admin getAllEvents). */
export const auctionEventWithSubEventsSchema = z.extend(auctionEventSchema, {
  subEvent: z.array(subEventSchema),
});
true satisfies Same<z.output<typeof auctionEventWithSubEventsSchema>, AuctionEventWithSubEvents>;

/** A flash message, its event populated with auctionName (SPEC §3). */
export const flashMessageSchema = z.object({
  _id: z.string(),
  eventId: z.object({ _id: z.string(), auctionName: z.string() }),
  message: z.string(),
  createdAt: z.string(),
});
true satisfies Same<z.output<typeof flashMessageSchema>, FlashMessage>;

/** GET /api/general/event/:eventId: the event for the live room, with its flash messages. */
export const liveRoomEventSchema = z.extend(auctionEventWithSubEventsSchema, {
  flash: z.array(flashMessageSchema),
  termsAccepted: z.boolean(),
});
true satisfies Same<z.output<typeof liveRoomEventSchema>, LiveRoomEvent>;

/** GET /api/admin/getAllFlash. */
export const flashListSchema = z.object({ success: z.literal(true), flash: z.array(flashMessageSchema) });

/** GET /api/admin/getAllEvents: every event with its sub-events and assignments. */
export const adminEventListSchema = listResponseSchema(auctionEventWithSubEventsSchema);

/** GET /api/general/event/:eventId. */
export const liveRoomEventResponseSchema = z.object({ success: z.literal(true), data: liveRoomEventSchema });
