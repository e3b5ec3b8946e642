import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SESSION_HOURS, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has safe defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: null,
      smsProvider: 'console',
      smsOutboxFile: join(resolve('./data'), 'sms-outbox.jsonl'),
      demo: false,
      logLevel: 'info',
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      rateLimitAuthPerMinute: 30,
      trustProxy: false,
      sessionHours: 720,
    });
    expect(SESSION_HOURS).toBe(720);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/dk',
      DATABASE_URL: 'postgres://u@h/db',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX_FILE: '/tmp/out/sms.jsonl',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/dk',
      databaseUrl: 'postgres://u@h/db',
      smsProvider: 'outbox',
      smsOutboxFile: '/tmp/out/sms.jsonl',
      demo: true,
      logLevel: 'warn',
      webDist: '/srv/web',
      rateLimitAuthPerMinute: 1000,
      trustProxy: 1,
    });
  });

  it('TRUST_PROXY: a number is a hop count, `true` only spelled so, `0`/`false`/unset off, else an address list', () => {
    const trust = (v: string | undefined) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 3 ')).toBe(3);
    expect(trust('true')).toBe(true);
    expect(trust('TRUE')).toBe(true);
    expect(trust('True')).toBe(true);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('FALSE')).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust(undefined)).toBe(false);
    expect(trust('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(trust('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
    expect(trust('loopback')).toBe('loopback');
  });

  it('takes the origins of the optional error-report endpoint and analytics script for the CSP', () => {
    expect(loadConfig({}).thirdPartyOrigins).toEqual({ connect: [], script: [] });
    const c = loadConfig({
      VITE_ERROR_REPORT_URL: 'https://errors.example.com/api/report?k=1',
      VITE_ANALYTICS_SRC: 'https://stats.example.org/script.js',
    });
    expect(c.thirdPartyOrigins).toEqual({
      connect: ['https://errors.example.com', 'https://stats.example.org'],
      script: ['https://stats.example.org'],
    });
    expect(() => loadConfig({ VITE_ANALYTICS_SRC: 'javascript:alert(1)' })).toThrow(/VITE_ANALYTICS_SRC/);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_AUTH_PER_MINUTE/);
  });

  it('payments: once a real provider is configured, the sandbox only when PAYMENT_PROVIDERS names it', () => {
    const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    const ssl = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' };
    const at = { PUBLIC_URL: 'https://dokani.example' };
    // NODE_ENV unset, real credentials: no sandbox beside them
    expect(loadConfig({ ...bkash, ...at }).payments.providers).toEqual(['bkash']);
    expect(loadConfig({ ...ssl, ...at }).payments.providers).toEqual(['sslcommerz']);
    expect(loadConfig({ ...bkash, ...ssl, ...at, NODE_ENV: 'development' }).payments.providers).toEqual(['bkash', 'sslcommerz']);
    // named, it is offered, in production too
    expect(loadConfig({ ...ssl, ...at, PAYMENT_PROVIDERS: 'sslcommerz,sandbox' }).payments.providers).toEqual(['sslcommerz', 'sandbox']);
    expect(loadConfig({ ...at, NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' }).payments.providers).toEqual(['sandbox']);
    // no credentials at all (a newcomer's `npm start`): the sandbox stays; never in production unless named
    expect(loadConfig({}).payments.providers).toEqual(['sandbox']);
    expect(loadConfig({ ...at, NODE_ENV: 'production' }).payments.providers).toEqual([]);
  });

  it('payments: the sandbox by default (not in production), a provider offered when its credentials are set, half a set refused', () => {
    expect(loadConfig({}).payments).toEqual({ providers: ['sandbox'], bkash: null, sslcommerz: null });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dokani.example' }).payments.providers).toEqual([]);
    const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    const ssl = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' };
    const both = loadConfig({
      ...bkash,
      ...ssl,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://dokani.example',
      SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com/',
    });
    expect(both.payments).toEqual({
      providers: ['bkash', 'sslcommerz'],
      bkash: { baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta', appKey: 'k', appSecret: 's', username: 'u', password: 'p' },
      sslcommerz: { baseUrl: 'https://securepay.sslcommerz.com', storeId: 'store', storePassword: 'pw' },
    });
    expect(loadConfig({ ...bkash, PUBLIC_URL: 'https://dokani.example', PAYMENT_PROVIDERS: 'bkash, sandbox' }).payments.providers).toEqual([
      'bkash',
      'sandbox',
    ]);
    expect(() => loadConfig({ BKASH_APP_KEY: 'k' })).toThrow(/BKASH_APP_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'sslcommerz' })).toThrow(/SSLCOMMERZ_STORE_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'paypal' })).toThrow(/unknown provider "paypal"/);
    expect(() => loadConfig({ ...ssl, SSLCOMMERZ_BASE_URL: 'ftp://x' })).toThrow(/SSLCOMMERZ_BASE_URL/);
  });

  it('PUBLIC_URL: required in production and whenever a real payment provider is offered (links are never made from a Host header)', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://dokani.example/some/path' }).publicUrl).toBe('https://dokani.example');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    expect(() => loadConfig({ ...bkash, PAYMENT_PROVIDERS: 'bkash' })).toThrow(/PUBLIC_URL must be set when bkash is offered/);
    expect(() => loadConfig({ SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' })).toThrow(
      /PUBLIC_URL must be set when sslcommerz is offered/,
    );
    // the sandbox alone needs no address: a newcomer's `npm start`
    expect(loadConfig({ PAYMENT_PROVIDERS: 'sandbox' }).payments.providers).toEqual(['sandbox']);
  });
});
