/**
 * Formatting for the user-facing messages of rejections. Amounts are shown in whole rupees in Indian
 * grouping (₹1,05,000) and times in Indian time (STYLE "Money", SPEC §9 "Times shown in Indian time").
 */
import type { EpochMs, Paise } from './types';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const indianTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Which way to round paise to whole rupees: 'up' for "at least" amounts, 'down' for "at most" ones. */
export type Rounding = 'up' | 'down' | 'nearest';

/**
 * Formats paise as whole rupees, e.g. 10500000 → '₹1,05,000'. A needed amount that is not a whole
 * number of rupees is rounded so that the amount shown still satisfies the rule ('up' for a minimum,
 * 'down' for a maximum): a bidder who types exactly what the message says is never refused.
 */
export function formatRupees(paise: Paise, rounding: Rounding = 'nearest'): string {
  const exact = paise / 100;
  const whole =
    rounding === 'up' ? Math.ceil(exact) : rounding === 'down' ? Math.floor(exact) : Math.round(exact);
  // Object.is(-0) guard: Intl prints '-₹0' for negative zero.
  return rupees.format(whole === 0 ? 0 : whole);
}

/** Formats a time in Indian time, e.g. '22 Nov 2025, 10:00 am IST'. */
export function formatIndianTime(at: EpochMs): string {
  return `${indianTime.format(new Date(at))} IST`;
}
