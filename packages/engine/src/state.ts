/**
 * Building the engine state of a sub-event before its first command.
 */
import { amountProblem } from './amount';
import type { Direction, EngineState, Rules, RulesInput } from './types';

/** Anti-sniping minutes when the event sets none: the terms' "last three minutes … by three minutes" (SPEC §4, §9). */
export const DEFAULT_EXTENSION_MINUTES = 3;

/** The auto-extension options an event offers: 1 to 10 minutes (SPEC §9). */
export const MIN_EXTENSION_MINUTES = 1;
/** Largest auto-extension option (SPEC §9). */
export const MAX_EXTENSION_MINUTES = 10;

/**
 * Direction of a sub-event from its type: 'reverse' is special, every other type is forward
 * (SPEC §3 Sub-event). Case and surrounding spaces are ignored.
 */
export function directionForSubEventType(subEventType: string): Direction {
  return subEventType.trim().toLowerCase() === 'reverse' ? 'reverse' : 'forward';
}

/** Everything wrong with a rules configuration, in plain words; empty when the rules are usable. */
export function rulesProblems(rules: RulesInput): string[] {
  const problems: string[] = [];
  if (rules.direction !== 'forward' && rules.direction !== 'reverse') {
    problems.push("direction must be 'forward' or 'reverse'");
  }
  if (amountProblem(rules.startValue) !== null) {
    problems.push('startValue must be a whole number of paise greater than zero');
  }
  if (amountProblem(rules.step) !== null) {
    problems.push('step (increment or decrement) must be a whole number of paise greater than zero');
  }
  if (!Number.isSafeInteger(rules.startsAt)) problems.push('startsAt must be a time in epoch milliseconds');
  if (!Number.isSafeInteger(rules.endsAt)) problems.push('endsAt must be a time in epoch milliseconds');
  // SPEC §5 Add Sub Event: start must be before end.
  if (
    Number.isSafeInteger(rules.startsAt) &&
    Number.isSafeInteger(rules.endsAt) &&
    rules.endsAt <= rules.startsAt
  ) {
    problems.push('endsAt must be after startsAt');
  }
  if (typeof rules.isActive !== 'boolean') problems.push('isActive must be true or false');
  const minutes = rules.extensionMinutes;
  if (
    minutes !== null &&
    minutes !== undefined &&
    !(Number.isInteger(minutes) && minutes >= MIN_EXTENSION_MINUTES && minutes <= MAX_EXTENSION_MINUTES)
  ) {
    // SPEC §9: the options are 1 to 10 minutes; "no extension" is extendable: false, not 0 minutes.
    problems.push('extensionMinutes must be a whole number from 1 to 10 (use extendable: false for none)');
  }
  if (rules.extendable !== undefined && typeof rules.extendable !== 'boolean') {
    problems.push('extendable must be true or false');
  }
  if (rules.rankOnly !== undefined && typeof rules.rankOnly !== 'boolean') {
    problems.push('rankOnly must be true or false');
  }
  const max = rules.maxExtensions;
  if (max !== null && max !== undefined && !(Number.isInteger(max) && max >= 0)) {
    problems.push('maxExtensions must be a whole number of at least 0, or null for unlimited');
  }
  return problems;
}

/**
 * The state of a sub-event before any command: no bids, no auto bids, open, `seq` 0.
 * Throws a RangeError listing the problems when the rules are unusable (a configuration bug of the
 * caller, not something a bidder did).
 */
export function initialState(rules: RulesInput): EngineState {
  const problems = rulesProblems(rules);
  if (problems.length > 0) throw new RangeError(`Invalid bidding rules: ${problems.join('; ')}`);
  const normalised: Rules = {
    direction: rules.direction,
    startValue: rules.startValue,
    step: rules.step,
    startsAt: rules.startsAt,
    isActive: rules.isActive,
    extensionMinutes: rules.extensionMinutes ?? DEFAULT_EXTENSION_MINUTES,
    extendable: rules.extendable ?? true,
    maxExtensions: rules.maxExtensions ?? null,
    rankOnly: rules.rankOnly ?? false,
  };
  return {
    rules: normalised,
    status: 'open',
    endsAt: rules.endsAt,
    extensions: 0,
    seq: 0,
    lastSerial: 0,
    standings: [],
    autoBids: [],
    leading: null,
  };
}
