/**
 * The event lists (API.md "Events"; SPEC §3 Event) as the home page and the auction lists parse
 * them, in zod/mini to keep the home page's JavaScript small; held to the interface in `events.ts`.
 * Every other event answer is parsed with `events-api-responses.ts`.
 */
import * as z from 'zod/mini';
import { listResponseSchema, type Same } from './common-responses';
import type { AuctionEvent, EventPhase } from './events';

const PHASES = ['upcoming', 'live', 'past'] as const satisfies readonly EventPhase[];

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
