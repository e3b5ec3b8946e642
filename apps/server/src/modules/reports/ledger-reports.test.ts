import { formatMoneyDecimal, parseMoney, ulid } from '@dokani/core';
import type { BookReport, EmployeeReport, PartyReport, Purchase, Sale, TransactionItem, Transactions } from '@dokani/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import { addEntry as addDueEntry } from '../contacts/contacts.fixtures.ts';
import { addEntry, defaultCategory } from '../expenses/expenses.fixtures.ts';
import { addMember } from '../products/products.fixtures.ts';
import { addContact, addProduct, api, buy, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

const m = formatMoneyDecimal;
const big = (s: string): bigint => parseMoney(s) ?? 0n;
/** Σ of a money field of a list, as the API writes money. */
const sumOf = <T>(list: readonly T[], field: (x: T) => string): string => m(list.reduce((a, x) => a + big(field(x)), 0n));
const countOf = <T>(list: readonly T[], field: (x: T) => number): number => list.reduce((a, x) => a + field(x), 0);

async function report<T>(f: ShopFixture, name: string, qs = '', lang: 'bn' | 'en' = 'en'): Promise<T> {
  const r = await api(t, f)('GET', `/reports/${name}${qs}`, undefined, lang);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
}
const post = (f: ShopFixture, path: string, body: unknown) => api(t, f)('POST', path, body, 'en');

/** Every movement of a filter, page after page; the totals are the same on every page. */
async function allTransactions(
  f: ShopFixture,
  qs: string,
  limit: number,
): Promise<{ items: TransactionItem[]; totals: Transactions['totals']; pages: number }> {
  const items: TransactionItem[] = [];
  let totals: Transactions['totals'] | null = null;
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Transactions = await report<Transactions>(f, 'transactions', `${qs}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (totals) expect(page.totals).toEqual(totals);
    totals = page.totals;
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  if (!totals) throw new Error('no page');
  return { items, totals, pages };
}

/** Newest first: date, then the instant, then the id (byte order). */
function expectNewestFirst(items: readonly TransactionItem[]): void {
  for (let i = 1; i < items.length; i += 1) {
    const a = items[i - 1] as TransactionItem;
    const b = items[i] as TransactionItem;
    const key = (x: TransactionItem) => [x.date, x.occurredAt, x.id] as const;
    const [ad, aa, ai] = key(a);
    const [bd, ba, bi] = key(b);
    const before = ad > bd || (ad === bd && (aa > ba || (aa === ba && ai > bi)));
    expect(before, `${a.id} before ${b.id}`).toBe(true);
  }
}

const DAYS = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05'];
/** An earlier day: from it to the last day is more than 62 days, so the series is by month. */
const BEFORE = '2025-03-20';

describe('ledger reports over generated data', () => {
  let f: ShopFixture;
  const customers: string[] = [];
  const suppliers: string[] = [];
  /** e0, e1 active with activity; e2 active, idle; e3 inactive, idle; e4 inactive with a salary in the period. */
  const employees: string[] = [];
  const sales: Sale[] = [];
  const purchases: Purchase[] = [];

  beforeAll(async () => {
    t.clock.set(`${DAYS[0]}T03:00:00Z`);
    f = await ownerWithShop(t);
    let seed = 20250601;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n;
    };
    const prices = ['12.50', '30.00', '7.25'];
    const products: string[] = [];
    for (const price of prices) products.push(await addProduct(t, f, { purchasePrice: '5', sellPrice: price, openingStock: '1000' }));
    for (let i = 0; i < 4; i += 1) customers.push((await addContact(t, f, { name: `Customer ${i}` })).id);
    for (let i = 0; i < 2; i += 1) suppliers.push((await addContact(t, f, { type: 'supplier', name: `Supplier ${i}` })).id);
    for (const name of ['Employee A', 'Employee B', 'Employee C', 'Employee D', 'Employee E']) {
      employees.push((await addContact(t, f, { type: 'employee', name, position: 'salesman' })).id);
    }
    const rent = await defaultCategory(t, f, 'shop-rent');
    const salary = await defaultCategory(t, f, 'staff-salary');
    const tea = await defaultCategory(t, f, 'tea-snacks');
    const commission = await defaultCategory(t, f, 'commission', 'income-categories');
    const scrap = await defaultCategory(t, f, 'scrap-sale', 'income-categories');
    // the salary of e4 before it is turned off; an expense and an income of an earlier month
    await addEntry(t, f, { categoryId: salary.id, amount: '1500', employeeId: employees[4] });
    expect((await api(t, f)('PATCH', `/contacts/${employees[3]}`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await api(t, f)('PATCH', `/contacts/${employees[4]}`, { status: 'inactive' })).statusCode).toBe(200);
    await addEntry(t, f, { categoryId: rent.id, amount: '900', date: BEFORE });
    await addEntry(t, f, { categoryId: scrap.id, amount: '45.50', date: BEFORE }, 'incomes');

    let firstMoneyEntry: string | null = null;
    for (const [di, day] of DAYS.entries()) {
      t.clock.set(`${day}T0${3 + di}:1${di}:00Z`);
      for (let k = 0; k < 4; k += 1) {
        const customer = k === 0 ? customers[di % 3] : rnd(3) === 0 ? undefined : customers[rnd(3)];
        const employee = rnd(3) === 0 ? undefined : employees[rnd(2)];
        const lines = products
          .slice(0, 1 + rnd(2))
          .map((productId, i) => ({ productId, quantity: String(1 + rnd(4)), unitPrice: prices[i] as string }));
        const total = lines.reduce((a, l) => a + BigInt(l.quantity) * big(l.unitPrice), 0n);
        const half = total / 2n;
        const mode = customer === undefined ? [1, 2, 3, 5][rnd(4)] : k === 0 ? 4 : rnd(6);
        const payments =
          mode === 0
            ? [] // all on credit
            : mode === 2
              ? [{ method: 'cash', amount: m(total + 5000n) }] // 50 change
              : mode === 3
                ? [
                    { method: 'qr-code', amount: m(half) },
                    { method: 'cash', amount: m(total - half + 2000n) },
                  ] // 20 change from cash
                : mode === 4
                  ? [{ method: 'cash', amount: m(half) }] // the rest due
                  : mode === 5
                    ? [
                        { method: 'cash', amount: '100' },
                        { method: 'bank-check', amount: m(total) },
                        { method: 'cash', amount: '5' },
                      ] // 105 change
                    : [{ method: 'cash', amount: m(total) }];
        sales.push(
          await sell(
            t,
            f,
            saleBody(lines, { payments, ...(customer ? { customerId: customer } : {}), ...(employee ? { employeeId: employee } : {}) }),
          ),
        );
      }
      // returns and voids of sales of this day or before (at least one of each, and a void after a return)
      for (const [si, s] of sales.entries()) {
        const pick = si === 0 && di === 1 ? 0 : si === 1 && di === 1 ? 1 : si === 4 && di === 2 ? 0 : si === 4 && di === 3 ? 1 : rnd(8);
        if (pick > 1) continue;
        const cur = (await api(t, f)('GET', `/sales/${s.id}`)).json<Sale>();
        if (cur.status === 'void') continue;
        if (pick === 0) {
          const line = cur.lines[0];
          if (line && Number(line.quantity) > Number(line.returnedQuantity)) {
            const r = await post(f, `/sales/${s.id}/returns`, { id: ulid(), lines: [{ lineNo: line.lineNo, quantity: '1' }] });
            expect(r.statusCode, r.body).toBe(201);
          }
        } else {
          expect((await post(f, `/sales/${s.id}/void`, {})).statusCode).toBe(200);
        }
      }
      // a purchase a day: paid, on credit in part, or with change
      const plines = [{ productId: products[di % 3] as string, quantity: '5', unitPrice: '8' }];
      const ppay =
        di % 3 === 0
          ? [{ method: 'cash', amount: '40' }]
          : di % 3 === 1
            ? [{ method: 'cash', amount: '15' }]
            : [{ method: 'cash', amount: '50' }];
      purchases.push(
        await buy(t, f, {
          id: ulid(),
          supplierId: suppliers[di % 2],
          ...(di === 2 ? { employeeId: employees[1] } : {}),
          lines: plines,
          payments: ppay,
        }),
      );
      if (di === 2) {
        // two back from the first (paid) purchase: refunded; two from the second (15 paid of 40): off its due
        for (const p of purchases.slice(0, 2)) {
          const r = await post(f, `/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '2' }] });
          expect(r.statusCode, r.body).toBe(201);
        }
      }
      if (di === 3) expect((await post(f, `/purchases/${purchases[1]?.id}/void`, {})).statusCode).toBe(200);
      if (di === 4) expect((await post(f, `/purchases/${purchases[0]?.id}/void`, {})).statusCode).toBe(200);

      // the due book: money received and given, goods on credit, a reversal, a back-dated entry
      const received = await addDueEntry(t, f, {
        contactId: customers[di % 3],
        direction: 'received',
        amount: `${10 + rnd(40)}.${rnd(90) + 10}`,
      });
      firstMoneyEntry ??= received.id;
      await addDueEntry(t, f, { contactId: suppliers[di % 2], direction: 'given', amount: '15' });
      await addDueEntry(t, f, { contactId: customers[3], direction: 'given', dueType: 'product', amount: '33' });
      if (di === 1) expect((await post(f, `/due-entries/${firstMoneyEntry}/reverse`, { note: 'ভুল' })).statusCode).toBe(201);
      if (di === 4) await addDueEntry(t, f, { contactId: customers[1], direction: 'received', amount: '7.77', date: DAYS[1] });
      if (di === 3) await addDueEntry(t, f, { contactId: employees[0], direction: 'given', amount: '500' }); // an advance

      // expenses and income: a salary, rent, a voided one; income, a voided one
      await addEntry(t, f, { categoryId: salary.id, amount: `${100 + rnd(200)}`, employeeId: employees[di % 2] });
      await addEntry(t, f, { categoryId: di % 2 === 0 ? rent.id : tea.id, amount: `${1 + rnd(90)}.${rnd(90) + 10}` });
      const wrong = await addEntry(t, f, { categoryId: tea.id, amount: '77.77' });
      if (di === 1) expect((await post(f, `/expenses/${wrong.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);
      const inc = await addEntry(
        t,
        f,
        { categoryId: di === 2 ? scrap.id : commission.id, amount: `${5 + rnd(50)}.${rnd(90) + 10}` },
        'incomes',
      );
      if (di === 3) expect((await post(f, `/incomes/${inc.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);
    }
  });

  /** The ledger rows of the shop, read straight from the tables. */
  async function ledger() {
    const id = f.shopId;
    return {
      sales: await t.db.selectFrom('sales').selectAll().where('shop_id', '=', id).execute(),
      salePayments: await t.db.selectFrom('sale_payments').selectAll().where('shop_id', '=', id).execute(),
      saleReturns: await t.db.selectFrom('sale_returns').selectAll().where('shop_id', '=', id).execute(),
      purchases: await t.db.selectFrom('purchases').selectAll().where('shop_id', '=', id).execute(),
      purchasePayments: await t.db.selectFrom('purchase_payments').selectAll().where('shop_id', '=', id).execute(),
      purchaseReturns: await t.db.selectFrom('purchase_returns').selectAll().where('shop_id', '=', id).execute(),
      dues: await t.db.selectFrom('due_entries').selectAll().where('shop_id', '=', id).execute(),
      contacts: await t.db.selectFrom('contacts').selectAll().where('shop_id', '=', id).execute(),
      expenses: await t.db.selectFrom('expenses').selectAll().where('shop_id', '=', id).execute(),
      incomes: await t.db.selectFrom('incomes').selectAll().where('shop_id', '=', id).execute(),
    };
  }
  type Ledger = Awaited<ReturnType<typeof ledger>>;
  const TAKEN_BACK = new Set(['sale-return', 'sale-void', 'purchase-return', 'purchase-void']);
  const within = (from: string, to: string) => (d: string | null) => d !== null && d >= from && d <= to;

  function expectedParties(l: Ledger, type: 'customer' | 'supplier', from: string, to: string) {
    const inP = within(from, to);
    const invoices =
      type === 'customer'
        ? l.sales.map((s) => ({ ...s, date: s.invoice_date, contact: s.contact_id }))
        : l.purchases.map((p) => ({ ...p, date: p.invoice_date, contact: p.contact_id }));
    const returns =
      type === 'customer'
        ? l.saleReturns.map((r) => ({ ...r, invoice: r.invoice_id }))
        : l.purchaseReturns.map((r) => ({ ...r, invoice: r.invoice_id }));
    const contactOf = new Map(invoices.map((i) => [i.id, i.contact]));
    const voidIds = new Set(invoices.filter((i) => i.void_date !== null).map((i) => i.id));
    const rows = [];
    for (const c of l.contacts.filter((x) => x.type === type)) {
      // decision 0009: a void invoice and its returns are left out; `voids` shows its total on its date
      const ofPeriod = invoices.filter((i) => i.contact === c.id && inP(i.date));
      const posted = ofPeriod.filter((i) => i.void_date === null);
      const voided = ofPeriod.filter((i) => i.void_date !== null);
      const rets = returns.filter((r) => contactOf.get(r.invoice) === c.id && inP(r.return_date) && !voidIds.has(r.invoice));
      const dues = l.dues.filter((e) => e.contact_id === c.id && inP(e.entry_date));
      if (ofPeriod.length + rets.length + dues.length === 0 && c.balance === 0n) continue;
      const total = posted.reduce((a, i) => a + i.total, 0n);
      const ret = rets.reduce((a, r) => a + r.amount, 0n);
      const vd = voided.reduce((a, i) => a + i.total, 0n);
      rows.push({
        contactId: c.id,
        name: c.name,
        mobile: c.mobile,
        count: posted.length,
        total: m(total),
        returns: m(ret),
        voids: m(vd),
        net: m(total - ret),
        // what a return or a void took off the due is neither given nor received
        dueGiven: m(dues.filter((e) => e.direction === 'given' && !TAKEN_BACK.has(e.ref_type ?? '')).reduce((a, e) => a + e.amount, 0n)),
        dueReceived: m(
          dues.filter((e) => e.direction === 'received' && !TAKEN_BACK.has(e.ref_type ?? '')).reduce((a, e) => a + e.amount, 0n),
        ),
        dueLowered: m(dues.filter((e) => TAKEN_BACK.has(e.ref_type ?? '')).reduce((a, e) => a + e.amount, 0n)),
        balance: m(c.balance),
      });
    }
    return rows.sort((a, b) => a.contactId.localeCompare(b.contactId));
  }

  function expectedEmployees(l: Ledger, from: string, to: string) {
    const inP = within(from, to);
    const rows = [];
    for (const c of l.contacts.filter((x) => x.type === 'employee')) {
      const s = l.sales.filter((x) => x.employee_id === c.id && inP(x.invoice_date) && x.void_date === null);
      const p = l.purchases.filter((x) => x.employee_id === c.id && inP(x.invoice_date) && x.void_date === null);
      const e = l.expenses.filter((x) => x.employee_id === c.id && x.voided_at === null && inP(x.entry_date));
      if (c.status !== 'active' && s.length + p.length + e.length === 0) continue;
      rows.push({
        contactId: c.id,
        name: c.name,
        mobile: c.mobile,
        salesCount: s.length,
        salesTotal: m(s.reduce((a, x) => a + x.total, 0n)),
        purchaseCount: p.length,
        purchaseTotal: m(p.reduce((a, x) => a + x.total, 0n)),
        paid: m(e.reduce((a, x) => a + x.amount, 0n)),
        balance: m(c.balance),
      });
    }
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }

  function expectedBook(rows: Ledger['expenses'], from: string, to: string, bucketOf: (d: string) => string) {
    const live = rows.filter((x) => x.voided_at === null && within(from, to)(x.entry_date));
    const byCategory = new Map<string, bigint>();
    const byPeriod = new Map<string, { amount: bigint; count: number }>();
    for (const x of live) {
      byCategory.set(x.category_id, (byCategory.get(x.category_id) ?? 0n) + x.amount);
      const p = byPeriod.get(bucketOf(x.entry_date)) ?? { amount: 0n, count: 0 };
      byPeriod.set(bucketOf(x.entry_date), { amount: p.amount + x.amount, count: p.count + 1 });
    }
    return { total: m(live.reduce((a, x) => a + x.amount, 0n)), count: live.length, byCategory, byPeriod };
  }

  /**
   * Every movement of money, computed here from the ledger rows another way than the report: a
   * void hands back what was kept at the counter less what the invoice's returns refunded.
   */
  function expectedMovements(l: Ledger, from: string, to: string) {
    const inP = within(from, to);
    const out: { id: string; kind: string; direction: string; date: string; amount: string; method: string | null; ref: string }[] = [];
    const sides = [
      {
        kind: 'sale',
        into: 'in',
        back: 'out',
        invoices: l.sales.map((s) => ({ ...s, date: s.invoice_date })),
        payments: l.salePayments.map((p) => ({ ...p, invoice: p.invoice_id })),
        returns: l.saleReturns.map((r) => ({ ...r, invoice: r.invoice_id })),
      },
      {
        kind: 'purchase',
        into: 'out',
        back: 'in',
        invoices: l.purchases.map((s) => ({ ...s, date: s.invoice_date })),
        payments: l.purchasePayments.map((p) => ({ ...p, invoice: p.invoice_id })),
        returns: l.purchaseReturns.map((r) => ({ ...r, invoice: r.invoice_id })),
      },
    ];
    for (const side of sides) {
      for (const inv of side.invoices) {
        const pays = side.payments.filter((p) => p.invoice === inv.id);
        const kept = pays.reduce((a, p) => a + p.amount, 0n) - inv.change_given;
        if (inP(inv.date)) {
          for (const method of new Set(pays.map((p) => p.method))) {
            const mine = pays.filter((p) => p.method === method);
            const amount = mine.reduce((a, p) => a + p.amount, 0n) - (method === 'cash' ? inv.change_given : 0n);
            const seq = Math.min(...mine.map((p) => p.seq));
            if (amount > 0n)
              out.push({
                id: `${side.kind}:${inv.id}:${seq}`,
                kind: side.kind,
                direction: side.into,
                date: inv.date,
                amount: m(amount),
                method,
                ref: inv.id,
              });
          }
        }
        const rets = side.returns.filter((r) => r.invoice === inv.id);
        for (const r of rets) {
          if (r.refunded > 0n && inP(r.return_date)) {
            out.push({
              id: `${side.kind}-refund:${r.id}`,
              kind: `${side.kind}-refund`,
              direction: side.back,
              date: r.return_date,
              amount: m(r.refunded),
              method: null,
              ref: inv.id,
            });
          }
        }
        const handedBack = kept - rets.reduce((a, r) => a + r.refunded, 0n);
        if (inv.void_date !== null && inP(inv.void_date) && handedBack > 0n) {
          out.push({
            id: `${side.kind}-refund:${inv.id}:void`,
            kind: `${side.kind}-refund`,
            direction: side.back,
            date: inv.void_date,
            amount: m(handedBack),
            method: null,
            ref: inv.id,
          });
        }
      }
    }
    for (const e of l.dues) {
      if (e.due_type !== 'money' || !inP(e.entry_date)) continue;
      const kind = e.direction === 'received' ? 'due-received' : 'due-given';
      out.push({
        id: `${kind}:${e.id}`,
        kind,
        direction: e.direction === 'received' ? 'in' : 'out',
        date: e.entry_date,
        amount: m(e.amount),
        method: null,
        ref: e.id,
      });
    }
    for (const [kind, rows] of [
      ['expense', l.expenses],
      ['income', l.incomes],
    ] as const) {
      for (const x of rows) {
        if (x.voided_at !== null || !inP(x.entry_date)) continue;
        out.push({
          id: `${kind}:${x.id}`,
          kind,
          direction: kind === 'expense' ? 'out' : 'in',
          date: x.entry_date,
          amount: m(x.amount),
          method: null,
          ref: x.id,
        });
      }
    }
    return out.sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  const PERIODS: [string, string][] = [
    ...DAYS.map((d) => [d, d] as [string, string]),
    [DAYS[0] as string, DAYS[4] as string],
    [DAYS[1] as string, DAYS[3] as string],
    [BEFORE, DAYS[4] as string],
  ];

  it('the data has what the reports must handle', async () => {
    const l = await ledger();
    expect(l.sales.some((s) => s.status === 'void' && s.returned_amount > 0n)).toBe(true);
    expect(l.sales.some((s) => s.status === 'void' && s.due > 0n)).toBe(true);
    expect(l.sales.some((s) => s.change_given > 0n)).toBe(true);
    expect(l.sales.some((s) => s.contact_id === null)).toBe(true);
    expect(l.saleReturns.some((r) => r.refunded > 0n)).toBe(true);
    expect(l.saleReturns.some((r) => r.due_reduced > 0n)).toBe(true);
    expect(l.purchaseReturns.some((r) => r.refunded > 0n) && l.purchaseReturns.some((r) => r.due_reduced > 0n)).toBe(true);
    expect(l.dues.some((e) => e.reverses_id !== null && e.due_type === 'money')).toBe(true);
    expect(l.expenses.some((e) => e.voided_at !== null) && l.incomes.some((e) => e.voided_at !== null)).toBe(true);
  });

  it('customer and supplier reports: rows equal the ledgers, the totals add up, largest net first', async () => {
    const l = await ledger();
    for (const type of ['customer', 'supplier'] as const) {
      for (const [from, to] of PERIODS) {
        const rep = await report<PartyReport>(f, type, `?from=${from}&to=${to}`);
        const label = `${type} ${from}..${to}`;
        expect(
          [...rep.rows].sort((a, b) => a.contactId.localeCompare(b.contactId)),
          label,
        ).toEqual(expectedParties(l, type, from, to));
        expect(rep.totals, label).toEqual({
          contacts: rep.rows.length,
          count: countOf(rep.rows, (r) => r.count),
          total: sumOf(rep.rows, (r) => r.total),
          returns: sumOf(rep.rows, (r) => r.returns),
          voids: sumOf(rep.rows, (r) => r.voids),
          net: sumOf(rep.rows, (r) => r.net),
          dueGiven: sumOf(rep.rows, (r) => r.dueGiven),
          dueReceived: sumOf(rep.rows, (r) => r.dueReceived),
          dueLowered: sumOf(rep.rows, (r) => r.dueLowered),
          balance: sumOf(rep.rows, (r) => r.balance),
        });
        for (let i = 1; i < rep.rows.length; i += 1)
          expect(big(rep.rows[i - 1]?.net ?? '0') >= big(rep.rows[i]?.net ?? '0'), label).toBe(true);
      }
    }
    // over all time the due entries of each contact add up to its balance; the walk-in sales are in no row
    const all = await report<PartyReport>(f, 'customer', `?from=${BEFORE}&to=${DAYS[4]}`);
    for (const r of all.rows) expect(m(big(r.dueGiven) - big(r.dueReceived) - big(r.dueLowered))).toBe(r.balance);
    // returns and voids took due off, and that is not read as money the customers paid
    expect(big(all.totals.dueLowered)).toBeGreaterThan(0n);
    const allSuppliers = await report<PartyReport>(f, 'supplier', `?from=${BEFORE}&to=${DAYS[4]}`);
    for (const r of allSuppliers.rows) expect(m(big(r.dueGiven) + big(r.dueLowered) - big(r.dueReceived))).toBe(r.balance);
    expect(all.totals.count).toBe(l.sales.filter((s) => s.contact_id !== null && s.void_date === null).length);
    expect(all.totals.count).toBeLessThan(l.sales.length);
    // customer 3 only has goods on credit (a product due): a row, with no trade
    expect(all.rows.find((r) => r.contactId === customers[3])).toMatchObject({
      count: 0,
      total: '0.00',
      dueGiven: '165.00',
      dueReceived: '0.00',
      balance: '165.00',
    });
    // a day with nothing of a customer's but its balance still lists it with zeros
    const empty = await report<PartyReport>(f, 'customer', '?from=2025-05-20&to=2025-05-20');
    expect(empty.rows.map((r) => r.contactId).sort()).toEqual(
      l.contacts
        .filter((c) => c.type === 'customer' && c.balance !== 0n)
        .map((c) => c.id)
        .sort(),
    );
    expect(empty.totals).toMatchObject({ count: 0, total: '0.00', net: '0.00', dueGiven: '0.00' });
  });

  it('employee report: every active employee and those with activity, by name; totals add up', async () => {
    const l = await ledger();
    for (const [from, to] of PERIODS) {
      const rep = await report<EmployeeReport>(f, 'employee', `?from=${from}&to=${to}`);
      const label = `${from}..${to}`;
      expect(rep.rows, label).toEqual(expectedEmployees(l, from, to));
      expect(rep.totals, label).toEqual({
        salesCount: countOf(rep.rows, (r) => r.salesCount),
        salesTotal: sumOf(rep.rows, (r) => r.salesTotal),
        purchaseCount: countOf(rep.rows, (r) => r.purchaseCount),
        purchaseTotal: sumOf(rep.rows, (r) => r.purchaseTotal),
        paid: sumOf(rep.rows, (r) => r.paid),
      });
    }
    const days = await report<EmployeeReport>(f, 'employee', `?from=${DAYS[0]}&to=${DAYS[4]}`);
    // D (inactive, idle) is left out; E (inactive) is in for the salary it was paid on the first day
    expect(days.rows.map((r) => r.name)).toEqual(['Employee A', 'Employee B', 'Employee C', 'Employee E']);
    expect(days.rows[3]).toMatchObject({ salesCount: 0, paid: '1500.00' });
    expect(days.rows[0]?.balance).toBe('500.00');
    expect(days.totals.salesCount).toBe(l.sales.filter((s) => s.employee_id !== null && s.void_date === null).length);
  });

  it('expense and income reports: by category and by bucket (days, or months beyond 62 days), zeros included', async () => {
    const l = await ledger();
    for (const [name, rows] of [
      ['expense', l.expenses],
      ['income', l.incomes],
    ] as const) {
      for (const [from, to] of PERIODS) {
        const rep = await report<BookReport>(f, name, `?from=${from}&to=${to}`);
        const label = `${name} ${from}..${to}`;
        const monthly = from === BEFORE;
        expect(rep.bucket, label).toBe(monthly ? 'month' : 'day');
        const exp = expectedBook(rows, from, to, (d) => (monthly ? d.slice(0, 7) : d));
        expect({ total: rep.total, count: rep.count }, label).toEqual({ total: exp.total, count: exp.count });
        expect(new Map(rep.byCategory.map((c) => [c.categoryId, big(c.amount)])), label).toEqual(exp.byCategory);
        expect(sumOf(rep.byCategory, (c) => c.amount)).toBe(rep.total);
        expect(sumOf(rep.rows, (r) => r.amount)).toBe(rep.total);
        expect(countOf(rep.rows, (r) => r.count)).toBe(rep.count);
        for (const r of rep.rows)
          expect({ amount: r.amount, count: r.count }, `${label} ${r.period}`).toEqual({
            amount: m(exp.byPeriod.get(r.period)?.amount ?? 0n),
            count: exp.byPeriod.get(r.period)?.count ?? 0,
          });
        for (let i = 1; i < rep.byCategory.length; i += 1)
          expect(big(rep.byCategory[i - 1]?.amount ?? '0') >= big(rep.byCategory[i]?.amount ?? '0')).toBe(true);
      }
    }
    const months = await report<BookReport>(f, 'expense', `?from=${BEFORE}&to=${DAYS[4]}`);
    expect(months.rows.map((r) => r.period)).toEqual(['2025-03', '2025-04', '2025-05', '2025-06']);
    expect(months.rows[0]?.amount).toBe('900.00');
    expect(months.rows.slice(1, 3)).toEqual([
      { period: '2025-04', amount: '0.00', count: 0 },
      { period: '2025-05', amount: '0.00', count: 0 },
    ]);
    const week = await report<BookReport>(f, 'income', `?from=2025-05-30&to=${DAYS[4]}`);
    expect(week.rows.map((r) => r.period)).toEqual(['2025-05-30', '2025-05-31', ...DAYS]);
    expect(week.rows.slice(0, 2)).toEqual([
      { period: '2025-05-30', amount: '0.00', count: 0 },
      { period: '2025-05-31', amount: '0.00', count: 0 },
    ]);
    // category names in the caller's language
    const bn = await report<BookReport>(f, 'expense', `?from=${DAYS[0]}&to=${DAYS[4]}`, 'bn');
    const en = await report<BookReport>(f, 'expense', `?from=${DAYS[0]}&to=${DAYS[4]}`, 'en');
    expect(en.byCategory.map((c) => c.name)).toContain('Shop rent');
    expect(bn.byCategory.map((c) => c.name)).toContain('দোকান ভাড়া');
  });

  it('transactions: every movement exactly once over the pages, newest first, equal to the ledgers; totals of the whole filter', async () => {
    const l = await ledger();
    for (const [from, to] of PERIODS) {
      const label = `${from}..${to}`;
      const { items, totals, pages } = await allTransactions(f, `?from=${from}&to=${to}`, 7);
      expectNewestFirst(items);
      expect(new Set(items.map((x) => x.id)).size, label).toBe(items.length);
      const expected = expectedMovements(l, from, to);
      expect(
        items
          .map((x) => ({
            id: x.id,
            kind: x.kind,
            direction: x.direction,
            date: x.date,
            amount: x.amount,
            method: x.method,
            ref: x.reference.id,
          }))
          .sort((a, b) => (a.id < b.id ? -1 : 1)),
        label,
      ).toEqual(expected);
      const inSum = expected.filter((x) => x.direction === 'in').reduce((a, x) => a + big(x.amount), 0n);
      const outSum = expected.filter((x) => x.direction === 'out').reduce((a, x) => a + big(x.amount), 0n);
      expect(totals, label).toEqual({ in: m(inSum), out: m(outSum), net: m(inSum - outSum), count: expected.length });
      expect(pages).toBe(Math.max(1, Math.ceil(items.length / 7)));
    }

    const all = await allTransactions(f, `?from=${BEFORE}&to=${DAYS[4]}`, 100);
    expect(all.items.length).toBeGreaterThan(50);
    // a void invoice's money adds up to 0: taken, partly refunded by returns, the rest handed back on the void
    const signed = (x: TransactionItem) => (x.direction === 'in' ? big(x.amount) : -big(x.amount));
    for (const s of [...l.sales, ...l.purchases].filter((x) => x.status === 'void')) {
      expect(m(all.items.filter((x) => x.reference.id === s.id).reduce((a, x) => a + signed(x), 0n)), s.number).toBe('0.00');
    }
    // references, parties and methods
    const sale = all.items.find((x) => x.kind === 'sale' && x.method === 'qr-code');
    const saleRow = l.sales.find((s) => s.id === sale?.reference.id);
    expect(sale?.reference).toEqual({ type: 'sale', id: saleRow?.id, number: saleRow?.number });
    expect(sale?.party).toBe(saleRow?.contact_name ?? null);
    expect(all.items.find((x) => x.kind === 'expense')?.reference.type).toBe('expense');
    expect(all.items.filter((x) => x.kind === 'expense').map((x) => x.party)).toContain('Staff salary');
    expect(all.items.filter((x) => x.kind === 'income').map((x) => x.party)).toContain('Commission');
    expect(all.items.find((x) => x.kind === 'due-given')).toMatchObject({
      party: 'Supplier 0',
      reference: { type: 'due', number: null },
      method: null,
    });

    // each kind on its own: the same items, and the totals of the kinds add up to the whole
    let count = 0;
    let net = 0n;
    for (const kind of ['sale', 'sale-refund', 'purchase', 'purchase-refund', 'due-received', 'due-given', 'expense', 'income'] as const) {
      const one = await allTransactions(f, `?from=${BEFORE}&to=${DAYS[4]}&kind=${kind}`, 10);
      expect(one.items.length, kind).toBeGreaterThan(0);
      expect(one.items.map((x) => x.id).sort(), kind).toEqual(
        all.items
          .filter((x) => x.kind === kind)
          .map((x) => x.id)
          .sort(),
      );
      // a kind's totals are its own items: all on its one side, counted once each
      const side = one.items[0]?.direction === 'in' ? 'in' : 'out';
      expect(
        one.items.every((x) => x.direction === side),
        kind,
      ).toBe(true);
      expect(one.totals[side], kind).toBe(m(one.items.reduce((a, x) => a + big(x.amount), 0n)));
      expect(one.totals[side === 'in' ? 'out' : 'in'], kind).toBe(m(0n));
      expect(one.totals.count, kind).toBe(one.items.length);
      count += one.totals.count;
      net += big(one.totals.net);
    }
    expect(count).toBe(all.totals.count);
    expect(m(net)).toBe(all.totals.net);
  });
});

describe('business dates at the edges of a day in Dhaka', () => {
  it('23:30 local belongs to its own day, 00:30 local (still the day before in UTC) to the next', async () => {
    t.clock.set('2025-07-10T17:30:00Z'); // 23:30 on 10 July in Dhaka
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { sellPrice: '15', openingStock: '10' });
    const customer = await addContact(t, f, { name: 'Late Customer' });
    const rent = await defaultCategory(t, f, 'shop-rent');
    const commission = await defaultCategory(t, f, 'commission', 'income-categories');
    const late = await sell(
      t,
      f,
      saleBody([{ productId: p, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '15' }] }),
    );
    expect(late.date).toBe('2025-07-10');
    await addEntry(t, f, { categoryId: rent.id, amount: '40' });
    await addEntry(t, f, { categoryId: commission.id, amount: '5' }, 'incomes');
    await addDueEntry(t, f, { contactId: customer.id, direction: 'received', amount: '7' });

    t.clock.set('2025-07-10T18:30:00Z'); // 00:30 on 11 July in Dhaka, still the 10th in UTC
    await sell(
      t,
      f,
      saleBody([{ productId: p, quantity: '2' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '30' }] }),
    );
    await addEntry(t, f, { categoryId: rent.id, amount: '60' });
    // typed later, for 23:45 on the 10th
    const typed = await addEntry(t, f, { categoryId: rent.id, amount: '3', date: '2025-07-10', time: '23:45' });
    expect(typed).toMatchObject({ date: '2025-07-10', occurredAt: '2025-07-10T17:45:00.000Z' });

    const tenth = '?from=2025-07-10&to=2025-07-10';
    const tx10 = await report<Transactions>(f, 'transactions', tenth);
    expect(tx10.items.every((x) => x.date === '2025-07-10')).toBe(true);
    expect(tx10.totals).toEqual({ in: '27.00', out: '43.00', net: '-16.00', count: 5 });
    // newest first within the day: the 23:45 expense typed later comes before the 23:30 ones
    expect(tx10.items[0]?.id).toBe(`expense:${typed.id}`);
    const ex10 = await report<BookReport>(f, 'expense', tenth);
    expect(ex10).toMatchObject({ total: '43.00', count: 2, rows: [{ period: '2025-07-10', amount: '43.00', count: 2 }] });
    expect((await report<PartyReport>(f, 'customer', tenth)).rows[0]).toMatchObject({ count: 1, total: '15.00', dueReceived: '7.00' });

    // today (the 11th): only what happened after midnight local
    const tx11 = await report<Transactions>(f, 'transactions');
    expect(tx11).toMatchObject({ from: '2025-07-11', to: '2025-07-11', totals: { in: '30.00', out: '60.00', net: '-30.00', count: 2 } });
    expect(await report<BookReport>(f, 'expense')).toMatchObject({
      bucket: 'day',
      total: '60.00',
      rows: [{ period: '2025-07-11', amount: '60.00', count: 1 }],
    });
    expect((await report<PartyReport>(f, 'customer')).rows[0]).toMatchObject({
      count: 1,
      total: '30.00',
      dueReceived: '0.00',
      balance: '-7.00',
    });
    expect((await report<BookReport>(f, 'income')).total).toBe('0.00');
  });
});

describe('access and bad input', () => {
  const NAMES = ['customer', 'supplier', 'employee', 'expense', 'income', 'transactions'];

  it('a member without the reports feature gets 403, with it 200; another shop’s user 404', async () => {
    t.clock.set('2025-03-10T06:00:00Z');
    const f = await ownerWithShop(t);
    const clerk = await signUp(t);
    await addMember(t, f.shopId, clerk.id, ['sell', 'dues', 'expenses']);
    const manager = await signUp(t);
    await addMember(t, f.shopId, manager.id, ['reports']);
    const outsider = await ownerWithShop(t);
    for (const name of NAMES) {
      const asClerk = await api(t, { ...f, token: clerk.token })('GET', `/reports/${name}`);
      expect(asClerk.statusCode, name).toBe(403);
      expect(asClerk.json().error.code).toBe('FORBIDDEN');
      expect((await api(t, { ...f, token: manager.token })('GET', `/reports/${name}`)).statusCode, name).toBe(200);
      expect((await api(t, { ...f, token: outsider.token })('GET', `/reports/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('refuses an upside-down period, a bad cursor, kind or limit (400)', async () => {
    t.clock.set('2025-03-10T06:00:00Z');
    const f = await ownerWithShop(t);
    for (const name of NAMES) {
      const r = await api(t, f)('GET', `/reports/${name}?from=2025-03-10&to=2025-03-09`, undefined, 'en');
      expect(r.statusCode, name).toBe(400);
      expect(r.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { to: 'The end date cannot be before the start date.' } });
      expect((await api(t, f)('GET', `/reports/${name}?to=2025-03-10&x=1`)).statusCode, name).toBe(400);
    }
    const bad = [
      'cursor=abc',
      `cursor=${Buffer.from(JSON.stringify(['2025-03-10', 'x', 'y'])).toString('base64url')}`,
      'kind=salary',
      'limit=0',
      'limit=101',
    ];
    for (const qs of bad) expect((await api(t, f)('GET', `/reports/transactions?${qs}`)).statusCode, qs).toBe(400);
  });
});
