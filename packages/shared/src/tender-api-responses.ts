/**
 * The answers of the tender calls (API.md "Multi-unit (Yankee) lots and tender-then-auction").
 * Before the window closes no answer has a field that could carry an amount: the receipt and the
 * sealed log are digests only. Written with `zod/mini` like the other answers.
 */
import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';

/** What a member keeps of its sealed tender: it recomputes the digest from its amount and the salt. */
export const tenderReceiptSchema = z.strictObject({
  subEventId: z.string(),
  seq: z.number(),
  digest: z.string(),
  chainHash: z.string(),
  salt: z.string(),
  placedAt: isoInstant,
});
export type TenderReceipt = z.infer<typeof tenderReceiptSchema>;

/** `POST /api/member/subEvents/:id/tender`. */
export const tenderPlacedResponse = succeeded({ message: z.string(), receipt: tenderReceiptSchema });

/** A tender in the opened list (Admin and the owner): rupees, its rank, and whether it matches its commitment. */
export const openedTenderSchema = z.strictObject({
  rank: z.number(),
  bidderId: z.string(),
  bidderName: z.string(),
  amount: z.number(),
  qualified: z.boolean(),
  seq: z.number(),
  digest: z.string(),
  placedAt: isoInstant,
  matchesCommitment: z.boolean(),
});

/** One entry of the lot's tender log: no amount, no identity. */
export const sealedEntrySchema = z.strictObject({
  seq: z.number(),
  digest: z.string(),
  chainHash: z.string(),
});

/**
 * `GET /api/admin/subEvents/:id/tenders` (Admin) and `GET /api/seller/subEvents/:id/tenders` (the
 * owner): before `tenderClosesOn` only the sealed log; after it the tenders, ranked, with the check
 * that every one matches its digest and the chain is intact.
 */
export const lotTendersResponse = succeeded({
  opened: z.boolean(),
  tenderClosesOn: isoInstant,
  log: z.array(sealedEntrySchema),
  tenders: z.optional(z.array(openedTenderSchema)),
  chainIntact: z.optional(z.boolean()),
});

/** `GET /api/member/subEvents/:id/tender`: the caller's tender, its rank once opened. */
export const myTenderResponse = succeeded({
  opened: z.boolean(),
  tenderOpensOn: isoInstant,
  tenderClosesOn: isoInstant,
  receipt: z.nullable(tenderReceiptSchema),
  /** After the opening only. */
  amount: z.optional(z.number()),
  rank: z.optional(z.number()),
  tenderers: z.optional(z.number()),
  qualified: z.optional(z.boolean()),
});
