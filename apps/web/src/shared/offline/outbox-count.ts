/**
 * The outbox's summary recounted from the device's store into its localStorage mirror
 * (outbox-state.ts) — after every change, and when the app opens. Apart from the rest of the
 * outbox (outbox.ts, sending), so that every page's recount on opening carries only this.
 */
import { offlineDb } from './db';
import { writeOutboxState } from './outbox-state';

/** Recounts the outbox into the mirror; `lastError` is written too when given. */
export async function mirrorOutbox(lastError?: string | null): Promise<void> {
  const db = await offlineDb();
  const all = await db.getAll('outbox');
  writeOutboxState({
    count: all.length,
    refused: all.filter((e) => e.error !== null).length,
    ...(lastError !== undefined ? { lastError } : {}),
  });
}

/**
 * Recounts the mirror from the outbox itself: on opening the app, since the browser may not have
 * written the last localStorage change to disk before it was closed (IndexedDB commits are durable).
 */
export function recountOutbox(): Promise<void> {
  return mirrorOutbox();
}
