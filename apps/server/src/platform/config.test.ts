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
      trustProxy: true,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
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

  it('payments: the sandbox by default (not in production), a provider offered when its credentials are set, half a set refused', () => {
    expect(loadConfig({}).payments).toEqual({ providers: ['sandbox'], bkash: null, sslcommerz: null });
    expect(loadConfig({ NODE_ENV: 'production' }).payments.providers).toEqual([]);
    const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    const ssl = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' };
    const both = loadConfig({ ...bkash, ...ssl, NODE_ENV: 'production', SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com/' });
    expect(both.payments).toEqual({
      providers: ['bkash', 'sslcommerz'],
      bkash: { baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta', appKey: 'k', appSecret: 's', username: 'u', password: 'p' },
      sslcommerz: { baseUrl: 'https://securepay.sslcommerz.com', storeId: 'store', storePassword: 'pw' },
    });
    expect(loadConfig({ ...bkash, PAYMENT_PROVIDERS: 'bkash, sandbox' }).payments.providers).toEqual(['bkash', 'sandbox']);
    expect(() => loadConfig({ BKASH_APP_KEY: 'k' })).toThrow(/BKASH_APP_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'sslcommerz' })).toThrow(/SSLCOMMERZ_STORE_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'paypal' })).toThrow(/unknown provider "paypal"/);
    expect(() => loadConfig({ ...ssl, SSLCOMMERZ_BASE_URL: 'ftp://x' })).toThrow(/SSLCOMMERZ_BASE_URL/);
  });
});
