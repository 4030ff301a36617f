import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column kinds every module's tables share, so a time or an amount is stored the same way in
 * each: times as `timestamptz`, amounts in paise and counters as `bigint` read as JS numbers
 * (safe to 2^53 paise, about ₹90 lakh crore).
 */

/** A point in time, with its time zone (`timestamptz`). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An amount in paise (`bigint`, read as a number). */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/** A whole-number counter or quantity too large for `integer` (`bigint`, read as a number). */
export const bigNumber = (name: string) => bigint(name, { mode: 'number' });
