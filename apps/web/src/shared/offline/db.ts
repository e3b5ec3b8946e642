/**
 * The device's own store (IndexedDB, through idb): what the counter needs to keep selling without
 * a network (decision 0013).
 * - `outbox`: what was done offline and waits to be sent (a sale, a due payment), under its client
 *   ULID, in the order it was made;
 * - `snapshots`: the last answers of the reads the counter needs (the shop's products, customers,
 *   settings), per shop, kept fresh while online;
 * - `meta`: this device's tag and the last provisional number.
 * Loaded with import() by the code that needs it, so pages that never go offline do not carry it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxKind = 'sale' | 'due-payment';

export interface OutboxEntry {
  /** The client ULID of what is sent (the sale's id): the server books it once however often it arrives. */
  id: string;
  shopId: string;
  kind: OutboxKind;
  /** The API path it is posted to, under /api/v1. */
  path: string;
  body: unknown;
  /**
   * A sale first posted online whose answer never came: it waits with the very body that was
   * posted (the server may have booked it). Should the server refuse that body for the stock or a
   * product put away, and not have it, this body (marked offline) is sent instead.
   */
  fallbackBody?: unknown;
  /** When it was made on the device (ms): the order of sending. */
  createdAt: number;
  /** The provisional number its receipt printed (sales). */
  label: string | null;
  /** What the device shows until the server's answer replaces it (a sale's receipt). */
  local: unknown;
  /** The server refused it (not a network failure): its words; the entry waits for the owner. */
  error: { code: string; message: string } | null;
  attempts: number;
}

export interface Snapshot<T = unknown> {
  /** `${shopId}:${name}` */
  key: string;
  at: number;
  data: T;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byCreated: number } };
  snapshots: { key: string; value: Snapshot };
  meta: { key: string; value: { key: string; value: unknown } };
}

const NAME = 'dokani-offline';

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('byCreated', 'createdAt');
      db.createObjectStore('snapshots', { keyPath: 'key' });
      db.createObjectStore('meta', { keyPath: 'key' });
    },
    // another tab opened a newer version: let it, this one reopens on its next use
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

export async function readSnapshot<T>(shopId: string, name: string): Promise<Snapshot<T> | undefined> {
  const db = await offlineDb();
  return (await db.get('snapshots', `${shopId}:${name}`)) as Snapshot<T> | undefined;
}

export async function writeSnapshot<T>(shopId: string, name: string, data: T, at = Date.now()): Promise<void> {
  const db = await offlineDb();
  await db.put('snapshots', { key: `${shopId}:${name}`, at, data });
}

/** Changes a snapshot in place (e.g. the stock an offline sale took), in one transaction. */
export async function updateSnapshot<T>(shopId: string, name: string, change: (data: T) => T): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('snapshots', 'readwrite');
  const s = (await tx.store.get(`${shopId}:${name}`)) as Snapshot<T> | undefined;
  if (s) await tx.store.put({ ...s, data: change(s.data) });
  await tx.done;
}
