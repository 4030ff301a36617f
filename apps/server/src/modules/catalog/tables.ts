import { index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paise, ts } from '../../db/columns';
import { users } from '../users/tables';

/** Money is an integer of paise (STYLE.md); the API speaks whole rupees. */

/** Products members trade in (SPEC §3 Product); registration picks from these. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: text('product_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_name_key').on(t.productName)],
);

/** A lot a seller offers (SPEC §3 Lot). */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Up to 3 decimals (e.g. 12.5 MT). */
    quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('lots_seller_idx').on(t.sellerId)],
);

/** The older form of an event (SPEC §3 Auction), kept for /admin/auctionPage. */
export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    currency: text('currency').notNull().default('INR'),
    minValue: paise('min_value').notNull(),
    minIncrement: paise('min_increment').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    resultStartDate: ts('result_start_date').notNull(),
    resultEndDate: ts('result_end_date').notNull(),
    autoExtensionMinutes: integer('auto_extension_minutes').notNull().default(0),
    mappedLotId: uuid('mapped_lot_id').references(() => lots.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auctions_start_idx').on(t.startDate)],
);

/** Buyers registered on an auction (SPEC §3 Auction registeredBuyers). */
export const auctionBuyers = pgTable(
  'auction_buyers',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] })],
);
