import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { socketIpResolver } from './bidding-handlers';

const socket = (remoteAddress: string, xff?: string) => {
  const connection = new Socket();
  Object.defineProperty(connection, 'remoteAddress', { value: remoteAddress });
  const request = new IncomingMessage(connection);
  if (xff) request.headers['x-forwarded-for'] = xff;
  return { request };
};

describe('socket client IP (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(socketIpResolver(false)(socket('198.51.100.1', '203.0.113.7'))).toBe('198.51.100.1');
  });

  it('believes a trusted proxy, and only as far as the trust goes', () => {
    const behindLoopback = socketIpResolver(['loopback']);
    expect(behindLoopback(socket('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    // A spoofed hop in front of the real client is not believed.
    expect(behindLoopback(socket('127.0.0.1', '10.0.0.1, 203.0.113.7'))).toBe('203.0.113.7');
    // A direct client cannot pretend.
    expect(behindLoopback(socket('198.51.100.1', '203.0.113.7'))).toBe('198.51.100.1');
    expect(socketIpResolver(true)(socket('127.0.0.1', '203.0.113.7, 127.0.0.1'))).toBe('203.0.113.7');
  });
});
