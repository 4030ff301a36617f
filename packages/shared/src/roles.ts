/** Roles offered at registration (SPEC §3, §6). */
export const ROLES = ['Admin', 'Buyer', 'Guest/Client', 'Seller'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC §6: a bidder is any role that is neither Admin nor Guest/Client. */
export const canBid = (role: Role) => role !== 'Admin' && role !== 'Guest/Client';
