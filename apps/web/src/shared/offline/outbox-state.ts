/**
 * The outbox's summary, mirrored in localStorage by outbox.ts: how many wait, how many the server
 * refused, the last send error. Read at once (no database) by the header's badge and by the
 * guards that must not let a session end while sales wait; other tabs see changes through the
 * `storage` event.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'dokani.outbox.v1';

export interface OutboxState {
  count: number;
  refused: number;
  /** 'network' | 'session' | 'server', or the server's words for a refused entry; null when the last send went through. */
  lastError: string | null;
}

const EMPTY: OutboxState = { count: 0, refused: 0, lastError: null };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: OutboxState } = { raw: null, value: EMPTY };

export function readOutboxState(): OutboxState {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.value;
  let value = EMPTY;
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<OutboxState> | null;
    if (v && typeof v.count === 'number') value = { count: v.count, refused: v.refused ?? 0, lastError: v.lastError ?? null };
  } catch {
    // a damaged mirror reads as empty until the next recount
  }
  cached = { raw, value };
  return value;
}

export function writeOutboxState(patch: Partial<OutboxState>): void {
  const next = { ...readOutboxState(), ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or refused: the badge shows what it last knew
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOutboxState(): OutboxState {
  return useSyncExternalStore(subscribe, readOutboxState, readOutboxState);
}

/** Sales (or payments) still wait on this device: signing out or switching shop must wait too. */
export function outboxWaiting(): boolean {
  return readOutboxState().count > 0;
}
