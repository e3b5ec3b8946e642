/**
 * The embedded database's snapshots (backups.ts): a snapshot restores to the database it was
 * taken of, at one moment even while writes go on; the newest 14 are kept; one is taken before
 * migrations and every night (a computer off at night takes it once on); and one process at a time
 * opens the folder. These are the embedded database's own, so they run on PGlite whatever TEST_DB.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { listMigrations, migrate } from '../migrate.ts';
import { MIGRATION_FILLS } from '../../migration-fills.ts';
import { migrateBelow } from '../../test/db.ts';
import {
  BACKUPS_KEPT,
  backupBeforeMigrating,
  folderHolder,
  holdFolder,
  lastDue,
  listBackups,
  pruneBackups,
  restoreBackup,
  startNightlyBackups,
  takeBackup,
} from './backups.ts';
import { openPglite } from './connect.ts';

const root = mkdtempSync(join(tmpdir(), 'dokani-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(root, `case-${++n}`);

async function numbers(pgDir: string): Promise<number[]> {
  const { pglite, handle } = await openPglite(pgDir);
  try {
    return (await pglite.query<{ n: number }>('SELECT n FROM counted ORDER BY n')).rows.map((r) => r.n);
  } finally {
    await handle.close();
  }
}

describe('a snapshot', () => {
  it('restores to the database it was taken of; the folder it replaces is kept aside', async () => {
    const dir = fresh();
    const pgDir = join(dir, 'pglite');
    const { pglite, handle } = await openPglite(pgDir);
    await pglite.exec(
      `CREATE TABLE counted (n int PRIMARY KEY, name text); INSERT INTO counted SELECT g, 'সারি ' || g FROM generate_series(1, 500) g;`,
    );
    await pglite.exec('CREATE TABLE shops (id text)');
    const b = await takeBackup(pglite, join(dir, 'backups'), new Date('2026-12-04T18:30:00Z'), 'by-hand');
    expect(b.name).toBe('dokani-20261204T183000Z-by-hand.tar.gz');
    // a later write, then the snapshot put back: the write is gone, the rest as it was
    await pglite.exec('INSERT INTO counted VALUES (501, $$later$$)');
    await handle.close();
    const r = await restoreBackup(pgDir, b.path, new Date('2026-12-05T10:00:00Z'));
    expect(r.aside).toBe(`${pgDir}.replaced-20261205T100000Z`);
    expect(await numbers(pgDir)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(await numbers(r.aside as string)).toHaveLength(501);
  });

  it('is of one moment while writes go on: the rows committed before it, each whole, none after', async () => {
    const dir = fresh();
    const pgDir = join(dir, 'pglite');
    const { pglite, handle } = await openPglite(pgDir);
    await pglite.exec('CREATE TABLE counted (n int PRIMARY KEY, pad text NOT NULL); CREATE TABLE shops (id text)');
    let stop = false;
    let written = 0;
    const writer = (async () => {
      // each row in a transaction of its own, with a second write that must come with it
      while (!stop) {
        // as requests come: each from an event of its own
        await new Promise((r) => setImmediate(r));
        written += 1;
        await pglite.transaction(async (tx) => {
          await tx.query('INSERT INTO counted VALUES ($1, repeat($2, 200))', [written, 'x']);
          await tx.query('UPDATE counted SET pad = $2 WHERE n = $1', [written, 'whole']);
        });
      }
    })();
    await new Promise((r) => setTimeout(r, 150));
    const b = await takeBackup(pglite, join(dir, 'backups'), new Date());
    await new Promise((r) => setTimeout(r, 100));
    stop = true;
    await writer;
    await handle.close();
    const copy = join(dir, 'copy');
    await restoreBackup(copy, b.path, new Date());
    const got = await numbers(copy);
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThan(written);
    expect(got).toEqual(Array.from({ length: got.length }, (_, i) => i + 1));
    const { pglite: p2, handle: h2 } = await openPglite(copy);
    expect((await p2.query<{ n: number }>("SELECT count(*)::int AS n FROM counted WHERE pad <> 'whole'")).rows[0]?.n).toBe(0);
    await h2.close();
  });

  it('the newest 14 are kept, of any kind', async () => {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    for (let d = 1; d <= 20; d += 1) writeFileSync(join(dir, `dokani-202611${String(d).padStart(2, '0')}T210000Z-nightly.tar.gz`), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'not a snapshot');
    await pruneBackups(dir);
    const kept = await listBackups(dir);
    expect(kept).toHaveLength(BACKUPS_KEPT);
    expect(kept[0]?.name).toBe('dokani-20261107T210000Z-nightly.tar.gz');
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
  });
});

describe('when snapshots are taken', () => {
  it('before a start applies migrations to a database with data, not to a new one or an up-to-date one', async () => {
    const dir = fresh();
    const last = listMigrations().at(-1) as string;
    const { handle } = await openPglite(join(dir, 'pglite'));
    expect(await backupBeforeMigrating(handle, join(dir, 'backups'), new Date())).toBeNull();
    await migrateBelow(handle.db, last);
    const b = await backupBeforeMigrating(handle, join(dir, 'backups'), new Date('2026-12-04T18:00:00Z'));
    expect(b?.name).toBe(`dokani-20261204T180000Z-before-${last}.tar.gz`);
    await migrate(handle.db, MIGRATION_FILLS);
    expect(await backupBeforeMigrating(handle, join(dir, 'backups'), new Date())).toBeNull();
    await handle.close();
  }, 60_000);

  it('the nightly one is due from 03:00 in Dhaka (21:00 UTC)', () => {
    expect(lastDue(new Date('2026-12-04T21:00:00Z'), 3).toISOString()).toBe('2026-12-04T21:00:00.000Z');
    expect(lastDue(new Date('2026-12-04T20:59:59Z'), 3).toISOString()).toBe('2026-12-03T21:00:00.000Z');
    expect(lastDue(new Date('2026-12-05T06:00:00Z'), 3).toISOString()).toBe('2026-12-04T21:00:00.000Z');
  });

  it('every night once: none since 03:00 → one; again the same night → none; a computer off at 03:00 takes it when on', async () => {
    const dir = fresh();
    const { pglite, handle } = await openPglite(join(dir, 'pglite'));
    await pglite.exec('CREATE TABLE shops (id text)');
    const clock = new TestClock('2026-12-04T22:00:00Z');
    const nightly = startNightlyBackups({ pglite, dir: join(dir, 'backups'), hour: 3, clock, logger: createLogger('silent') });
    try {
      expect((await nightly.check())?.name).toBe('dokani-20261204T220000Z-nightly.tar.gz');
      clock.set('2026-12-05T05:00:00Z');
      expect(await nightly.check()).toBeNull();
      // off from the evening until 10:00 the day after next
      clock.set('2026-12-07T04:00:00Z');
      expect((await nightly.check())?.name).toBe('dokani-20261207T040000Z-nightly.tar.gz');
      expect(await nightly.check()).toBeNull();
    } finally {
      nightly.stop();
      await handle.close();
    }
  });
});

describe('one process at a time', () => {
  it('a folder held by a live process is refused to another; a stale lock (the holder gone) is not', async () => {
    const dir = fresh();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: other.pid, who: 'the Dokani server' }));
      expect(folderHolder(dir)).toEqual({ pid: other.pid, who: 'the Dokani server' });
      expect(() => holdFolder(dir, 'npm run backup')).toThrow(
        `the Dokani server (pid ${other.pid}) has the database at ${dir} open: stop it first`,
      );
    } finally {
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
    }
    expect(folderHolder(dir)).toBeNull();
    const release = holdFolder(dir, 'npm run backup');
    expect(folderHolder(dir)?.pid).toBe(process.pid);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('of processes starting together, exactly one holds the folder', async () => {
    const dir = fresh();
    const backups = new URL('./backups.ts', import.meta.url).pathname;
    // each says whether it holds the folder, then keeps it until its stdin ends (all have said)
    const script = `import { holdFolder } from ${JSON.stringify(backups)};
      try { holdFolder(${JSON.stringify(dir)}, 'p'); console.log('held'); }
      catch (e) { console.log('refused: ' + e.message); }
      process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;
    const children = Array.from({ length: 5 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    const outs = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout.on('data', (d: Buffer) => {
              out += d.toString();
              if (out.includes('\n')) resolve(out.trim());
            });
          }),
      ),
    );
    await Promise.all(children.map((c) => new Promise((r) => (c.once('exit', r), c.stdin.end()))));
    expect(outs.filter((o) => o === 'held')).toHaveLength(1);
    expect(outs.filter((o) => o.startsWith('refused: '))).toHaveLength(4);
  }, 60_000);
});
