/**
 * Direction arithmetic: every rule is written once, for "better" and "beyond", and holds for both
 * forward (highest wins, steps go up) and reverse (lowest wins, steps go down) auctions (SPEC §1, §4).
 */
import type { Direction, Paise, Standing } from './types';

/** True when amount `a` is strictly better than `b` (higher in forward, lower in reverse). */
export function beats(direction: Direction, a: Paise, b: Paise): boolean {
  return direction === 'forward' ? a > b : a < b;
}

/** True when amount `a` is at least as good as `b`. */
export function atOrBeyond(direction: Direction, a: Paise, b: Paise): boolean {
  return a === b || beats(direction, a, b);
}

/** The amount `steps` steps better than `amount` (plus in forward, minus in reverse). */
export function beyond(direction: Direction, amount: Paise, steps: number, step: Paise): Paise {
  return direction === 'forward' ? amount + steps * step : amount - steps * step;
}

/** `amount`, but no better than `limit`: an auto bid never goes past its ceiling (floor in reverse). */
export function capAt(direction: Direction, amount: Paise, limit: Paise): Paise {
  return direction === 'forward' ? Math.min(amount, limit) : Math.max(amount, limit);
}

/**
 * Rank order of standings: better amount first; equal amounts go to the earlier bid, and equal
 * times to the lower serial, i.e. the bid the engine recorded first (SPEC §6 ranks).
 */
export function compareStandings(direction: Direction): (a: Standing, b: Standing) => number {
  return (a, b) => {
    if (a.amount !== b.amount) return beats(direction, a.amount, b.amount) ? -1 : 1;
    if (a.at !== b.at) return a.at - b.at;
    return a.serial - b.serial;
  };
}
