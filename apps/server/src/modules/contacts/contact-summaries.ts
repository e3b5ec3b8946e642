/**
 * The contact summaries (migration 0031, decision 0018): `contact_months` and `contact_years`, one
 * row per shop, contact and month (year) with what the customer, supplier and employee reports
 * sum. Two ways in, and they must agree (a test proves kept = rebuilt):
 *
 * - kept: whatever writes one of those figures adds its change to a `ContactSums` of its
 *   transaction — an invoice, a return and a void (modules/trade, for the invoice's contact and its
 *   employee), a due-book entry (modules/dues) and an expense paid to an employee
 *   (modules/expenses) — and the sums are written once, near the end, as one upsert per table in
 *   key order (type, month, contact): every writer takes these row locks in one order, so two
 *   writers never wait on each other's rows crosswise;
 * - rebuilt: `rebuildContactSummaries` from the ledgers (`npm run summaries:rebuild`, and right
 *   after migration 0031). `contactLedgerRows` is the one definition of the figures from the
 *   ledgers; the reports read a period's ends through it too.
 *
 * The figures (decisions 0004 and 0009, as the reports had them from the ledgers):
 * - `{side}_count` / `{side}_total`: the invoices of the month that stand (the contact's as customer
 *   or supplier, or as the employee who made them); `{side}_void_count` / `{side}_voids`: the void
 *   ones, on the invoice's own date; `{side}_returns`: returns on invoices that stand, on the
 *   return's date (a void takes its invoice's returns back);
 * - `due_given` / `due_received`: the contact's due-book entries, on their entry date, but those a
 *   return or a void wrote (`LOWERING_REFS`): those are `due_lowered`, the due an invoice no longer
 *   asks for — a customer did not pay it and a supplier was not paid it (migration 0038);
 * - `paid`: the expenses paid to the employee that are not voided, on their entry date.
 */
import { sql } from 'kysely';
import type { Insertable, RawBuilder } from 'kysely';
import { WriteBatch } from '../../platform/db/batch.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import { emptyForRebuild } from '../../platform/db/rebuild.ts';
import type { ContactMonthsTable, ContactYearsTable, Queryable } from '../../platform/db/schema.ts';

export type ContactFigures = Omit<ContactMonthsTable, 'shop_id' | 'contact_type' | 'contact_id' | 'month'>;

/**
 * The `ref_type`s of the due entries that take an invoice's due back (a return's, a void's: the
 * trade sides' `refTypes.return` / `refTypes.void`): they add to `due_lowered`, not to what was
 * given or received.
 */
export const LOWERING_REFS = ['sale-return', 'sale-void', 'purchase-return', 'purchase-void'] as const;
const LOWERING = new Set<string>(LOWERING_REFS);

/** The summary column a due entry adds its amount to. */
export function dueColumn(
  direction: 'given' | 'received',
  refType: string | null | undefined,
): 'due_given' | 'due_received' | 'due_lowered' {
  if (refType != null && LOWERING.has(refType)) return 'due_lowered';
  return direction === 'given' ? 'due_given' : 'due_received';
}

/** A contact's type (it never changes): the summary rows are keyed by it first. */
export type ContactType = ContactMonthsTable['contact_type'];

export const CONTACT_COLUMNS = [
  'sale_count',
  'sale_void_count',
  'sale_total',
  'sale_voids',
  'sale_returns',
  'purchase_count',
  'purchase_void_count',
  'purchase_total',
  'purchase_voids',
  'purchase_returns',
  'due_given',
  'due_received',
  'due_lowered',
  'paid',
] as const satisfies readonly (keyof ContactFigures)[];

const COUNTS = new Set<keyof ContactFigures>(['sale_count', 'sale_void_count', 'purchase_count', 'purchase_void_count']);

function zero(): ContactFigures {
  return {
    sale_count: 0,
    sale_void_count: 0,
    sale_total: 0n,
    sale_voids: 0n,
    sale_returns: 0n,
    purchase_count: 0,
    purchase_void_count: 0,
    purchase_total: 0n,
    purchase_voids: 0n,
    purchase_returns: 0n,
    due_given: 0n,
    due_received: 0n,
    due_lowered: 0n,
    paid: 0n,
  };
}

const upsertMonths = precompiledWrite((db, v: { rows: Insertable<ContactMonthsTable>[] }) =>
  db
    .insertInto('contact_months')
    .values(v.rows)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'contact_type', 'month', 'contact_id'])
        .doUpdateSet(Object.fromEntries(CONTACT_COLUMNS.map((k) => [k, sql`contact_months.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);
const upsertYears = precompiledWrite((db, v: { rows: Insertable<ContactYearsTable>[] }) =>
  db
    .insertInto('contact_years')
    .values(v.rows)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'contact_type', 'year', 'contact_id'])
        .doUpdateSet(Object.fromEntries(CONTACT_COLUMNS.map((k) => [k, sql`contact_years.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);

/** The changes of one transaction to the contact summaries, added up by contact and month, written once. */
export class ContactSums {
  readonly #rows = new Map<string, { type: ContactType; contactId: string; month: string; figures: ContactFigures }>();

  constructor(readonly shopId: string) {}

  /** Adds `change` to the figures of the contact (of that type) of the month of `date` (a business date). */
  add(type: ContactType, contactId: string, date: string, change: Partial<ContactFigures>): void {
    const month = `${date.slice(0, 7)}-01`;
    const key = `${type} ${month} ${contactId}`;
    let row = this.#rows.get(key);
    if (!row) this.#rows.set(key, (row = { type, contactId, month, figures: zero() }));
    const f = row.figures as Record<keyof ContactFigures, bigint | number>;
    for (const [k, v] of Object.entries(change) as [keyof ContactFigures, bigint | number][]) {
      f[k] = COUNTS.has(k) ? (f[k] as number) + (v as number) : (f[k] as bigint) + (v as bigint);
    }
  }

  /**
   * Adds the month and year upserts to `batch` (or runs them at once, as one statement): in key
   * order (type, month, contact), rows whose change is nothing left out.
   */
  async write(db: Queryable, batch?: WriteBatch): Promise<void> {
    const rows = [...this.#rows.entries()]
      .filter(([, r]) => CONTACT_COLUMNS.some((k) => r.figures[k] !== 0 && r.figures[k] !== 0n))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r);
    this.#rows.clear();
    if (rows.length === 0) return;
    const years = new Map<string, Insertable<ContactYearsTable>>();
    for (const r of rows) {
      const year = `${r.month.slice(0, 4)}-01-01`;
      const key = `${r.type} ${year} ${r.contactId}`;
      const y = years.get(key);
      if (!y) {
        years.set(key, { shop_id: this.shopId, contact_type: r.type, contact_id: r.contactId, year, ...r.figures });
        continue;
      }
      const into = y as unknown as Record<keyof ContactFigures, bigint | number>;
      for (const k of CONTACT_COLUMNS)
        into[k] = COUNTS.has(k) ? (into[k] as number) + (r.figures[k] as number) : (into[k] as bigint) + (r.figures[k] as bigint);
    }
    const own = batch ?? new WriteBatch(db);
    own.add(
      upsertMonths(db, {
        rows: rows.map((r) => ({ shop_id: this.shopId, contact_type: r.type, contact_id: r.contactId, month: r.month, ...r.figures })),
      }),
    );
    own.add(
      upsertYears(db, {
        rows: [...years.values()].sort((a, b) =>
          `${a.contact_type} ${a.year} ${a.contact_id}` < `${b.contact_type} ${b.year} ${b.contact_id}` ? -1 : 1,
        ),
      }),
    );
    if (!batch) await own.flush();
  }
}

/** The contacts an invoice of `side` counts for: its customer (supplier), and its employee. */
export function invoiceContacts(
  side: 'sale' | 'purchase',
  inv: { contact_id: string | null; employee_id: string | null },
): [ContactType, string][] {
  const ids: [ContactType, string][] = [];
  if (inv.contact_id !== null) ids.push([SIDES[side].type, inv.contact_id]);
  if (inv.employee_id !== null) ids.push(['employee', inv.employee_id]);
  return ids;
}

/** A side's invoices and returns, and the contact type its contact_id names. */
const SIDES = {
  sale: { inv: 'sales', returns: 'sale_returns', type: 'customer' },
  purchase: { inv: 'purchases', returns: 'purchase_returns', type: 'supplier' },
} as const satisfies Record<'sale' | 'purchase', { type: ContactType } & Record<string, string>>;

/** A date range (inclusive) of the ledgers, or all of them. */
export type LedgerRange = readonly [string, string] | null;

/** What each column is summed from: invoices or their returns (of a side), due entries, expenses. */
const SOURCE_OF: Record<keyof ContactFigures, 'sale' | 'sale_return' | 'purchase' | 'purchase_return' | 'due' | 'paid'> = {
  sale_count: 'sale',
  sale_void_count: 'sale',
  sale_total: 'sale',
  sale_voids: 'sale',
  sale_returns: 'sale_return',
  purchase_count: 'purchase',
  purchase_void_count: 'purchase',
  purchase_total: 'purchase',
  purchase_voids: 'purchase',
  purchase_returns: 'purchase_return',
  due_given: 'due',
  due_received: 'due',
  due_lowered: 'due',
  paid: 'paid',
};

/**
 * The contact figures straight from the ledgers: one row per event and contact (shop_id,
 * contact_type, contact_id, `d` its business date, and the CONTACT_COLUMNS), for one shop (or every shop) and
 * dates in `range`. Only what `columns` need is read (the other columns are 0), and with `type`
 * only the rows of contacts that type can be (an employee: the invoices it made, not those of
 * customers). The one definition of the figures: the rebuild sums it by month, a report over the
 * days it reads from the ledgers.
 */
export function contactLedgerRows(
  shopId: string | null,
  range: LedgerRange,
  columns: readonly (keyof ContactFigures)[] = CONTACT_COLUMNS,
  type: ContactType | null = null,
): RawBuilder<unknown> {
  const sources = new Set(columns.map((c) => SOURCE_OF[c]));
  const shop = (alias: string) => (shopId === null ? sql`true` : sql`${sql.ref(`${alias}.shop_id`)} = ${shopId}`);
  const within = (column: string) => (range === null ? sql`true` : sql`${sql.ref(column)} BETWEEN ${range[0]}::date AND ${range[1]}::date`);
  const cols = (values: Partial<Record<keyof ContactFigures, string>>) =>
    sql.raw(CONTACT_COLUMNS.map((k) => `${values[k] ?? '0'} AS ${k}`).join(', '));
  const parts: RawBuilder<unknown>[] = [];
  for (const side of ['sale', 'purchase'] as const) {
    const t = SIDES[side];
    // an invoice counts for its customer (supplier) and for its employee: one part each, on its own index
    const roles = [
      ...(type === null || type === t.type ? [[t.type, 'contact_id'] as const] : []),
      ...(type === null || type === 'employee' ? [['employee', 'employee_id'] as const] : []),
    ];
    for (const [role, who] of roles) {
      const contact = sql.ref(`i.${who}`);
      if (sources.has(side)) {
        parts.push(sql`
          SELECT i.shop_id, ${role}::text AS contact_type, ${contact} AS contact_id, i.invoice_date AS d, ${cols({
            [`${side}_count`]: 'CASE WHEN i.void_date IS NULL THEN 1 ELSE 0 END',
            [`${side}_void_count`]: 'CASE WHEN i.void_date IS NULL THEN 0 ELSE 1 END',
            [`${side}_total`]: 'CASE WHEN i.void_date IS NULL THEN i.total ELSE 0 END',
            [`${side}_voids`]: 'CASE WHEN i.void_date IS NULL THEN 0 ELSE i.total END',
          })}
          FROM ${sql.table(t.inv)} i
          WHERE ${contact} IS NOT NULL AND ${shop('i')} AND ${within('i.invoice_date')}`);
      }
      if (sources.has(`${side}_return`)) {
        parts.push(sql`
          SELECT r.shop_id, ${role}::text AS contact_type, ${contact} AS contact_id, r.return_date AS d, ${cols({ [`${side}_returns`]: 'r.amount' })}
          FROM ${sql.table(t.returns)} r
          JOIN ${sql.table(t.inv)} i ON i.shop_id = r.shop_id AND i.id = r.invoice_id
          WHERE ${contact} IS NOT NULL AND i.void_date IS NULL AND ${shop('r')} AND ${within('r.return_date')}`);
      }
    }
  }
  if (sources.has('due')) {
    const lowering = `coalesce(e.ref_type IN (${LOWERING_REFS.map((r) => `'${r}'`).join(', ')}), false)`;
    parts.push(sql`
      SELECT e.shop_id, c.type AS contact_type, e.contact_id, e.entry_date AS d, ${cols({
        due_given: `CASE WHEN ${lowering} THEN 0 WHEN e.direction = 'given' THEN e.amount ELSE 0 END`,
        due_received: `CASE WHEN ${lowering} THEN 0 WHEN e.direction = 'received' THEN e.amount ELSE 0 END`,
        due_lowered: `CASE WHEN ${lowering} THEN e.amount ELSE 0 END`,
      })}
      FROM due_entries e JOIN contacts c ON c.shop_id = e.shop_id AND c.id = e.contact_id
      WHERE ${shop('e')} AND ${within('e.entry_date')}${type === null ? sql`` : sql` AND c.type = ${type}`}`);
  }
  if (sources.has('paid') && (type === null || type === 'employee')) {
    parts.push(sql`
      SELECT x.shop_id, 'employee'::text AS contact_type, x.employee_id, x.entry_date AS d, ${cols({ paid: 'x.amount' })}
      FROM expenses x WHERE x.employee_id IS NOT NULL AND x.voided_at IS NULL AND ${shop('x')} AND ${within('x.entry_date')}`);
  }
  if (parts.length === 0) throw new Error('contactLedgerRows: nothing to read');
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Rebuilds the contact summaries of one shop (or of every shop) from the ledgers, in the caller's
 * transaction, locked against writers first (EXCLUSIVE: reads go on), as `rebuildSummaries` does.
 */
export async function rebuildContactSummaries(trx: Queryable, shopId: string | null = null): Promise<void> {
  await emptyForRebuild(trx, ['contact_months', 'contact_years'], shopId);
  const columns = sql.join(CONTACT_COLUMNS.map((c) => sql.ref(c)));
  const sums = sql.join(CONTACT_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`));
  await sql`
    INSERT INTO contact_months (shop_id, contact_type, contact_id, month, ${columns})
    SELECT shop_id, contact_type, contact_id, date_trunc('month', d)::date, ${sums}
    FROM (${contactLedgerRows(shopId, null)}) e
    GROUP BY 1, 2, 3, 4
  `.execute(trx);
  await sql`
    INSERT INTO contact_years (shop_id, contact_type, contact_id, year, ${columns})
    SELECT shop_id, contact_type, contact_id, date_trunc('year', month)::date, ${sums}
    FROM contact_months
    WHERE ${shopId === null ? sql`true` : sql`shop_id = ${shopId}`}
    GROUP BY 1, 2, 3, 4
  `.execute(trx);
}
