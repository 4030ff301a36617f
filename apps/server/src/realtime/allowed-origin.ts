import { networkInterfaces } from 'node:os';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** The host names of this machine's own interfaces (IPv6 without brackets, as URL.hostname gives them bare). */
function ownAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) out.add(a.address);
  return out;
}

const portOf = (u: URL) => Number(u.port || (u.protocol === 'https:' ? 443 : 80));

/**
 * ARCHITECTURE.md "WebSocket handshake": whether a browser page of `origin` may
 * open a socket. Allowed are PUBLIC_ORIGIN, pages on this machine's loopback
 * (development, the Vite dev server on another port) and this server reached
 * directly by one of its own addresses on the port it listens on. The request's
 * Host header is never consulted: a DNS-rebinding page controls it.
 */
export function isAllowedOrigin(
  origin: string,
  allowed: { publicOrigin: string | null; listeningPort: number | null },
): boolean {
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (allowed.publicOrigin && u.origin === new URL(allowed.publicOrigin).origin) return true;
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  if (LOOPBACK.has(host)) return true;
  return allowed.listeningPort !== null && portOf(u) === allowed.listeningPort && ownAddresses().has(host);
}
