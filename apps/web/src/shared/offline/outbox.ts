/**
 * What was done offline and waits to be sent (decision 0013): added by the counter, sent in the
 * order it was made by `sendOutbox` — one tab at a time (Web Locks), each under its client ULID so
 * a resend after a lost answer, a second tab or a second device books it once (the server's id
 * replay). Nothing here is ever dropped by signing out or a session ending; an entry leaves only
 * when the server has booked it, or when the owner removes one the server refused.
 *
 * A summary (how many wait, the last error) is mirrored in localStorage, so the header's badge and
 * the sign-out guard read it at once without opening the database (outbox-state.ts).
 */
import { ApiError, request } from '@/shared/lib/http';
import { offlineDb, type OutboxEntry, type OutboxKind } from './db';
import { mirrorOutbox } from './outbox-count';

export type { OutboxEntry, OutboxKind };

/** Recounts the outbox into the mirror (after every change). */
const mirror = mirrorOutbox;
export { recountOutbox } from './outbox-count';

export async function addToOutbox(e: Omit<OutboxEntry, 'createdAt' | 'error' | 'attempts'> & { createdAt?: number }): Promise<OutboxEntry> {
  const db = await offlineDb();
  const entry: OutboxEntry = { createdAt: Date.now(), ...e, error: null, attempts: 0 };
  await db.put('outbox', entry);
  await mirror();
  return entry;
}

/** Everything waiting, oldest first (of one shop when given). */
export async function outboxEntries(shopId?: string): Promise<OutboxEntry[]> {
  const db = await offlineDb();
  const all = await db.getAllFromIndex('outbox', 'byCreated');
  return shopId ? all.filter((e) => e.shopId === shopId) : all;
}

export async function outboxEntry(id: string): Promise<OutboxEntry | undefined> {
  const db = await offlineDb();
  return db.get('outbox', id);
}

/** The owner gives up on an entry the server refused (it was never booked). */
export async function removeFromOutbox(id: string): Promise<void> {
  const db = await offlineDb();
  await db.delete('outbox', id);
  await mirror();
}

export interface SendResult {
  sent: { entry: OutboxEntry; answer: unknown }[];
  /** Why sending stopped before the end (the network, the session), or null. */
  stopped: 'network' | 'session' | 'server' | null;
}

/** Codes after which the rest waits: nothing is wrong with the entry itself. */
const STOP: Record<string, SendResult['stopped']> = { NETWORK: 'network', SESSION_EXPIRED: 'session', UNAUTHENTICATED: 'session' };

/** Posts one entry; what became of it. */
async function sendOne(entry: OutboxEntry): Promise<{ answer?: unknown; stop?: SendResult['stopped']; error?: OutboxEntry['error'] }> {
  try {
    return { answer: await request<unknown>(entry.path, { method: 'POST', body: entry.body }) };
  } catch (e) {
    if (!(e instanceof ApiError)) return { stop: 'network' };
    const stop = STOP[e.code] ?? (e.status >= 500 || e.status === 429 ? 'server' : null);
    if (stop) return { stop };
    return { error: { code: e.code, message: e.message } };
  }
}

/** Refusals of a sale posted online that the same sale marked offline would not get. */
const FALLBACK_CODES = new Set(['STOCK_INSUFFICIENT', 'PRODUCT_INACTIVE']);

/** Whether the server has the entry (GET path/id): true, false (404), or null when it cannot tell. */
async function booked(entry: OutboxEntry): Promise<boolean | null> {
  try {
    await request<unknown>(`${entry.path}/${encodeURIComponent(entry.id)}`);
    return true;
  } catch (e) {
    return e instanceof ApiError && e.status === 404 ? false : null;
  }
}

async function run(shopIds: readonly string[] | null): Promise<SendResult> {
  const db = await offlineDb();
  const result: SendResult = { sent: [], stopped: null };
  const entries = (await db.getAllFromIndex('outbox', 'byCreated')).filter((e) => (shopIds ? shopIds.includes(e.shopId) : true));
  let lastError: string | null = null;
  for (const waiting of entries) {
    // refused before and not changed since: it waits for the owner, the others go on
    if (waiting.error) continue;
    let entry = waiting;
    let r = await sendOne(entry);
    if (r.error && entry.fallbackBody !== undefined && FALLBACK_CODES.has(r.error.code) && (await booked(entry)) === false) {
      // never booked: the sale as made offline (dated then, taken even with the stock short)
      entry = { ...entry, body: entry.fallbackBody, fallbackBody: undefined };
      await db.put('outbox', entry);
      r = await sendOne(entry);
    }
    if (r.stop) {
      result.stopped = r.stop;
      lastError = r.stop;
      break;
    }
    if (r.error) {
      await db.put('outbox', { ...entry, error: r.error, attempts: entry.attempts + 1 });
      lastError = r.error.message;
      continue;
    }
    await db.delete('outbox', entry.id);
    result.sent.push({ entry, answer: r.answer });
  }
  await mirror(lastError);
  return result;
}

let running: Promise<SendResult> | null = null;

/**
 * Sends what waits, oldest first (`shopIds`: only theirs — the shops this session may post to).
 * One sender at a time on this device: a second tab that asks while one sends gets an empty result.
 */
export function sendOutbox(shopIds: readonly string[] | null = null): Promise<SendResult> {
  if (running) return running;
  const locks = (typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined) ?? null;
  const go = (): Promise<SendResult> =>
    locks
      ? (locks.request('dokani-outbox', { ifAvailable: true }, (lock) =>
          lock ? run(shopIds) : { sent: [], stopped: null },
        ) as Promise<SendResult>)
      : run(shopIds);
  running = go().finally(() => {
    running = null;
  });
  return running;
}

/** Tries a refused entry again (after the owner fixed what the server asked, e.g. the clock). */
export async function retryOutboxEntry(id: string): Promise<void> {
  const db = await offlineDb();
  const e = await db.get('outbox', id);
  if (e) await db.put('outbox', { ...e, error: null });
  await mirror();
}
