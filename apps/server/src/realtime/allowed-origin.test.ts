import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-origin';

const none = { publicOrigin: null, listeningPort: 3000 };

describe('socket origins', () => {
  it('accepts the configured public origin, with or without a trailing slash', () => {
    const cfg = { publicOrigin: 'https://auction.example.in/', listeningPort: 3000 };
    expect(isAllowedOrigin('https://auction.example.in', cfg)).toBe(true);
    expect(isAllowedOrigin('http://auction.example.in', cfg)).toBe(false);
    expect(isAllowedOrigin('https://auction.example.in:8443', cfg)).toBe(false);
  });

  it('accepts loopback pages on any port (the Vite dev server) and nothing else by default', () => {
    for (const o of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(isAllowedOrigin(o, none)).toBe(true);
    for (const o of ['https://evil.example', 'http://localhost.evil.example', 'null', 'file://x', 'garbage'])
      expect(isAllowedOrigin(o, none)).toBe(false);
  });

  it("accepts this machine's own address only on the port the server listens on", () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!own) return; // a machine with loopback only has nothing more to check
    expect(isAllowedOrigin(`http://${own}:3000`, none)).toBe(true);
    expect(isAllowedOrigin(`http://${own}:8080`, none)).toBe(false);
  });
});
