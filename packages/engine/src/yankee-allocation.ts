/**
 * Allocation of a Yankee lot and what each viewer sees of it (API.md "Multi-unit (Yankee) lots"):
 * highest price first, the earlier bid first at equal price; a bidder gets its whole quantity while
 * it fits; the first one that does not fit gets the remainder if that is at least the minimum, else
 * the next bidder whose quantity fits. Pure: the server and the property tests call the same code.
 */
import type { Paise } from './types';
import type { Allocation, QuantityRules, YankeeStanding, YankeeState } from './yankee-types';

/** Allocation order: price (higher first), then time, then serial. */
export function compareYankee(a: YankeeStanding, b: YankeeStanding): number {
  if (a.amount !== b.amount) return b.amount - a.amount;
  if (a.at !== b.at) return a.at - b.at;
  return a.serial - b.serial;
}

/** Allocates `total` units over standings already in allocation order. */
export function allocateStandings(standings: YankeeStanding[], rules: QuantityRules): Allocation[] {
  let remaining = rules.totalQuantity;
  return standings.map((s, i) => {
    let allocatedQuantity = 0;
    if (s.quantity <= remaining) {
      allocatedQuantity = s.quantity;
    } else if (remaining >= rules.minQuantity) {
      // The remainder rule: the last allocated bidder takes what is left when it is at least the minimum.
      allocatedQuantity = remaining;
    }
    remaining -= allocatedQuantity;
    return {
      bidderId: s.bidderId,
      rank: i + 1,
      quantity: s.quantity,
      amount: s.amount,
      allocatedQuantity,
    };
  });
}

/** The lot's allocation if it closed now, in allocation order. */
export function allocation(state: YankeeState): Allocation[] {
  return allocateStandings(state.standings, state.quantity);
}

/** The allocations that win something: one sale each at the close. */
export function allocatedOnly(state: YankeeState): Allocation[] {
  return allocation(state).filter((a) => a.allocatedQuantity > 0);
}

/** One bidder's place, or null when it has no standing bid. */
export function allocationOf(state: YankeeState, bidderId: string): Allocation | null {
  return allocation(state).find((a) => a.bidderId === bidderId) ?? null;
}

/** True when two allocations give every bidder the same units (the anti-sniping test). */
export function sameAllocation(a: Allocation[], b: Allocation[]): boolean {
  const units = (list: Allocation[]) =>
    list
      .filter((x) => x.allocatedQuantity > 0)
      .map((x) => `${x.bidderId}=${x.allocatedQuantity}`)
      .sort()
      .join(',');
  return units(a) === units(b);
}

/** The least price a bidder's next bid may have at the given quantity (start value, or its own beaten). */
export function floorFor(state: YankeeState, bidderId: string, quantity: number): Paise {
  const own = state.standings.find((s) => s.bidderId === bidderId);
  if (own === undefined) return state.rules.startValue;
  return quantity > own.quantity ? own.amount : own.amount + state.rules.step;
}

/**
 * The price per unit a new bid of `quantity` units by `bidderId` needs, placed now, to be allocated
 * all of them: the floor plus whole steps. Null when its standing bid already gets all its units.
 */
export function priceForWhole(state: YankeeState, bidderId: string, quantity?: number): Paise | null {
  const own = state.standings.find((s) => s.bidderId === bidderId);
  const units = quantity ?? own?.quantity ?? state.quantity.minQuantity;
  if (own !== undefined && units === own.quantity) {
    const mine = allocationOf(state, bidderId);
    if (mine !== null && mine.allocatedQuantity === own.quantity) return null;
  }
  const floor = floorFor(state, bidderId, units);
  const others = state.standings.filter((s) => s.bidderId !== bidderId);
  const fits = (price: Paise): boolean => {
    // A new bid is the latest, so it comes after every other bid at its price.
    const mine: YankeeStanding = {
      bidderId,
      quantity: units,
      amount: price,
      bidId: '',
      at: Infinity,
      serial: 0,
    };
    const ordered = [
      ...others.filter((s) => s.amount >= price),
      mine,
      ...others.filter((s) => s.amount < price),
    ];
    const got = allocateStandings(ordered, state.quantity).find((a) => a.bidderId === bidderId);
    return got?.allocatedQuantity === units;
  };
  // Above every other price the bid comes first and gets all its units (it is at most the total), and
  // a higher price never moves a bid later: so the least fitting number of steps is found by halving.
  const highest = Math.max(0, ...others.map((s) => s.amount));
  let lo = 0;
  let hi = Math.max(0, Math.ceil((highest + 1 - floor) / state.rules.step));
  if (fits(floor)) return floor;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(floor + mid * state.rules.step)) hi = mid;
    else lo = mid;
  }
  return floor + hi * state.rules.step;
}

/** What a guest sees: the allocation without names (API.md: "a guest sees the allocation without names"). */
export function anonymousAllocation(state: YankeeState): Omit<Allocation, 'bidderId'>[] {
  return allocation(state).map(({ bidderId: _hidden, ...rest }) => rest);
}
