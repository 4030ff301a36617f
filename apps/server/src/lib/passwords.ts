import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP-grade memory cost).
/** Hashes a password (login or transaction password) with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** Checks a password against its argon2 hash; false on any malformed hash. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the e-mail is unknown, so that the answer
// takes as long as for a known account (no account enumeration by timing).
let dummy: Promise<string> | null = null;
/** Burns the time of one verification. */
export async function verifyDummy(plain: string): Promise<void> {
  dummy ??= hash('not-a-real-password-neelami');
  await verifyPassword(await dummy, plain);
}
