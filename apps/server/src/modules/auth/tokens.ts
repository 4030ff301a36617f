import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'neelami';
const AUDIENCE = 'neelami-app';
/** A login session lasts 12 hours (a trading day with margin). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The claims Neelami tokens carry: the user and the server-side session. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs an HS256 JWT bound to a session row. */
export function signToken(secret: string, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** Verifies signature (HS256 only), expiry, issuer and audience; null when anything is off. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
