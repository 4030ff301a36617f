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

describe('S3_* (finding 4: uploads where every instance reads them)', () => {
  it('is off unless S3_BUCKET is set, and parses the bucket, endpoint, keys and path style', () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'neelami-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'neelami-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'neelami-uploads' }).s3).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      forcePathStyle: false,
    });
  });

  it('stops start-up for S3 settings without a bucket, a key without its secret, or a bad endpoint', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
