import { z } from 'zod';
import { idRef, instant, numberField, optionalText, requiredText } from './fields';

/**
 * Catalogue: products, lots and the older "auction" form (SPEC §3 Product, Lot,
 * Auction; §5 Add Auction; §7 Admin). Amounts are whole rupees in the API and
 * paise in the database.
 */

/** User-facing messages of the catalogue screens and calls (SPEC §8 where it names them). */
export const catalogMessages = {
  productSaved: 'Product saved successfully!',
  productUpdated: 'Product updated successfully!',
  productDeleted: 'Product deleted successfully!',
  productExists: 'A product with this name already exists',
  productNotFound: 'Product not found',
  lotSaved: 'Lot saved successfully!',
  lotUpdated: 'Lot updated successfully!',
  lotDeleted: 'Lot deleted successfully!',
  lotNotFound: 'Lot not found',
  lotInUse: 'This lot is mapped to an auction or a sub-event and cannot be deleted.',
  auctionSaved: 'Auction Saved successfully!',
  auctionUpdated: 'Auction updated successfully!',
  auctionNotFound: 'Auction not found',
  notASeller: 'Please select a registered seller',
  notABuyer: 'Only registered buyers can be registered for an auction',
  startBeforeEnd: 'Start date must be before end date',
  endAfterStart: 'End date must be after start date',
  resultStartBeforeEnd: 'Result start date must be before result end date',
  resultEndAfterStart: 'Result end date must be after result start date',
  wholeRupees: 'Enter a whole number of rupees',
  positive: 'Must be more than 0',
  tooLarge: 'This amount is too large',
  membershipDemo: 'This is a demo of our plans: nothing was saved. Please contact us to take a membership.',
} as const;

/** Largest amount the API accepts, in rupees (₹10 lakh crore): far below 2^53 paise. */
export const MAX_RUPEES = 10_000_000_000_000;

/** A required amount in whole rupees, more than 0 (a number or a string of digits). */
export const rupees = () =>
  numberField(
    z
      .number()
      .int({ error: catalogMessages.wholeRupees })
      .positive({ error: catalogMessages.positive })
      .max(MAX_RUPEES, { error: catalogMessages.tooLarge }),
    { malformed: catalogMessages.wholeRupees },
  );

/** Path parameter `:id`: ids that are not UUIDs are refused with 400. */
export const idParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });

// ---------------------------------------------------------------- Product

/** Add / edit a product (SPEC §3 Product; POST and PUT /api/admin/products). */
export const productInputSchema = z.object({ productName: requiredText(120) });
export type ProductInput = z.infer<typeof productInputSchema>;

/** A product as the API returns it. */
export interface Product {
  _id: string;
  productName: string;
}

// ---------------------------------------------------------------- Lot

/** Add / edit a lot (SPEC §3 Lot; POST /api/admin/createLot, PUT /api/admin/updateLot/:id). */
export const lotInputSchema = z.object({
  name: requiredText(200),
  description: requiredText(5000, { multiLine: true }),
  quantity: numberField(
    z
      .number()
      .positive({ error: catalogMessages.positive })
      .max(1_000_000_000, { error: 'This quantity is too large' })
      .refine((v) => Math.round(v * 1000) / 1000 === v, { error: 'At most 3 decimal places' }),
    { decimals: true },
  ),
  unit: requiredText(40),
  seller: idRef(),
});
export type LotInput = z.infer<typeof lotInputSchema>;

/** A lot as the API returns it; `discription` repeats `description` for the spec's list (SPEC §3). */
export interface Lot {
  _id: string;
  name: string;
  description: string;
  discription: string;
  quantity: number;
  unit: string;
  /** The seller's user id. */
  seller: string;
  /** The seller's organisation or individual name. */
  sellerName: string;
  createdAt: string;
}

// ---------------------------------------------------------------- Auction (older form)

const auctionFields = z.object({
  name: requiredText(200),
  description: optionalText(5000, { multiLine: true }),
  address: requiredText(500, { multiLine: true }),
  currency: z.enum(['INR'], { error: 'Currency must be INR' }).optional().default('INR'),
  minValue: rupees(),
  minIncrement: rupees(),
  startDate: instant(),
  endDate: instant(),
  resultStartDate: instant(),
  resultEndDate: instant(),
  autoExtensionMinutes: numberField(
    z
      .number()
      .int({ error: 'Enter whole minutes' })
      .min(0, { error: 'Must be 0 or more' })
      .max(60, { error: 'At most 60 minutes' }),
    { malformed: 'Enter whole minutes' },
  )
    .optional()
    .default(0),
  mappedLot: z.uuid({ error: 'Invalid lot' }).nullable().optional().default(null),
  seller: idRef(),
  registeredBuyers: z
    .array(z.uuid({ error: 'Invalid buyer' }))
    .max(1000)
    .optional()
    .default([]),
});

/**
 * Runs a cross-field rule (the date order) even when other fields failed, so a form
 * shows every message at once; the rules themselves only compare fields that parsed.
 */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Adds the two SPEC §5 Add Auction date-order rules to an auction schema. */
function auctionDateOrder(
  v: { startDate?: unknown; endDate?: unknown; resultStartDate?: unknown; resultEndDate?: unknown },
  ctx: z.RefinementCtx,
) {
  const before = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' && Date.parse(a) >= Date.parse(b);
  if (before(v.startDate, v.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: catalogMessages.startBeforeEnd });
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: catalogMessages.endAfterStart });
  }
  if (before(v.resultStartDate, v.resultEndDate)) {
    ctx.addIssue({
      code: 'custom',
      path: ['resultStartDate'],
      message: catalogMessages.resultStartBeforeEnd,
    });
    ctx.addIssue({ code: 'custom', path: ['resultEndDate'], message: catalogMessages.resultEndAfterStart });
  }
}

/** Add / edit an auction (SPEC §3 Auction, §5 Add Auction). */
export const auctionInputSchema = auctionFields.superRefine(auctionDateOrder, evenWithOtherErrors);
export type AuctionInput = z.input<typeof auctionInputSchema>;
export type AuctionData = z.output<typeof auctionInputSchema>;

/** An auction as the API returns it (amounts in rupees). */
export interface Auction {
  _id: string;
  name: string;
  description: string;
  address: string;
  currency: string;
  minValue: number;
  minIncrement: number;
  startDate: string;
  endDate: string;
  resultStartDate: string;
  resultEndDate: string;
  autoExtensionMinutes: number;
  mappedLot: string | null;
  mappedLotName: string | null;
  seller: string | null;
  sellerName: string | null;
  registeredBuyers: string[];
}

// ---------------------------------------------------------------- Membership

/** A plan of the static membership demo (SPEC §9; nothing is saved). */
export interface MembershipPlan {
  name: string;
  months: number;
  /** Whole rupees. */
  price: number;
}

/** SPEC §9 demo membership plans. */
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  { name: 'Silver', months: 3, price: 999 },
  { name: 'Gold', months: 6, price: 1799 },
  { name: 'Platinum', months: 12, price: 2999 },
];
