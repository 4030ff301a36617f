import type { BrowserContext } from 'playwright-core';

/** The demo accounts of API.md (password Demo@12345). */
export const DEMO = {
  admin: 'admin@example.com',
  buyer1: 'buyer1@example.com',
  buyer2: 'buyer2@example.com',
  seller: 'seller@example.com',
  guest: 'guest@example.com',
  password: 'Demo@12345',
} as const;

/** One JSON call to the real API (POST by default); a refusal throws with the server's answer. */
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Logs in through the real API and returns the login answer (SPEC §3 Session). */
export async function apiLogin(baseUrl: string, email: string, password: string = DEMO.password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { user: { _id: string; role: string }; token: string };
}

/**
 * Puts a logged-in session into every page of the context the way the web app
 * keeps it (session storage keys 'user' and 'token'), and optionally a theme.
 */
export async function useSession(
  context: BrowserContext,
  session: { user: unknown; token: string } | null,
  theme: 'light' | 'dark' = 'light',
) {
  await context.addInitScript(
    ({ s, t }) => {
      if (s) {
        sessionStorage.setItem('user', JSON.stringify(s.user));
        sessionStorage.setItem('token', s.token);
      }
      sessionStorage.setItem('neelami-color-scheme', t);
    },
    { s: session, t: theme },
  );
}
