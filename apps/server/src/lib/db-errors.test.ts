import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';

const wrapped = (code: string) =>
  new Error('query failed', { cause: Object.assign(new Error('db'), { code }) });

describe('database error codes', () => {
  it('finds a unique violation, also wrapped by the query builder', () => {
    expect(isUniqueViolation(Object.assign(new Error(), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('finds a foreign-key violation, and a restricted delete', () => {
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23001'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23505'))).toBe(false);
  });
});
