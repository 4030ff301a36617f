/**
 * The kinds and states of an EMD ledger's rows (API.md "Earnest money (EMD)"), in a module of their
 * own: the answers' schemas that a member's list needs (its EMD holds) run none of emd.ts's forms,
 * which re-exports them.
 */
export const EMD_ENTRY_TYPES = ['deposit', 'hold', 'release', 'adjust', 'forfeit', 'refund'] as const;
export type EmdEntryType = (typeof EMD_ENTRY_TYPES)[number];
export const EMD_ENTRY_STATUSES = [
  'pending',
  'verified',
  'rejected',
  'held',
  'released',
  'adjusted',
  'forfeited',
  'requested',
  'paid',
] as const;
export type EmdEntryStatus = (typeof EMD_ENTRY_STATUSES)[number];
