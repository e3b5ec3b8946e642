/**
 * Snapshots of the embedded database (docs/PRODUCT.md "Data safety"): on a shop's own computer the
 * data folder is all there is, so the server takes a snapshot of it every night and before each
 * migration, and keeps the last 14 (BACKUP_DIR, default `<DATA_DIR>/backups`). `npm run backup`
 * takes one by hand and `npm run restore -- <file>` puts one back (both with the server stopped:
 * one process at a time may open the folder — `server.lock` says which). With PostgreSQL the
 * database's own tools do this (`pg_dump`; the README says how).
 *
 * A snapshot is PGlite's own dump of its folder (a gzipped tar; a new PGlite loads it with
 * `loadDataDir`), taken after a CHECKPOINT. PGlite runs one statement at a time and reads the
 * folder's files in one synchronous pass, so no write lands in the middle: the snapshot is the
 * database at one moment, and what was committed before it is in it (PostgreSQL's own recovery
 * replays the write-ahead log on the way in, as after a power cut). Written under a temporary name
 * and renamed, so a half-written file is never taken for a snapshot.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { addDays, instantAt, localDate } from '@dokani/core';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { listMigrations } from '../migrate.ts';
import type { Db } from './schema.ts';
import { TEXT_PARSERS } from './type-parsers.ts';

/** How many snapshots are kept: the newest, of any kind. */
export const BACKUPS_KEPT = 14;
/** The nightly snapshot's clock: the shops' (Bangladesh has one time zone). */
const BACKUP_ZONE = 'Asia/Dhaka';
const SUFFIX = '.tar.gz';
const NAME = /^dokani-(\d{8}T\d{6}Z)(?:-[\w.-]+)?\.tar\.gz$/;

export interface Backup {
  name: string;
  path: string;
  at: Date;
  bytes: number;
}

/** A file name's moment, from `dokani-20261204T183000Z…`. */
function momentOf(name: string): Date | null {
  const m = NAME.exec(name)?.[1];
  if (!m) return null;
  return new Date(`${m.slice(0, 4)}-${m.slice(4, 6)}-${m.slice(6, 8)}T${m.slice(9, 11)}:${m.slice(11, 13)}:${m.slice(13, 15)}Z`);
}

function stamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/[-:]/g, '') + 'Z';
}

/** The snapshots in `dir`, oldest first. */
export async function listBackups(dir: string): Promise<Backup[]> {
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    throw e;
  });
  const out: Backup[] = [];
  for (const name of names.sort()) {
    const at = momentOf(name);
    if (!at) continue;
    const path = join(dir, name);
    out.push({ name, path, at, bytes: (await stat(path)).size });
  }
  return out;
}

/**
 * Takes a snapshot of `pglite` into `dir` (`label`: why, e.g. `before-0042_x.sql`), then keeps the
 * newest BACKUPS_KEPT. Returns the file.
 */
export async function takeBackup(pglite: PGlite, dir: string, at: Date, label?: string): Promise<Backup> {
  await mkdir(dir, { recursive: true });
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  const name = `dokani-${stamp(at)}${label ? `-${label.replace(/[^\w.-]+/g, '_')}` : ''}${SUFFIX}`;
  const path = join(dir, name);
  const part = `${path}.part`;
  await writeFile(part, new Uint8Array(await dump.arrayBuffer()));
  await rename(part, path);
  await pruneBackups(dir);
  return { name, path, at, bytes: dump.size };
}

/** Removes all but the newest `keep` snapshots. */
export async function pruneBackups(dir: string, keep = BACKUPS_KEPT): Promise<void> {
  const all = await listBackups(dir);
  for (const b of all.slice(0, Math.max(0, all.length - keep))) await rm(b.path, { force: true });
}

/**
 * Puts snapshot `file` in place of the PGlite folder `pgDir`: the folder there is moved aside (not
 * deleted: `<pgDir>.replaced-<moment>`), the snapshot loaded into a new folder and checked to open.
 * The server must be stopped. Returns where the old folder went (null when there was none).
 */
export async function restoreBackup(pgDir: string, file: string, at: Date): Promise<{ aside: string | null; shops: number }> {
  if (!momentOf(basename(file)) && !file.endsWith(SUFFIX)) throw new Error(`${file}: not a snapshot (dokani-….tar.gz)`);
  const blob = new Blob([readFileSync(file)]);
  const fresh = `${pgDir}.restoring`;
  rmSync(fresh, { recursive: true, force: true });
  const pglite = await PGlite.create({ dataDir: fresh, loadDataDir: blob, parsers: TEXT_PARSERS });
  let shops: number;
  try {
    const r = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM shops');
    shops = r.rows[0]?.n ?? 0;
  } finally {
    await pglite.close();
  }
  const aside = existsSync(pgDir) ? `${pgDir}.replaced-${stamp(at)}` : null;
  if (aside) renameSync(pgDir, aside);
  renameSync(fresh, pgDir);
  return { aside, shops };
}

/** The migrations `db` has yet to apply (none on a new database: nothing there to keep). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ t: string | null }>`SELECT to_regclass('schema_migrations')::text AS t`.execute(db);
  if (!rows[0]?.t) return [];
  const done = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  return listMigrations().filter((f) => !done.has(f));
}

/** Before a start applies migrations to an embedded database that has data: a snapshot of it as it was. */
export async function backupBeforeMigrating(handle: { db: Db; pglite?: PGlite }, dir: string, at: Date): Promise<Backup | null> {
  if (!handle.pglite) return null;
  const [first] = await pendingMigrations(handle.db);
  return first ? takeBackup(handle.pglite, dir, at, `before-${first}`) : null;
}

/** The last moment a nightly snapshot was due at or before `now`: `hour`:00 in Dhaka, today or yesterday. */
export function lastDue(now: Date, hour: number): Date {
  const today = localDate(now, BACKUP_ZONE);
  const time = `${String(hour).padStart(2, '0')}:00`;
  const at = instantAt(today, time, BACKUP_ZONE);
  return at.getTime() <= now.getTime() ? at : instantAt(addDays(today, -1), time, BACKUP_ZONE);
}

/** How often the server looks whether a nightly snapshot is due (a computer off at night takes it within this once on). */
const LOOK_EVERY_MS = 15 * 60_000;

/**
 * The server's nightly snapshots: every LOOK_EVERY_MS (and soon after start), one is taken when
 * none was since the last `hour`:00 in Dhaka. The timer does not keep the process alive.
 */
export function startNightlyBackups(o: { pglite: PGlite; dir: string; hour: number; clock: Clock; logger: Logger }): {
  stop(): void;
  check(): Promise<Backup | null>;
} {
  let running: Promise<Backup | null> | null = null;
  const check = (): Promise<Backup | null> => {
    running ??= (async () => {
      try {
        const now = o.clock.now();
        const last = (await listBackups(o.dir)).at(-1);
        if (last && last.at.getTime() >= lastDue(now, o.hour).getTime()) return null;
        const b = await takeBackup(o.pglite, o.dir, now, 'nightly');
        o.logger.info({ file: b.path, bytes: b.bytes }, 'nightly backup taken');
        return b;
      } catch (err) {
        o.logger.error({ err }, 'nightly backup failed');
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const first = setTimeout(() => void check(), 60_000);
  const timer = setInterval(() => void check(), LOOK_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    check,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/**
 * One process at a time opens the embedded database's folder: the server holds `server.lock`
 * (its pid) while it runs, and the commands that open the folder refuse while a live process holds
 * it. Returns the release.
 */
export function holdFolder(dataDir: string, who: string): () => void {
  const file = join(dataDir, 'server.lock');
  mkdirSync(dataDir, { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, who });
  // made only if absent ('wx'), so of two processes starting together one holds it
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = folderHolder(dataDir);
      if (holder !== null && holder.pid !== process.pid)
        throw new Error(`${holder.who} (pid ${holder.pid}) has the database at ${dataDir} open: stop it first`);
      if (attempt > 0) throw new Error(`another process is opening the database at ${dataDir}: try again`);
      // a stale lock (its process gone) or our own: taken over
      rmSync(file, { force: true });
    }
  }
  return () => {
    if (folderHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
}

/** The live process holding the folder, or null. */
export function folderHolder(dataDir: string): { pid: number; who: string } | null {
  const file = join(dataDir, 'server.lock');
  if (!existsSync(file)) return null;
  let held: { pid: number; who: string };
  try {
    held = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; who: string };
  } catch {
    return null;
  }
  try {
    process.kill(held.pid, 0);
    return held;
  } catch (e) {
    // EPERM: alive, another user's; ESRCH: no such process (one that was killed) — the lock is stale
    return (e as NodeJS.ErrnoException).code === 'EPERM' ? held : null;
  }
}
