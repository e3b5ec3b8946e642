/**
 * A shop's export written back (docs/PRODUCT.md "Data safety"; the operator's command is
 * apps/server/src/restore-shop.ts): into a database that does not hold the shop, with its ids as
 * they were, or as a new shop beside the one it came from (`asNew`).
 *
 * Everything goes in as one transaction, read from the file a batch at a time (export-reader.ts),
 * and then every ledger rule is checked on what went in — a product's stock and value are the sums
 * of its stock movements (the database itself checks that each goes from the stock before it to
 * the one after, and every other rule of a row: its message names the row), a contact's
 * balance is the sum of its due entries and its last entry's balance, an invoice counter is past the
 * numbers it gave — and a file that breaks one is refused with the row named, leaving nothing
 * behind. The report summaries are rebuilt from the ledgers (they are not in the file), and the
 * search terms made from the names.
 *
 * Ids: a shop's rows are keyed by (shop, id), so under a new shop id they keep theirs. What is keyed
 * across shops gets a new one as a new shop: the shop, its payments and SMS (a new ULID of the same
 * moment), its store address when another store has it (`-2`, `-3`, …) and its domain (dropped,
 * to be set again). People are users of the whole platform: each is found by mobile, or made with
 * a PIN nobody knows (they set one with "forgot PIN").
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatFixed, ulid, ulidTime } from '@dokani/core';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { insertUser } from '../auth/index.ts';
import { contactSearchColumns, rebuildContactSummaries } from '../contacts/index.ts';
import { rebuildBookMonths } from '../expenses/index.ts';
import { postShopPastPayments, rebuildMoneyDays } from '../money/index.ts';
import { productSearchColumns } from '../products/index.ts';
import { rebuildSummaries } from '../trade/index.ts';
import type { Db, Queryable } from '../../platform/db/schema.ts';
import { storedPath } from '../../platform/files.ts';
import { hashSecret } from '../../platform/hashing.ts';
import { listMigrations } from '../../platform/migrate.ts';
import { openExportFile, readShopJson } from './export-reader.ts';
import type { ExportFile, Row } from './export-reader.ts';
import { EXPORT_FORMAT } from './export-shop.ts';
import { columnTypes, runOn } from './export-sql.ts';
import type { Column, ColumnTypes } from './export-sql.ts';
import { EXPORT_TABLES } from './export-tables.ts';
import type { ExportTable } from './export-tables.ts';

/** A restore that cannot be done, and why (for the operator: in English, naming the row). */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** As a new shop (new shop id) beside the one it came from; without it, the shop must not be here. */
  asNew?: boolean;
  /** Where the photos go (DATA_DIR). */
  dataDir: string;
}

export interface RestoreResult {
  shopId: string;
  fromShopId: string;
  rows: Record<string, number>;
  media: number;
  /** People made anew (their mobile): they set a PIN with "forgot PIN". */
  newPeople: string[];
  /** What was changed on the way in, for the operator to know. */
  notes: string[];
}

/** Parameters a batch insert may carry (PostgreSQL allows 65535). */
const PARAMS = 30_000;

/** Restores the export at `path` (the ZIP, or its shop.json). */
export async function restoreFile(db: Db, path: string, opts: RestoreOptions): Promise<RestoreResult> {
  const file = await openExportFile(path);
  try {
    return await restoreShop(db, file, opts);
  } finally {
    file.close();
  }
}

export async function restoreShop(db: Db, file: ExportFile, opts: RestoreOptions): Promise<RestoreResult> {
  const items = readShopJson(await file.json());
  const head: Record<string, unknown> = {};
  const mediaWritten: string[] = [];
  try {
    return await db.transaction().execute(async (trx) => {
      const run = new Run(trx, opts, await columnTypes(runOn(trx)));
      for await (const item of items) {
        if (item.kind === 'head') {
          head[item.key] = item.value;
          continue;
        }
        if (!run.started) await run.start(head);
        if (item.kind === 'rows') await run.rows(item.table, item.rows);
        else await run.tableEnd(item.table);
      }
      if (!run.started) await run.start(head);
      await run.finish(head.counts);
      for await (const m of file.media()) {
        const name = `${run.shopId}/${m.name}`;
        const to = storedPath(opts.dataDir, name);
        if (!to) throw new RestoreRefused(`media/${m.name}: not a stored file's name`);
        if (await stat(to).catch(() => null)) continue;
        await mkdir(dirname(to), { recursive: true });
        mediaWritten.push(to);
        await pipeline(await m.open(), createWriteStream(to, { flags: 'wx' }));
      }
      return { ...run.result(), media: mediaWritten.length };
    });
  } catch (e) {
    await Promise.all(mediaWritten.map((f) => rm(f, { force: true })));
    throw e;
  }
}

const ORDER = new Map(EXPORT_TABLES.map((tb, i) => [tb.name, i]));

/** One restore's state as the file is read. */
class Run {
  started = false;
  shopId = '';
  fromShopId = '';
  private readonly users = new Map<string, string>();
  private readonly newPeople: string[] = [];
  private readonly notes: string[] = [];
  private readonly counted = new Map<string, number>();
  /** Ids given anew (payments, SMS): what points at them follows. */
  private readonly renamed = new Set<string>();
  /** Tables read before one that must go in ahead of them (the file's order is not the restore's): held until then. */
  private readonly held = new Map<string, Row[]>();
  private readonly done = new Set<string>();
  private readonly ended = new Set<string>();

  constructor(
    private readonly trx: Queryable,
    private readonly opts: RestoreOptions,
    private readonly columns: ColumnTypes,
  ) {}

  async start(head: Record<string, unknown>): Promise<void> {
    this.started = true;
    if (head.format !== EXPORT_FORMAT)
      throw new RestoreRefused(`not a Dokani shop export (its "format" is ${JSON.stringify(head.format ?? null)})`);
    const version = head.schemaVersion;
    const known = listMigrations();
    if (typeof version !== 'string' || !known.includes(version))
      throw new RestoreRefused(
        `the export is of schema ${JSON.stringify(version)}, which this version does not know (its last is ${known.at(-1) ?? 'none'}): restore it with the version that made it or a newer one`,
      );
    if (typeof head.shopId !== 'string' || head.shopId === '') throw new RestoreRefused('the export names no shop');
    this.fromShopId = head.shopId;
    const here = await this.trx.selectFrom('shops').select('id').where('id', '=', head.shopId).executeTakeFirst();
    if (here && !this.opts.asNew)
      throw new RestoreRefused(`shop ${head.shopId} is in this database already: restore it as a new shop (--as-new)`);
    this.shopId = this.opts.asNew ? ulid() : head.shopId;
  }

  async rows(name: string, rows: Row[]): Promise<void> {
    const tb = tableOf(name);
    this.counted.set(name, (this.counted.get(name) ?? 0) + rows.length);
    const held = this.held.get(name);
    if (held) held.push(...rows);
    else if (this.turnOf(name)) await this.write(tb, rows);
    else this.held.set(name, [...rows]);
  }

  async tableEnd(name: string): Promise<void> {
    tableOf(name);
    if (!this.counted.has(name)) this.counted.set(name, 0);
    this.ended.add(name);
    if (!this.held.has(name)) {
      if (this.turnOf(name)) this.done.add(name);
      else this.held.set(name, []);
    }
    await this.release(false);
  }

  /** A table goes in once every table before it in the restore's order is in. */
  private turnOf(name: string): boolean {
    const at = ORDER.get(name) ?? 0;
    return EXPORT_TABLES.every((t) => (ORDER.get(t.name) ?? 0) >= at || this.done.has(t.name));
  }

  /** Writes the held tables whose turn has come (at the end: all of them, in order, past any the file lacks). */
  private async release(all: boolean): Promise<void> {
    for (const tb of EXPORT_TABLES) {
      if (this.done.has(tb.name)) continue;
      const rows = this.held.get(tb.name);
      if (rows && this.ended.has(tb.name)) {
        this.held.delete(tb.name);
        await this.write(tb, rows);
        this.done.add(tb.name);
        continue;
      }
      if (!all) return;
    }
  }

  async finish(counts: unknown): Promise<void> {
    await this.release(true);
    const said = (counts ?? {}) as Record<string, unknown>;
    for (const tb of EXPORT_TABLES) {
      const want = Number(said[tb.name] ?? 0);
      const got = this.counted.get(tb.name) ?? 0;
      if (want !== got) throw new RestoreRefused(`${tb.name}: the file holds ${got} rows but says it has ${want} (cut short?)`);
    }
    if (!this.done.has('shop')) throw new RestoreRefused('the export holds no shop row');
    // an export from before the money accounts (migration 0043): the shop's past payments are posted, as the migration did
    if ((this.counted.get('money_accounts') ?? 0) === 0) {
      const shop = await this.trx
        .selectFrom('shops')
        .select(['id', 'timezone', 'created_at'])
        .where('id', '=', this.shopId)
        .executeTakeFirstOrThrow();
      await postShopPastPayments(this.trx, shop);
    }
    await checkLedgers(this.trx, this.shopId);
    await rebuildSummaries(this.trx, this.shopId);
    await rebuildContactSummaries(this.trx, this.shopId);
    await rebuildMoneyDays(this.trx, this.shopId);
    await rebuildBookMonths(this.trx, this.shopId);
  }

  result(): Omit<RestoreResult, 'media'> {
    return {
      shopId: this.shopId,
      fromShopId: this.fromShopId,
      rows: Object.fromEntries(this.counted),
      newPeople: this.newPeople,
      notes: this.notes,
    };
  }

  private async write(tb: ExportTable, rows: Row[]): Promise<void> {
    if (tb.name === 'people') return this.people(rows);
    const out: Row[] = [];
    for (const r of rows) out.push(await this.rowFor(tb, r));
    await insert(this.trx, tb, this.columnsOfTable(tb), out);
  }

  private columnsOfTable(tb: ExportTable): Map<string, Column> {
    const of = this.columns.get(tb.table);
    if (!of) throw new Error(`restore: no table ${tb.table}`);
    return of;
  }

  /** People: the same user when their mobile is here, else a new one (the file's id when it is free). */
  private async people(rows: Row[]): Promise<void> {
    for (const r of rows) {
      const id = String(r.id);
      const mobile = String(r.mobile);
      const found = await this.trx.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();
      if (found) {
        this.users.set(id, found.id);
        continue;
      }
      const taken = await this.trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      const newId = taken ? ulid() : id;
      const at = typeof r.created_at === 'string' ? new Date(r.created_at) : new Date();
      await insertUser(this.trx, {
        id: newId,
        mobile,
        name: String(r.name ?? ''),
        pinHash: await hashSecret(randomBytes(24).toString('hex')),
        at,
      });
      this.users.set(id, newId);
      this.newPeople.push(mobile);
    }
  }

  /** A row of the file as this database takes it. */
  private async rowFor(tb: ExportTable, r: Row): Promise<Row> {
    const cols = this.columnsOfTable(tb);
    const row: Row = tb.scope === 'self' ? {} : { shop_id: this.shopId };
    for (const [c, v] of Object.entries(r)) {
      if (!tb.columns.includes(c) || !cols.has(c)) throw new RestoreRefused(`${tb.name}: a column this version does not know: ${c}`);
      row[c] = this.asNew(v);
    }
    for (const c of tb.users ?? []) {
      const v = row[c];
      if (v === null || v === undefined) continue;
      const mapped = this.users.get(String(v));
      if (!mapped)
        throw new RestoreRefused(`${tb.name} ${rowName(tb, r)}: ${c} names user ${String(v)}, who is not among the export's people`);
      row[c] = mapped;
    }
    switch (tb.name) {
      case 'products':
        Object.assign(row, productSearchColumns(String(r.name ?? '')));
        break;
      case 'contacts':
        Object.assign(row, contactSearchColumns(String(r.name ?? '')));
        break;
      case 'online_orders':
        // the customers' tracking links are capabilities, not in the export: they end with it (a hash of nothing anyone holds)
        row.tracking_hashes = [createHash('sha256').update(randomBytes(32)).digest('hex')];
        break;
      case 'online_shop':
        await this.storeAddress(row);
        break;
      case 'payments':
        if (this.opts.asNew) row.id = this.rename(String(r.id));
        break;
      case 'subscriptions':
        // a paid period has its payment's id
        row.id = this.renamedId(String(row.id));
        if (row.payment_id) row.payment_id = this.renamedId(String(row.payment_id));
        break;
      case 'sms_messages':
        if (this.opts.asNew) {
          row.id = this.rename(String(r.id));
          if (row.resent_as) row.resent_as = this.derive(String(row.resent_as));
        }
        // one still waiting at the export is not sent by the restored shop (long after its moment)
        if (row.status === 'queued') {
          row.status = 'failed';
          row.error = 'restored: not sent before the export';
        }
        break;
      case 'sms_credit':
        if (row.ref_id) row.ref_id = this.renamedId(String(row.ref_id));
        break;
      case 'audit_log':
        delete row.id;
        if (row.entity_id) row.entity_id = this.renamedId(String(row.entity_id));
        break;
    }
    return row;
  }

  /** As a new shop, a value that names the old shop (its id, its photos' folder) names the new one. */
  private asNew(v: unknown): unknown {
    if (!this.opts.asNew || typeof v !== 'string' || !v.includes(this.fromShopId)) return v;
    return v === this.fromShopId ? this.shopId : v.replaceAll(`${this.fromShopId}/`, `${this.shopId}/`);
  }

  /** A new id for one keyed across shops: a ULID of the same moment, the same for the same id in this restore. */
  private derive(id: string): string {
    const digest = createHash('sha256').update(`${this.shopId}:${id}`).digest();
    return ulid(ulidTime(id), (n) => digest.subarray(0, n));
  }

  private rename(id: string): string {
    this.renamed.add(id);
    return this.derive(id);
  }

  private renamedId(id: string): string {
    return this.renamed.has(id) ? this.derive(id) : id;
  }

  /** The store's address and domain are the platform's: another store's are not taken. */
  private async storeAddress(row: Row): Promise<void> {
    if (typeof row.slug === 'string') {
      const base = row.slug;
      for (let n = 2; await this.taken('slug', row.slug as string); n += 1) row.slug = `${base.slice(0, 36)}-${n}`;
      if (row.slug !== base) this.notes.push(`the store's address /store/${base} is another store's: it is /store/${String(row.slug)} now`);
    }
    if (typeof row.domain === 'string' && (await this.taken('domain', row.domain))) {
      this.notes.push(`the store's domain ${row.domain} is another store's: set it again (npm run store:domain)`);
      row.domain = null;
    }
  }

  private async taken(column: 'slug' | 'domain', value: string): Promise<boolean> {
    const q = this.trx.selectFrom('online_shops').select('shop_id');
    const hit = await (
      column === 'slug' ? q.where('slug', '=', value) : q.where(sql`lower(domain)`, '=', value.toLowerCase())
    ).executeTakeFirst();
    return hit !== undefined;
  }
}

function tableOf(name: string): ExportTable {
  const tb = EXPORT_TABLES.find((t) => t.name === name);
  if (!tb) throw new RestoreRefused(`a table this version does not know: ${name}`);
  return tb;
}

function rowName(tb: ExportTable, r: Row): string {
  return tb.key.map((k) => String(r[k])).join('/');
}

/** Rows of one table as batch INSERTs (the columns a row leaves out get their default). */
async function insert(db: Queryable, tb: ExportTable, cols: Map<string, Column>, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const [c, col] of cols) {
    if (!names.includes(c) && !col.nullable && !col.hasDefault)
      throw new RestoreRefused(`${tb.name}: the export lacks column ${c}, which this version needs`);
  }
  const per = Math.max(1, Math.min(1000, Math.floor(PARAMS / names.length)));
  for (let i = 0; i < rows.length; i += per) {
    const values = rows
      .slice(i, i + per)
      .map((r) => sql`(${sql.join(names.map((c) => (c in r ? param(cols.get(c), r[c]) : sql`DEFAULT`)))})`);
    try {
      await sql`INSERT INTO ${sql.table(tb.table)} (${sql.join(names.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}`.execute(db);
    } catch (e) {
      // a rule the database keeps (a check, a key, a reference): the row it names
      const { message, detail } = e as { message?: string; detail?: string };
      if (typeof (e as { code?: unknown }).code !== 'string') throw e;
      throw new RestoreRefused(`${tb.name}: ${message ?? 'refused by the database'}${detail ? ` — ${detail}` : ''}`);
    }
  }
}

/** A value as its column takes it: JSON as its text, a list as a list, the rest as the text the file has. */
function param(col: Column | undefined, v: unknown): RawBuilder<unknown> {
  if (v === null || v === undefined) return sql`NULL`;
  if (col?.type === 'jsonb' || col?.type === 'json') return sql`${JSON.stringify(v)}::jsonb`;
  if (col?.type === 'ARRAY') return sql`${v}`;
  return sql`${typeof v === 'object' ? JSON.stringify(v) : v}`;
}

/** Every ledger rule of what went in; the first row that breaks one is named. */
async function checkLedgers(db: Queryable, shopId: string): Promise<void> {
  const stock = await sql<{ id: string; name: string; stock: string; value: string; moved: string; moved_value: string }>`
    SELECT p.id, p.name, p.current_stock::text AS stock, p.stock_value::text AS value,
           coalesce(m.moved, 0)::text AS moved, coalesce(m.moved_value, 0)::text AS moved_value
    FROM products p
    LEFT JOIN (SELECT product_id, sum(change) AS moved, sum(cost_total) AS moved_value FROM stock_movements
               WHERE shop_id = ${shopId} GROUP BY product_id) m ON m.product_id = p.id
    WHERE p.shop_id = ${shopId} AND (p.current_stock <> coalesce(m.moved, 0) OR p.stock_value <> coalesce(m.moved_value, 0))
    ORDER BY p.id LIMIT 1`.execute(db);
  const p = stock.rows[0];
  if (p) {
    throw new RestoreRefused(
      p.stock !== p.moved
        ? `products ${p.id} "${p.name}": its stock is ${formatFixed(BigInt(p.stock), 3)} but its stock movements add up to ${formatFixed(BigInt(p.moved), 3)}`
        : `products ${p.id} "${p.name}": its stock's value is ${formatFixed(BigInt(p.value), 2)} but its stock movements' costs add up to ${formatFixed(BigInt(p.moved_value), 2)}`,
    );
  }
  const dues = await sql<{ id: string; name: string; balance: string; entries: string; last: string | null }>`
    SELECT c.id, c.name, c.balance::text AS balance, coalesce(e.entries, 0)::text AS entries, l.balance_after::text AS last
    FROM contacts c
    LEFT JOIN (SELECT contact_id, sum(CASE WHEN direction = 'given' THEN amount ELSE -amount END) AS entries FROM due_entries
               WHERE shop_id = ${shopId} GROUP BY contact_id) e ON e.contact_id = c.id
    LEFT JOIN (SELECT DISTINCT ON (contact_id) contact_id, balance_after FROM due_entries WHERE shop_id = ${shopId}
               ORDER BY contact_id, seq DESC) l ON l.contact_id = c.id
    WHERE c.shop_id = ${shopId} AND (c.balance <> coalesce(e.entries, 0) OR c.balance <> coalesce(l.balance_after, 0))
    ORDER BY c.id LIMIT 1`.execute(db);
  const c = dues.rows[0];
  if (c) {
    throw new RestoreRefused(
      c.balance !== c.entries
        ? `contacts ${c.id} "${c.name}": its balance is ${formatFixed(BigInt(c.balance), 2)} but its due entries add up to ${formatFixed(BigInt(c.entries), 2)}`
        : `contacts ${c.id} "${c.name}": its balance is ${formatFixed(BigInt(c.balance), 2)} but its last due entry leaves ${formatFixed(BigInt(c.last ?? '0'), 2)}`,
    );
  }
  const money = await sql<{ id: string; balance: string; moved: string; last_seq: string; seq: string }>`
    SELECT a.id, a.balance::text AS balance, coalesce(m.moved, 0)::text AS moved, a.last_seq::text AS last_seq, coalesce(m.seq, 0)::text AS seq
    FROM money_accounts a
    LEFT JOIN (SELECT account_id, sum(amount) AS moved, max(seq) AS seq FROM money_movements
               WHERE shop_id = ${shopId} GROUP BY account_id) m ON m.account_id = a.id
    WHERE a.shop_id = ${shopId} AND (a.balance <> coalesce(m.moved, 0) OR a.last_seq <> coalesce(m.seq, 0))
    ORDER BY a.id LIMIT 1`.execute(db);
  const a = money.rows[0];
  if (a) {
    throw new RestoreRefused(
      a.balance !== a.moved
        ? `money_accounts ${a.id}: its balance is ${formatFixed(BigInt(a.balance), 2)} but its movements add up to ${formatFixed(BigInt(a.moved), 2)}`
        : `money_accounts ${a.id}: its last movement is ${a.last_seq} but its ledger ends at ${a.seq}`,
    );
  }
  for (const [table, counter] of [
    ['sales', 'sale-number'],
    ['purchases', 'purchase-number'],
  ] as const) {
    const { rows } = await sql<{ number: string; value: string | null }>`
      SELECT i.number, (SELECT value::text FROM shop_counters WHERE shop_id = ${shopId} AND name = ${counter}) AS value
      FROM ${sql.table(table)} i WHERE i.shop_id = ${shopId}
        AND substring(i.number FROM '[0-9]+$')::bigint > coalesce((SELECT value FROM shop_counters WHERE shop_id = ${shopId} AND name = ${counter}), 0)
      ORDER BY i.id LIMIT 1`.execute(db);
    const hit = rows[0];
    if (hit)
      throw new RestoreRefused(
        `${table} ${hit.number}: past its counter ${counter} (${hit.value ?? 'none'}), so the next number would be given twice`,
      );
  }
}
