/**
 * Server configuration: the ONLY place environment variables are read (docs/ARCHITECTURE.md rule 11).
 *
 * | variable                     | default                    | meaning |
 * |------------------------------|----------------------------|---------|
 * | `PORT`                       | `3000`                     | TCP port to listen on (`0` = any free port) |
 * | `HOST`                       | `127.0.0.1`                | interface to bind (`0.0.0.0` to serve the LAN) |
 * | `DATA_DIR`                   | `./data`                   | folder for the embedded database (`<DATA_DIR>/pglite`) and uploads |
 * | `DATABASE_URL`               | unset                      | PostgreSQL URL; unset → embedded PGlite in `DATA_DIR/pglite` |
 * | `BACKUP_DIR`                 | `<DATA_DIR>/backups`       | with the embedded database: where its snapshots go (every night and before each migration; the last 14 kept) — another disk or a USB drive is safer |
 * | `BACKUP_HOUR`                | `3`                        | the hour (0–23, Dhaka time) of the nightly snapshot; a computer that was off then takes it within the hour it is on |
 * | `REPORTS_DATABASE_URL`       | unset                      | a PostgreSQL streaming replica of `DATABASE_URL`'s database: the reports read there (decision 0017); unset → the reports read the database itself |
 * | `SMS_PROVIDER`               | `console`                  | `console` (SMS written to the server log), `outbox`, or `sslwireless` (the SSL Wireless gateway) |
 * | `SSLWIRELESS_BASE_URL`       | `https://smsplus.sslwireless.com` | SSL Wireless ISMS Plus API v3 |
 * | `SSLWIRELESS_API_TOKEN`, `SSLWIRELESS_SID` | unset       | the account's API token and its sender id (SID: a masking brand name or a non-masking number, as approved); both needed with `sslwireless` |
 * | `SSLWIRELESS_CAMPAIGN_SID`   | `SSLWIRELESS_SID`          | the sender id a shop's campaigns (promotional SMS) go out under, when the account has another approved one (masking or non-masking) |
 * | `SSLWIRELESS_DLR_KEY`        | unset (off)                | a long random secret: delivery reports are taken at `POST /api/v1/sms/delivery/sslwireless?key=<it>` (the DLR URL set in the gateway's panel) |
 * | `SMS_OUTBOX_FILE`            | `<DATA_DIR>/sms-outbox.jsonl` | with `outbox`: each SMS appended as a JSON line `{"to","text","at"}` |
 * | `DEMO`                       | unset                      | `1` → seed the demo account and shop on first start |
 * | `LOG_LEVEL`                  | `info`                     | pino level: fatal, error, warn, info, debug, trace, silent |
 * | `WEB_DIST`                   | `apps/web/dist`            | built web app served at `/` (resolved from the repository root) |
 * | `RATE_LIMIT_AUTH_PER_MINUTE` | `30`                       | requests per minute per IP on each sign-in / OTP route |
 * | `TRUST_PROXY`                | unset (off)                | behind a proxy: a hop count (`1` = trust one hop, the address the nearest proxy saw), `true` (spelled so) trusts every hop, `false`/`0` off, else an IP/CIDR list as Fastify's `trustProxy` |
 * | `PUBLIC_URL`                 | unset                      | the address customers reach the app on: links sent out (receipt SMS) and the payment providers' callbacks are made on it, never on a request's Host. Required in production and with bKash/SSLCommerz; unset → SMS go without links |
 * | `INSTANCE_NAME`              | unset                      | this process's name among several behind a load balancer: sent as the `x-dokani-instance` header of every answer |
 * | `NODE_ENV`                   | unset                      | `production` turns the sandbox payment provider off unless `PAYMENT_PROVIDERS` names it (so does any real provider's credentials) |
 * | `PAYMENT_PROVIDERS`          | see meaning                | comma list of `sandbox`, `bkash`, `sslcommerz` offered at checkout; unset → each provider whose credentials are set; with none set, `sandbox` (not in production). Once bKash or SSLCommerz is configured, the sandbox is offered only when named here |
 * | `BKASH_BASE_URL`             | `https://tokenized.sandbox.bka.sh/v1.2.0-beta` | bKash tokenized checkout API (live: `https://tokenized.pay.bka.sh/v1.2.0-beta`) |
 * | `BKASH_APP_KEY`, `BKASH_APP_SECRET`, `BKASH_USERNAME`, `BKASH_PASSWORD` | unset | the merchant's bKash credentials; all four or none |
 * | `SSLCOMMERZ_BASE_URL`        | `https://sandbox.sslcommerz.com` | SSLCommerz API (live: `https://securepay.sslcommerz.com`) |
 * | `SSLCOMMERZ_STORE_ID`, `SSLCOMMERZ_STORE_PASSWORD` | unset | the merchant's SSLCommerz store; both or none |
 * | `VITE_ERROR_REPORT_URL`      | unset (off)                | error-report endpoint; set it for the web build too. Its origin is allowed in the CSP |
 * | `VITE_ANALYTICS_SRC`         | unset (off)                | analytics script URL; set it for the web build too. Its origin is allowed in the CSP |
 * | `COMMUNITY_URL`              | unset (row hidden)         | an http(s) link to the users' community (a Facebook group), shown in Settings |
 * | `HELP_URL`                   | unset (row hidden)         | an http(s) link to the help centre, shown in Settings |
 * | `MOBILE_APP_URL`             | unset (row hidden)         | an http(s) link to the mobile app (its store page), shown in Settings |
 *
 * Not configurable: sessions live {@link SESSION_HOURS} hours (the spec's constant).
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Session lifetime from sign-in or refresh (spec section 9). */
export const SESSION_HOURS = 720;

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export type SmsProviderName = 'console' | 'outbox' | 'sslwireless';
export type PaymentProviderName = 'sandbox' | 'bkash' | 'sslcommerz';
const PAYMENT_PROVIDER_NAMES: readonly PaymentProviderName[] = ['sandbox', 'bkash', 'sslcommerz'];

export interface PaymentsConfig {
  /** Offered at checkout, in this order. */
  providers: PaymentProviderName[];
  bkash: { baseUrl: string; appKey: string; appSecret: string; username: string; password: string } | null;
  sslcommerz: { baseUrl: string; storeId: string; storePassword: string } | null;
}
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The embedded database's snapshots (platform/db/backups.ts): their folder and the nightly hour. */
  backups: { dir: string; hour: number };
  /** A streaming replica the reports read from; null → the database itself. */
  reportsDatabaseUrl: string | null;
  smsProvider: SmsProviderName;
  smsOutboxFile: string;
  /** With `sslwireless`: the gateway and the account. */
  sslWireless: { baseUrl: string; apiToken: string; sid: string; campaignSid: string | null; dlrKey: string | null } | null;
  demo: boolean;
  logLevel: LogLevel;
  webDist: string;
  rateLimitAuthPerMinute: number;
  trustProxy: boolean | number | string;
  /** Origin for links sent out of the app (receipt SMS, payment callbacks), e.g. https://dokani.example; null → no such link is made. */
  publicUrl: string | null;
  /** This process's name among several (`x-dokani-instance`); null → no header. */
  instanceName: string | null;
  sessionHours: number;
  payments: PaymentsConfig;
  /** Origins of the optional error-report endpoint and analytics script (for the CSP). */
  thirdPartyOrigins: { connect: string[]; script: string[] };
  /** The links Settings shows (GET /api/v1/app-links); null → that row is not shown. */
  appLinks: { community: string | null; help: string | null; mobileApp: string | null };
}

export type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return n;
}

function nonEmpty(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

/**
 * TRUST_PROXY: a number is a hop count (`1` = the address the nearest proxy saw; `0` = off), `true`
 * (any case) trusts every hop, `false` or unset is off, anything else is Fastify's address list.
 * `1` is never `true`: trusting every hop lets a forged X-Forwarded-For pick the client's address.
 */
function trustProxy(raw: string | undefined): boolean | number | string {
  if (!raw) return false;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
  return raw;
}

/** Reads and checks the configuration; throws a clear message for a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(nonEmpty(env, 'DATA_DIR') ?? './data');
  const sms = nonEmpty(env, 'SMS_PROVIDER') ?? 'console';
  if (sms !== 'console' && sms !== 'outbox' && sms !== 'sslwireless') {
    throw new Error(`SMS_PROVIDER must be "console", "outbox" or "sslwireless", got "${sms}"`);
  }
  const sslWirelessCreds = group(env, { apiToken: 'SSLWIRELESS_API_TOKEN', sid: 'SSLWIRELESS_SID' });
  if (sms === 'sslwireless' && !sslWirelessCreds)
    throw new Error('SMS_PROVIDER=sslwireless needs SSLWIRELESS_API_TOKEN and SSLWIRELESS_SID');
  const sslWireless = sslWirelessCreds && {
    baseUrl: baseUrl(env, 'SSLWIRELESS_BASE_URL', 'https://smsplus.sslwireless.com'),
    ...sslWirelessCreds,
    campaignSid: nonEmpty(env, 'SSLWIRELESS_CAMPAIGN_SID') ?? null,
    dlrKey: nonEmpty(env, 'SSLWIRELESS_DLR_KEY') ?? null,
  };
  const level = (nonEmpty(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const webDist = nonEmpty(env, 'WEB_DIST');
  const publicUrl = originOf(env, 'PUBLIC_URL') ?? null;
  const payments = paymentsConfig(env);
  // Links that leave a request (SMS, the providers' callbacks) are made on PUBLIC_URL only, never a Host header.
  if (!publicUrl && env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_URL must be set in production: the address customers and payment providers reach this server on (e.g. PUBLIC_URL=https://dokani.example), used for links in SMS and payment callbacks',
    );
  }
  const real = payments.providers.filter((p) => p !== 'sandbox');
  if (!publicUrl && real.length > 0) {
    throw new Error(
      `PUBLIC_URL must be set when ${real.join(' and ')} ${real.length > 1 ? 'are' : 'is'} offered: the provider calls back to it (e.g. PUBLIC_URL=https://dokani.example)`,
    );
  }
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: nonEmpty(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env, 'DATABASE_URL') ?? null,
    reportsDatabaseUrl: nonEmpty(env, 'REPORTS_DATABASE_URL') ?? null,
    smsProvider: sms,
    smsOutboxFile: resolve(nonEmpty(env, 'SMS_OUTBOX_FILE') ?? resolve(dataDir, 'sms-outbox.jsonl')),
    backups: { dir: resolve(nonEmpty(env, 'BACKUP_DIR') ?? resolve(dataDir, 'backups')), hour: int(env, 'BACKUP_HOUR', 3, 0, 23) },
    sslWireless,
    demo: env.DEMO === '1' || env.DEMO?.toLowerCase() === 'true',
    logLevel: level,
    webDist: webDist ? (isAbsolute(webDist) ? webDist : resolve(webDist)) : resolve(REPO_ROOT, 'apps/web/dist'),
    rateLimitAuthPerMinute: int(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 30, 1, 1_000_000),
    trustProxy: trustProxy(nonEmpty(env, 'TRUST_PROXY')),
    publicUrl,
    instanceName: nonEmpty(env, 'INSTANCE_NAME') ?? null,
    sessionHours: SESSION_HOURS,
    payments,
    thirdPartyOrigins: {
      connect: [originOf(env, 'VITE_ERROR_REPORT_URL'), originOf(env, 'VITE_ANALYTICS_SRC')].filter(isString),
      script: [originOf(env, 'VITE_ANALYTICS_SRC')].filter(isString),
    },
    appLinks: {
      community: httpUrl(env, 'COMMUNITY_URL'),
      help: httpUrl(env, 'HELP_URL'),
      mobileApp: httpUrl(env, 'MOBILE_APP_URL'),
    },
  };
}

/** All of a group of variables or none: half a set of credentials is a mistake worth stopping for. */
function group<K extends string>(env: Env, names: Record<K, string>): Record<K, string> | null {
  const values = Object.fromEntries(Object.entries<string>(names).map(([k, name]) => [k, nonEmpty(env, name)])) as Record<
    K,
    string | undefined
  >;
  const set = Object.values(values).filter((v) => v !== undefined).length;
  if (set === 0) return null;
  if (set < Object.keys(names).length) throw new Error(`Set all of ${Object.values(names).join(', ')} or none of them`);
  return values as Record<K, string>;
}

function paymentsConfig(env: Env): PaymentsConfig {
  const bkashCreds = group(env, {
    appKey: 'BKASH_APP_KEY',
    appSecret: 'BKASH_APP_SECRET',
    username: 'BKASH_USERNAME',
    password: 'BKASH_PASSWORD',
  });
  const sslCreds = group(env, { storeId: 'SSLCOMMERZ_STORE_ID', storePassword: 'SSLCOMMERZ_STORE_PASSWORD' });
  const bkash = bkashCreds && { baseUrl: baseUrl(env, 'BKASH_BASE_URL', 'https://tokenized.sandbox.bka.sh/v1.2.0-beta'), ...bkashCreds };
  const sslcommerz = sslCreds && { baseUrl: baseUrl(env, 'SSLCOMMERZ_BASE_URL', 'https://sandbox.sslcommerz.com'), ...sslCreds };
  const listed = nonEmpty(env, 'PAYMENT_PROVIDERS');
  let providers: PaymentProviderName[];
  if (listed) {
    providers = [
      ...new Set(
        listed
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ] as PaymentProviderName[];
    for (const p of providers) {
      if (!PAYMENT_PROVIDER_NAMES.includes(p))
        throw new Error(`PAYMENT_PROVIDERS: unknown provider "${p}" (use ${PAYMENT_PROVIDER_NAMES.join(', ')})`);
      if (p === 'bkash' && !bkash)
        throw new Error('PAYMENT_PROVIDERS names bkash but BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD are not set');
      if (p === 'sslcommerz' && !sslcommerz)
        throw new Error('PAYMENT_PROVIDERS names sslcommerz but SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD are not set');
    }
  } else {
    providers = [];
    // The sandbox lets anyone "pay" for Advanced and SMS packs: offered unnamed only where no real
    // provider is configured (a newcomer's `npm start`), and never in production.
    if (env.NODE_ENV !== 'production' && !bkash && !sslcommerz) providers.push('sandbox');
    if (bkash) providers.push('bkash');
    if (sslcommerz) providers.push('sslcommerz');
  }
  return { providers, bkash, sslcommerz };
}

/** An http(s) base URL without its trailing slash. */
function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = nonEmpty(env, name) ?? fallback;
  originOf({ [name]: raw }, name);
  return raw.replace(/\/+$/, '');
}

const isString = (v: string | undefined): v is string => v !== undefined;

/** A whole http(s) link (path and query kept), or null when unset. */
function httpUrl(env: Env, name: string): string | null {
  const raw = nonEmpty(env, name);
  if (!raw) return null;
  originOf(env, name);
  return new URL(raw).href;
}

function originOf(env: Env, name: string): string | undefined {
  const raw = nonEmpty(env, name);
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
}
