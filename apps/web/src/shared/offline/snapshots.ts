/**
 * Reads that keep working without a network (decision 0013): the answer of a read the counter
 * needs is kept on the device per shop; when the network fails, the kept answer is used. The
 * database code (idb) is loaded only when a snapshot is written or read.
 */
import { ApiError } from '@/shared/lib/http';

export const isNetworkError = (e: unknown): boolean => e instanceof ApiError && e.code === 'NETWORK';

/** Keeps `data` as the shop's `name` snapshot (in the background: a failure only loses the copy). */
export function keepForOffline(shopId: string, name: string, data: unknown): void {
  if (!shopId) return;
  void import('./db').then((db) => db.writeSnapshot(shopId, name, data)).catch(() => undefined);
}

/** The shop's `name` snapshot, or undefined. */
export async function readKept<T>(shopId: string, name: string): Promise<{ at: number; data: T } | undefined> {
  try {
    const db = await import('./db');
    return await db.readSnapshot<T>(shopId, name);
  } catch {
    return undefined;
  }
}

/** Changes the shop's `name` snapshot in place (e.g. the stock an offline sale took). */
export async function changeKept<T>(shopId: string, name: string, change: (data: T) => T): Promise<void> {
  const db = await import('./db');
  await db.updateSnapshot(shopId, name, change);
}

/**
 * The read, kept for offline use; without a network the kept answer (when there is one). Queries
 * using it run with `networkMode: 'always'`, so they ask even when the browser says it is offline.
 */
export async function withSnapshot<T>(shopId: string, name: string, read: () => Promise<T>): Promise<T> {
  try {
    const data = await read();
    keepForOffline(shopId, name, data);
    return data;
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const kept = await readKept<T>(shopId, name);
    if (!kept) throw e;
    return kept.data;
  }
}

/** Every page of a keyset-paged list (`items`, `nextCursor`), up to `max` rows. */
export async function readAllPages<T>(
  page: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
  max = 20_000,
): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const p = await page(cursor);
    out.push(...p.items);
    cursor = p.nextCursor;
  } while (cursor && out.length < max);
  return out;
}

/**
 * Keeps a whole list for offline use (every page of it), unless the device's copy is fresher than
 * `freshMs` (a counter opened again a minute later does not fetch the list again).
 */
export async function refreshKeptList<T>(
  shopId: string,
  name: string,
  page: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
  opts: { freshMs: number; force?: boolean },
): Promise<void> {
  const kept = await readKept<T[]>(shopId, name);
  if (!opts.force && kept && Date.now() - kept.at < opts.freshMs) return;
  keepForOffline(shopId, name, await readAllPages(page));
}
