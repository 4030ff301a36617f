import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/neelami-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('CLOCK_OFFSET_DAYS', () => {
  it('moves the business clock by whole days outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', CLOCK_OFFSET_DAYS: '2' }).clockOffsetMs).toBe(
      2 * 86_400_000,
    );
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).clockOffsetMs).toBe(0);
  });

  it('is refused in production, and when it is not a whole number', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', CLOCK_OFFSET_DAYS: '1' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, CLOCK_OFFSET_DAYS: '1.5' })).toThrow(/CLOCK_OFFSET_DAYS/);
    expect(loadConfig({ ...base, NODE_ENV: 'production', CLOCK_OFFSET_DAYS: '0' }).clockOffsetMs).toBe(0);
  });
});

describe('FAN_OUT_TICK_MS', () => {
  it('is 50 ms unless set, and refused outside 10–1000', () => {
    expect(loadConfig(base).fanOutTickMs).toBe(50);
    expect(loadConfig({ ...base, FAN_OUT_TICK_MS: '100' }).fanOutTickMs).toBe(100);
    expect(() => loadConfig({ ...base, FAN_OUT_TICK_MS: '0' })).toThrow(/FAN_OUT_TICK_MS/);
    expect(() => loadConfig({ ...base, FAN_OUT_TICK_MS: '5000' })).toThrow(/FAN_OUT_TICK_MS/);
  });
});

describe('WEB_DIST and DATA_DIR', () => {
  it('take a path relative to where the server was started', () => {
    const config = loadConfig({ ...base, DATA_DIR: 'data-dir', WEB_DIST: 'apps/web/dist' });
    expect(config.webDist).toBe(path.resolve('apps/web/dist'));
    expect(config.dataDir).toBe(path.resolve('data-dir'));
    expect(loadConfig({ ...base, WEB_DIST: '/srv/neelami/web' }).webDist).toBe('/srv/neelami/web');
  });
});
