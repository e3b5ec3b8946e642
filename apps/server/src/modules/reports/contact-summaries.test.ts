/**
 * The contact summaries and the money summary (decision 0018): kept in each writer's transaction
 * = rebuilt from the ledgers; and the customer, supplier and employee reports, which read a period's whole months
 * and years from them and its ends from the ledgers, equal the same figures summed straight from
 * the ledgers over the whole period — across months and a new year, with the "after today" rule.
 */
import { formatMoneyDecimal, ulid } from '@dokani/core';
import type { EmployeeReport, PartyReport, Sale } from '@dokani/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { CONTACT_COLUMNS, contactLedgerRows, rebuildContactSummaries } from '../contacts/index.ts';
import { rebuildMoneyDays } from '../money/index.ts';
import { rebuildSummaries } from '../trade/index.ts';
import { addEntry as addDueEntry } from '../contacts/contacts.fixtures.ts';
import { addEntry, defaultCategory } from '../expenses/expenses.fixtures.ts';
import { addContact, addProduct, api, expectAnswer, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

const money = formatMoneyDecimal;

const get = <T>(f: ShopFixture, path: string): Promise<T> => expectAnswer<T>(t, f, 'GET', path, undefined, 200);
const post = (f: ShopFixture, path: string, body: unknown, status = 201): Promise<unknown> =>
  expectAnswer(t, f, 'POST', path, body, status);

/**
 * The contact summary tables and the money summary of one shop, in a stable order, as plain
 * values; a row whose figures are all zero (kept after a void took back all it held) is as good
 * as none, which is what the rebuild leaves.
 */
async function snapshot(shopId: string): Promise<unknown> {
  const months = await t.db
    .selectFrom('contact_months')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('month')
    .orderBy('contact_type')
    .orderBy('contact_id')
    .execute();
  const years = await t.db
    .selectFrom('contact_years')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('year')
    .orderBy('contact_type')
    .orderBy('contact_id')
    .execute();
  const money = await t.db.selectFrom('money_days').selectAll().where('shop_id', '=', shopId).orderBy('day').orderBy('kind').execute();
  const tradeMoney = await t.db
    .selectFrom('trade_days')
    .select(['side', 'day', 'paid', 'paid_items', 'refunded', 'refund_count'])
    .where('shop_id', '=', shopId)
    .orderBy('side')
    .orderBy('day')
    .execute();
  const some = (r: object) => Object.values(r).some((v) => (typeof v === 'number' && v !== 0) || (typeof v === 'bigint' && v !== 0n));
  const plain = { months: months.filter(some), years: years.filter(some), money: money.filter(some), tradeMoney: tradeMoney.filter(some) };
  return JSON.parse(JSON.stringify(plain, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

/** All rebuilt, for one shop or every shop. */
async function rebuild(shopId: string | null = null): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await rebuildSummaries(trx, shopId);
    await rebuildContactSummaries(trx, shopId);
    await rebuildMoneyDays(trx, shopId);
  });
}

type Figures = Record<(typeof CONTACT_COLUMNS)[number], bigint>;

/** Each contact's figures of from..to summed straight from the ledgers (no summary rows). */
async function direct(shopId: string, from: string, to: string): Promise<Map<string, Figures>> {
  const sums = sql.join(CONTACT_COLUMNS.map((c) => sql`sum(${sql.ref(c)})::text AS ${sql.ref(c)}`));
  const { rows } = await sql<{ contact_id: string } & Record<string, string>>`
    SELECT contact_id, ${sums} FROM (${contactLedgerRows(shopId, [from, to])}) l GROUP BY 1
  `.execute(t.db);
  return new Map(rows.map((r) => [r.contact_id, Object.fromEntries(CONTACT_COLUMNS.map((c) => [c, BigInt(r[c] ?? '0')])) as Figures]));
}

/** Six months and a new year of everything a contact's figures come from. */
async function history(f: ShopFixture) {
  let seed = 20241101;
  const rnd = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const products = [
    await addProduct(t, f, { purchasePrice: '5', sellPrice: '12.50', openingStock: '2000' }),
    await addProduct(t, f, { purchasePrice: '9', sellPrice: '20', openingStock: '2000' }),
  ];
  const customers = [(await addContact(t, f, { name: 'Customer A' })).id, (await addContact(t, f, { name: 'Customer B' })).id];
  const suppliers = [(await addContact(t, f, { type: 'supplier', name: 'Supplier A' })).id];
  const employees = [
    (await addContact(t, f, { type: 'employee', name: 'Employee A', position: 'salesman' })).id,
    (await addContact(t, f, { type: 'employee', name: 'Employee B', position: 'salesman' })).id,
  ];
  const salary = await defaultCategory(t, f, 'staff-salary');
  const commission = await defaultCategory(t, f, 'commission', 'income-categories');
  const sales: Sale[] = [];
  const purchases: string[] = [];
  // every 9 days from September to today (17 February), each written on its own date
  for (
    let day = new Date('2024-09-01T00:00:00Z');
    day <= new Date('2025-02-17T00:00:00Z');
    day = new Date(day.getTime() + 9 * 86_400_000)
  ) {
    const date = day.toISOString().slice(0, 10);
    for (let k = 0; k < 3; k += 1) {
      const customer = rnd(4) === 0 ? undefined : customers[rnd(2)];
      const employee = rnd(3) === 0 ? undefined : employees[rnd(2)];
      const lines = [{ productId: products[rnd(2)] as string, quantity: String(1 + rnd(3)) }];
      const back = { date: sales.length > 0 && rnd(5) === 0 ? sales[sales.length - 1]?.date : date };
      const payments =
        customer !== undefined && rnd(2) === 0
          ? [{ method: 'cash', amount: '5' }]
          : rnd(3) === 0
            ? [
                { method: 'qr-code', amount: '5' },
                { method: 'cash', amount: '100' },
              ] // two items, change off the cash
            : [{ method: 'cash', amount: '100' }];
      sales.push(
        await sell(
          t,
          f,
          saleBody(lines, {
            payments,
            ...back,
            ...(customer ? { customerId: customer } : {}),
            ...(employee ? { employeeId: employee } : {}),
          }),
        ),
      );
    }
    const pid = ulid();
    await post(f, '/purchases', {
      id: pid,
      date,
      supplierId: suppliers[0],
      ...(rnd(2) === 0 ? { employeeId: employees[1] } : {}),
      lines: [{ productId: products[0], quantity: '5', unitPrice: '5' }],
      payments: [{ method: 'cash', amount: String(rnd(30)) }],
    });
    purchases.push(pid);
    // returns and voids of earlier invoices (often of an earlier month: a return on its own date, a void on the invoice's)
    for (const s of sales) {
      const pick = rnd(12);
      if (pick > 1) continue;
      const cur = await get<Sale>(f, `/sales/${s.id}`);
      if (cur.status === 'void') continue;
      const line = cur.lines[0];
      if (pick === 0 && line && Number(line.quantity) > Number(line.returnedQuantity)) {
        await post(f, `/sales/${s.id}/returns`, { id: ulid(), date, lines: [{ lineNo: line.lineNo, quantity: '1' }] });
      } else if (pick === 1) await post(f, `/sales/${s.id}/void`, {}, 200);
    }
    // purchase 0 returned in part, then void (its return taken back); purchase 1 returned in part and standing
    if (purchases.length === 3) {
      for (const id of purchases.slice(0, 2))
        await post(f, `/purchases/${id}/returns`, { id: ulid(), date, lines: [{ lineNo: 1, quantity: '1' }] });
    }
    if (purchases.length === 6) await post(f, `/purchases/${purchases[0]}/void`, {}, 200);
    // the due book, and salaries (one voided)
    const entry = ulid();
    await addDueEntry(t, f, {
      id: entry,
      contactId: customers[rnd(2)],
      direction: rnd(3) === 0 ? 'given' : 'received',
      amount: `${1 + rnd(9)}.50`,
      date,
    });
    if (rnd(4) === 0) await post(f, `/due-entries/${entry}/reverse`, {});
    if (rnd(3) === 0) await addDueEntry(t, f, { contactId: employees[0], direction: 'given', amount: '200', date });
    const pay = await addEntry(t, f, { categoryId: salary.id, amount: `${100 + rnd(100)}`, employeeId: employees[rnd(2)], date });
    if (rnd(4) === 0) await post(f, `/expenses/${pay.id}/void`, { reason: 'ভুল' }, 200);
    const income = await addEntry(t, f, { categoryId: commission.id, amount: `${10 + rnd(10)}`, date }, 'incomes');
    if (rnd(4) === 0) await post(f, `/incomes/${income.id}/void`, { reason: 'ভুল' }, 200);
  }
  return { customers, suppliers, employees };
}

describe('contact and money summaries', () => {
  let f: ShopFixture;
  let other: ShopFixture;
  let who: Awaited<ReturnType<typeof history>>;

  beforeAll(async () => {
    t.clock.set('2025-02-17T05:00:00Z');
    f = await ownerWithShop(t);
    other = await ownerWithShop(t);
    who = await history(f);
    const p = await addProduct(t, other, { openingStock: '10' });
    const c = await addContact(t, other);
    await sell(t, other, saleBody([{ productId: p, quantity: '2' }], { customerId: c.id, payments: [{ method: 'cash', amount: '5' }] }));
  });

  it('kept in each transaction = rebuilt from the ledgers, contacts and money (one shop, and every shop)', async () => {
    const kept = await snapshot(f.shopId);
    const keptOther = await snapshot(other.shopId);
    const months = (kept as { months: Record<string, string | number>[] }).months;
    // every kind of figure is in there, in several months and two years
    for (const c of CONTACT_COLUMNS)
      expect(
        months.some((r) => r[c] !== '0' && r[c] !== 0),
        c,
      ).toBe(true);
    expect(new Set(months.map((r) => String(r.month).slice(0, 4)))).toEqual(new Set(['2024', '2025']));
    for (const table of ['sales', 'purchases'] as const) {
      const n = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', f.shopId)
        .where('void_date', 'is not', null)
        .where('returned_amount', '>', 0n)
        .executeTakeFirstOrThrow();
      expect(Number(n.n), table).toBeGreaterThan(0);
    }

    // every kind of money movement too: the trade's on trade_days (with refunds of returns and of
    // voids on both sides, and sales of two payment items), the rest on money_days
    const { money, tradeMoney } = kept as {
      money: { kind: string }[];
      tradeMoney: { side: string; paid_items: number; refund_count: number }[];
    };
    expect(new Set(money.map((r) => r.kind))).toEqual(new Set(['due-received', 'due-given', 'expense', 'income']));
    for (const side of ['sale', 'purchase'])
      expect(
        tradeMoney.some((r) => r.side === side && r.refund_count > 0),
        side,
      ).toBe(true);
    const twoItems = await t.db
      .selectFrom('sale_payments')
      .select('invoice_id')
      .where('shop_id', '=', f.shopId)
      .where('seq', '=', 2)
      .executeTakeFirst();
    expect(twoItems).toBeDefined();
    const voidedPaid = await t.db
      .selectFrom('sales')
      .select('id')
      .where('shop_id', '=', f.shopId)
      .where('void_date', 'is not', null)
      .where('paid', '>', 0n)
      .executeTakeFirst();
    expect(voidedPaid).toBeDefined();

    await rebuild(f.shopId);
    expect(await snapshot(f.shopId)).toEqual(kept);
    expect(await snapshot(other.shopId)).toEqual(keptOther);
    await t.db.deleteFrom('contact_years').execute();
    await t.db.deleteFrom('contact_months').execute();
    await t.db.deleteFrom('money_days').execute();
    await t.db.deleteFrom('trade_days').execute();
    await rebuild();
    expect(await snapshot(f.shopId)).toEqual(kept);
    expect(await snapshot(other.shopId)).toEqual(keptOther);
  });

  /** The reports of from..to against the ledgers' own sums. */
  async function expectReports(from: string, to: string): Promise<void> {
    const d = await direct(f.shopId, from, to);
    const label = `${from}..${to}`;
    const contacts = await t.db
      .selectFrom('contacts')
      .select(['id', 'type', 'balance', 'status'])
      .where('shop_id', '=', f.shopId)
      .execute();
    for (const type of ['customer', 'supplier'] as const) {
      const side = type === 'customer' ? 'sale' : 'purchase';
      const rep = await get<PartyReport>(f, `/reports/${type}?from=${from}&to=${to}`);
      const expected = contacts
        .filter((c) => c.type === type)
        .flatMap((c) => {
          const x = d.get(c.id);
          const any =
            x &&
            (x[`${side}_count`] !== 0n ||
              x[`${side}_void_count`] !== 0n ||
              x[`${side}_returns`] !== 0n ||
              x.due_given !== 0n ||
              x.due_received !== 0n);
          if (!any && c.balance === 0n) return [];
          const v = (k: keyof Figures) => x?.[k] ?? 0n;
          return [
            {
              contactId: c.id,
              count: Number(v(`${side}_count`)),
              total: money(v(`${side}_total`)),
              returns: money(v(`${side}_returns`)),
              voids: money(v(`${side}_voids`)),
              dueGiven: money(v('due_given')),
              dueReceived: money(v('due_received')),
              dueLowered: money(v('due_lowered')),
            },
          ];
        })
        .sort((a, b) => a.contactId.localeCompare(b.contactId));
      const got = rep.rows.map((r) => ({
        contactId: r.contactId,
        count: r.count,
        total: r.total,
        returns: r.returns,
        voids: r.voids,
        dueGiven: r.dueGiven,
        dueReceived: r.dueReceived,
        dueLowered: r.dueLowered,
      }));
      expect(
        got.sort((a, b) => a.contactId.localeCompare(b.contactId)),
        `${type} ${label}`,
      ).toEqual(expected);
    }
    const emp = await get<EmployeeReport>(f, `/reports/employee?from=${from}&to=${to}`);
    const expected = contacts
      .filter((c) => c.type === 'employee')
      .map((c) => {
        const v = (k: keyof Figures) => d.get(c.id)?.[k] ?? 0n;
        return {
          contactId: c.id,
          salesCount: Number(v('sale_count')),
          salesTotal: money(v('sale_total')),
          purchaseCount: Number(v('purchase_count')),
          purchaseTotal: money(v('purchase_total')),
          paid: money(v('paid')),
        };
      })
      .sort((a, b) => a.contactId.localeCompare(b.contactId));
    const got = emp.rows.map((r) => ({
      contactId: r.contactId,
      salesCount: r.salesCount,
      salesTotal: r.salesTotal,
      purchaseCount: r.purchaseCount,
      purchaseTotal: r.purchaseTotal,
      paid: r.paid,
    }));
    expect(
      got.sort((a, b) => a.contactId.localeCompare(b.contactId)),
      `employee ${label}`,
    ).toEqual(expected);
  }

  it('the customer, supplier and employee reports of any period equal the ledgers summed over it', async () => {
    t.clock.set('2025-02-17T08:00:00Z');
    const periods: [string, string][] = [
      ['2024-09-01', '2025-02-17'], // everything to today: months, the year to today less the months to come
      ['2024-02-18', '2025-02-17'], // the last 365 days
      ['2024-01-01', '2024-12-31'], // a year whole (its year row)
      ['2024-10-01', '2024-10-31'], // a month whole
      ['2024-10-02', '2024-10-30'], // a month less its ends
      ['2024-10-10', '2024-10-19'], // days alone
      ['2024-11-20', '2025-01-05'], // across the new year
      ['2025-02-01', '2025-02-17'], // this month to today
      ['2025-02-17', '2025-02-17'], // today
      ['2023-01-01', '2024-08-31'], // before anything
    ];
    for (const [from, to] of periods) await expectReports(from, to);
    // a contact with no figures of the period is no row; one with a balance always is
    const before = await get<PartyReport>(f, '/reports/customer?from=2023-01-01&to=2024-08-31');
    expect(before.totals).toMatchObject({ count: 0, total: '0.00', dueGiven: '0.00', dueReceived: '0.00' });
    expect(before.rows.every((r) => r.balance !== '0.00')).toBe(true);
  });

  it('a burst on one customer and two employees at once (credit sales, due entries, returns, salaries): none fails, none lost, kept = rebuilt', async () => {
    t.clock.set('2025-02-17T09:00:00Z');
    const g = await ownerWithShop(t);
    const p = await addProduct(t, g, { openingStock: '500', purchasePrice: '5', sellPrice: '10' });
    const customer = (await addContact(t, g, { name: 'Burst customer' })).id;
    const employees = [
      (await addContact(t, g, { type: 'employee', name: 'E1', position: 'salesman' })).id,
      (await addContact(t, g, { type: 'employee', name: 'E2', position: 'salesman' })).id,
    ];
    const salary = await defaultCategory(t, g, 'staff-salary');
    const earlier: Sale[] = [];
    for (let i = 0; i < 4; i += 1)
      earlier.push(
        await sell(t, g, saleBody([{ productId: p, quantity: '3' }], { customerId: customer, employeeId: employees[i % 2], payments: [] })),
      );
    const call = (path: string, body: unknown) => api(t, g)('POST', path, body, 'en');
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        call(
          '/sales',
          saleBody([{ productId: p, quantity: '1' }], {
            customerId: customer,
            employeeId: employees[i % 2],
            payments: [{ method: 'cash', amount: '4' }],
          }),
        ),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        call('/due-entries', {
          id: ulid(),
          dueType: 'money',
          contactId: customer,
          direction: i % 2 === 0 ? 'received' : 'given',
          amount: '3',
        }),
      ),
      ...earlier.slice(0, 3).map((s) => call(`/sales/${s.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] })),
      call(`/sales/${earlier[3]?.id}/void`, {}),
      ...Array.from({ length: 4 }, (_, i) =>
        call('/expenses', { id: ulid(), categoryId: salary.id, amount: '100', employeeId: employees[i % 2] }),
      ),
    ]);
    for (const a of answers) expect([200, 201], a.body).toContain(a.statusCode);
    const kept = await snapshot(g.shopId);
    await rebuild(g.shopId);
    expect(await snapshot(g.shopId)).toEqual(kept);
    const row = (await get<PartyReport>(g, '/reports/customer?from=2025-02-17&to=2025-02-17')).rows.find((r) => r.contactId === customer);
    // 4 sales of 30 and 12 of 10, one of 30 void; 3 returns of 10; the due book: 4 × 30 + 12 × 6 on credit and 3 × 3 by
    // hand given; 3 × 3 by hand received; 3 × 10 off the returns and 30 off the void taken back (not received)
    expect(row).toMatchObject({
      count: 15,
      total: '210.00',
      returns: '30.00',
      voids: '30.00',
      dueGiven: '201.00',
      dueReceived: '9.00',
      dueLowered: '60.00',
    });
    const emp = await get<EmployeeReport>(g, '/reports/employee?from=2025-02-17&to=2025-02-17');
    expect(emp.totals).toMatchObject({ salesCount: 15, salesTotal: '210.00', paid: '400.00' });
  });

  it('the months after today are taken away, not assumed empty', async () => {
    // a sale in March, and the clock set back to February: a period to "today" reads the year 2025
    // less the months after it, and the March sale must not count
    t.clock.set('2025-03-05T06:00:00Z');
    const p = await addProduct(t, f, { openingStock: '5', purchasePrice: '5', sellPrice: '10' });
    await sell(
      t,
      f,
      saleBody([{ productId: p, quantity: '1' }], {
        customerId: who.customers[0],
        employeeId: who.employees[0],
        payments: [{ method: 'cash', amount: '2' }],
      }),
    );
    await addEntry(t, f, { categoryId: (await defaultCategory(t, f, 'staff-salary')).id, amount: '999', employeeId: who.employees[1] });
    t.clock.set('2025-02-17T08:00:00Z');
    await expectReports('2024-02-18', '2025-02-17');
    await expectReports('2025-01-01', '2025-02-17');
    const a = await get<PartyReport>(f, '/reports/customer?from=2025-01-01&to=2025-02-17');
    const march = await get<PartyReport>(f, '/reports/customer?from=2025-01-01&to=2025-03-05');
    const row = (r: PartyReport) => r.rows.find((x) => x.contactId === who.customers[0]);
    expect(row(march)?.count).toBe((row(a)?.count ?? 0) + 1);
    t.clock.set('2025-03-05T08:00:00Z');
    await expectReports('2024-03-06', '2025-03-05');
    await expectReports('2025-03-01', '2025-03-05');
  });
});
