/**
 * The pieces of a route's options that many route files repeat: the documented answers by status
 * and the usual access declarations (`config`, enforced by access.ts).
 */

/** The answer of a 200. */
export const ok = <T>(schema: T) => ({ 200: schema });
/** The answer of a 201. */
export const created = <T>(schema: T) => ({ 201: schema });
/** Admin only. */
export const adminOnly = { access: ['Admin'] } as const;
/** Admin only; may answer 409 (a conflict with what exists). */
export const adminConflict = { access: ['Admin'], failures: [409] } as const;
/** Anyone. */
export const publicAccess = { access: 'public' } as const;
