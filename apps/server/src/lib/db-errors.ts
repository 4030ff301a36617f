/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation (PostgreSQL and PGlite). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * True when a database error (possibly wrapped by Drizzle) is a foreign-key violation: 23503, or
 * 23001 when a row that an `on delete restrict` key points at is deleted.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}
