/**
 * Where the money is (docs/PRODUCT.md "Money accounts and the day's close"): every event moves the
 * account it was paid from or into exactly once — sales (change is not money in), split payments,
 * quick sells, returns, voids, purchases, due money, expenses and incomes and their voids,
 * transfers with a fee, an online order completed — every account's balance is the Σ of its
 * movements, and over a period the movements add up to the transactions report's money in − out.
 * The migration's fill posts a shop's past books to the same balances the postings keep.
 */
import type { CashbookCategory, MoneyAccount, MoneyAccountList, MoneyMovement, Sale, Transactions } from '@dokani/contracts';
import type { PlacedOrder } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import type { TestApp } from '../../test/app.ts';
import { postShopPastPayments } from '../money/index.ts';
import { customerIp, customerMobile, publishStore } from '../online-shop/online-shop.fixtures.ts';
import { addContact, addProduct, api, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
    app.clock.set('2025-03-09T20:00:00Z');
  },
  { config: { publicUrl: 'https://dokani.test' } },
);

async function accounts(s: ShopFixture): Promise<MoneyAccountList> {
  const r = await api(t, s)('GET', '/money-accounts', undefined, 'en');
  expect(r.statusCode, r.body).toBe(200);
  return r.json<MoneyAccountList>();
}

async function account(s: ShopFixture, kind: 'cash' | 'mobile' | 'bank'): Promise<MoneyAccount> {
  const a = (await accounts(s)).items.find((x) => x.kind === kind && x.isDefault);
  if (!a) throw new Error(`no default ${kind} account`);
  return a;
}

async function movements(s: ShopFixture, accountId?: string): Promise<MoneyMovement[]> {
  const r = await api(t, s)('GET', `/money-movements${accountId ? `?accountId=${accountId}` : ''}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ items: MoneyMovement[] }>().items;
}

/** Every account's balance is the Σ of its movements, and each movement's balance after reads down its ledger. */
async function ledgersHold(shopId: string): Promise<void> {
  const { rows } = await sql<{ id: string; balance: string; moved: string; last_seq: string; n: string }>`
    SELECT a.id, a.balance::text AS balance, coalesce(sum(m.amount), 0)::text AS moved, a.last_seq::text AS last_seq, count(m.id)::text AS n
    FROM money_accounts a LEFT JOIN money_movements m ON m.shop_id = a.shop_id AND m.account_id = a.id
    WHERE a.shop_id = ${shopId} GROUP BY a.id, a.balance, a.last_seq`.execute(t.db);
  for (const r of rows) {
    expect(r.balance, r.id).toBe(r.moved);
    expect(r.last_seq, r.id).toBe(r.n);
  }
  const ledger = await t.db
    .selectFrom('money_movements')
    .select(['account_id', 'seq', 'amount', 'balance_after'])
    .where('shop_id', '=', shopId)
    .orderBy('account_id')
    .orderBy('seq')
    .execute();
  const running = new Map<string, bigint>();
  for (const m of ledger) {
    const b = (running.get(m.account_id) ?? 0n) + m.amount;
    running.set(m.account_id, b);
    expect(m.balance_after).toBe(b);
  }
}

async function refsOf(shopId: string, refId: string) {
  return t.db
    .selectFrom('money_movements')
    .select(['account_id', 'amount', 'kind'])
    .where('shop_id', '=', shopId)
    .where('ref_id', '=', refId)
    .orderBy('id')
    .execute();
}

describe('money accounts', () => {
  it('every shop has its cash drawer; the owner adds a wallet and a bank account, each with an opening balance', async () => {
    const s = await ownerWithShop(t);
    const start = await accounts(s);
    expect(start.items).toEqual([expect.objectContaining({ kind: 'cash', name: 'Cash drawer', isDefault: true, balance: '0.00' })]);
    const bn = (await api(t, s)('GET', '/money-accounts', undefined, 'bn')).json<MoneyAccountList>();
    expect(bn.items[0]?.name).toBe('ক্যাশ ড্রয়ার');

    const bkash = {
      id: ulid(),
      name: 'বিকাশ মার্চেন্ট',
      kind: 'mobile',
      provider: 'bkash',
      number: '01711 000000',
      walletType: 'merchant',
      openingBalance: '1500',
    };
    const made = await api(t, s)('POST', '/money-accounts', bkash);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<MoneyAccount>()).toMatchObject({
      balance: '1500.00',
      openingBalance: '1500.00',
      isDefault: false,
      walletType: 'merchant',
    });
    expect((await api(t, s)('POST', '/money-accounts', bkash)).statusCode).toBe(200);
    const bank = await api(t, s)('POST', '/money-accounts', { id: ulid(), name: 'ডাচ-বাংলা', kind: 'bank', provider: 'ডাচ-বাংলা ব্যাংক' });
    expect(bank.statusCode, bank.body).toBe(201);

    // the opening balance changed: the difference is posted
    const changed = await api(t, s)('PATCH', `/money-accounts/${bkash.id}`, { openingBalance: '1000' });
    expect(changed.json<MoneyAccount>()).toMatchObject({ balance: '1000.00', openingBalance: '1000.00' });
    expect((await movements(s, bkash.id)).map((m) => [m.kind, m.amount, m.balanceAfter])).toEqual([
      ['opening', '-500.00', '1000.00'],
      ['opening', '1500.00', '1500.00'],
    ]);
    const list = await accounts(s);
    expect(list.total).toBe('1000.00');
    expect(list.items.map((a) => a.kind)).toEqual(['cash', 'mobile', 'bank']);

    // the drawer is the default: it cannot be put away until another is
    const drawer = list.items[0] as MoneyAccount;
    const away = await api(t, s)('PATCH', `/money-accounts/${drawer.id}`, { status: 'inactive' });
    expect(away.statusCode).toBe(409);
    expect(away.json().error.code).toBe('MONEY_ACCOUNT_DEFAULT');
    // bad input: a wallet that is not one we know, a number with letters, a date ahead
    const bad = await api(t, s)(
      'POST',
      '/money-accounts',
      { id: ulid(), name: 'x', kind: 'mobile', provider: 'paypal', number: 'abc' },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['number', 'provider']);
    await ledgersHold(s.shopId);
  });

  it('a sale puts what it kept in the drawer (not the change), a split payment splits across accounts', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '125', openingStock: '100' });
    const drawer = await account(s, 'cash');
    const sale = await sell(t, s, saleBody([{ productId: p, quantity: '3' }], { payments: [{ method: 'cash', amount: '500' }] }));
    expect(sale.change).toBe('125.00');
    expect(await refsOf(s.shopId, sale.id)).toEqual([{ account_id: drawer.id, amount: 37500n, kind: 'sale' }]);

    const split = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '2' }], {
        payments: [
          { method: 'cash', amount: '100' },
          { method: 'qr-code', amount: '150', transactionId: 'BK8Q2X9' },
        ],
      }),
    );
    const wallet = await account(s, 'mobile');
    expect(wallet.name).toBe('Mobile banking');
    expect(await refsOf(s.shopId, split.id)).toEqual([
      { account_id: drawer.id, amount: 10000n, kind: 'sale' },
      { account_id: wallet.id, amount: 15000n, kind: 'sale' },
    ]);
    expect((await movements(s, wallet.id))[0]?.note).toBe('BK8Q2X9');

    // the same sale again: nothing moves twice
    const again = saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '125' }] });
    await sell(t, s, again);
    expect((await api(t, s)('POST', '/sales', again)).statusCode).toBe(200);
    expect(await refsOf(s.shopId, again.id)).toHaveLength(1);

    // a quick sell, and a sale on due with nothing paid
    const quick = await api(t, s)('POST', '/sales', {
      id: ulid(),
      quickSell: { amount: '60' },
      payments: [{ method: 'cash', amount: '60' }],
    });
    expect(quick.statusCode, quick.body).toBe(201);
    const customer = (await addContact(t, s)).id;
    const onDue = await sell(t, s, saleBody([{ productId: p, quantity: '1' }], { customerId: customer }));
    expect(await refsOf(s.shopId, onDue.id)).toEqual([]);
    expect((await account(s, 'cash')).balance).toBe(String((375 + 100 + 125 + 60).toFixed(2)));
    await ledgersHold(s.shopId);
  });

  it('a payment names its account; one not of the shop, put away, or of the wrong kind is refused on its field', async () => {
    const s = await ownerWithShop(t);
    const other = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '100', openingStock: '10' });
    const nagad = { id: ulid(), name: 'নগদ', kind: 'mobile', provider: 'nagad' };
    await api(t, s)('POST', '/money-accounts', nagad);
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'qr-code', amount: '100', accountId: nagad.id }] }),
    );
    expect(await refsOf(s.shopId, sale.id)).toEqual([{ account_id: nagad.id, amount: 10000n, kind: 'sale' }]);
    const theirs = await account(other, 'cash');
    const cases: [Record<string, unknown>, string][] = [
      [
        { method: 'cash', amount: '100', accountId: nagad.id },
        "Money paid this way can't go into a mobile wallet — choose another account.",
      ],
      [{ method: 'cash', amount: '100', accountId: theirs.id }, 'This account is not in this shop’s list.'],
    ];
    for (const [payment, message] of cases) {
      const r = await api(t, s)('POST', '/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [payment] }), 'en');
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.details).toEqual({ 'payments.0.accountId': message });
    }
    // the customer's wallet put away: refused, and nothing of the sale was written
    await api(t, s)('PATCH', `/money-accounts/${nagad.id}`, { status: 'inactive' });
    const r = await api(t, s)(
      'POST',
      '/sales',
      saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'qr-code', amount: '100', accountId: nagad.id }] }),
      'bn',
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error.details['payments.0.accountId']).toContain('বন্ধ');
    const stock = await t.db
      .selectFrom('products')
      .select('current_stock')
      .where('shop_id', '=', s.shopId)
      .where('id', '=', p)
      .executeTakeFirstOrThrow();
    expect(stock.current_stock).toBe(9000n);
  });

  it('returns refund from the drawer, voids give back what the sale kept by the way it was paid, purchases pay out', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '100', openingStock: '50' });
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '4' }], {
        payments: [
          { method: 'cash', amount: '150' },
          { method: 'qr-code', amount: '250' },
        ],
      }),
    );
    const drawer = await account(s, 'cash');
    const wallet = await account(s, 'mobile');
    const ret = await api(t, s)('POST', `/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });
    expect(ret.statusCode, ret.body).toBe(201);
    const voided = await api(t, s)('POST', `/sales/${sale.id}/void`, { reason: 'ভুল' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await refsOf(s.shopId, sale.id)).toEqual([
      { account_id: drawer.id, amount: 15000n, kind: 'sale' },
      { account_id: wallet.id, amount: 25000n, kind: 'sale' },
      { account_id: drawer.id, amount: -10000n, kind: 'sale-refund' },
      { account_id: drawer.id, amount: -5000n, kind: 'sale-void' },
      { account_id: wallet.id, amount: -25000n, kind: 'sale-void' },
    ]);
    // a purchase paid in cash, returned in part: the supplier pays back into the drawer
    const purchase = await api(t, s)('POST', '/purchases', {
      id: ulid(),
      lines: [{ productId: p, quantity: '10', unitPrice: '60' }],
      payments: [{ method: 'cash', amount: '600' }],
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    const pid = purchase.json<{ id: string }>().id;
    await api(t, s)('POST', `/purchases/${pid}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '2' }] });
    expect((await refsOf(s.shopId, pid)).map((m) => [m.kind, m.amount])).toEqual([
      ['purchase', -60000n],
      ['purchase-refund', 12000n],
    ]);
    expect((await account(s, 'cash')).balance).toBe('-480.00');
    expect((await account(s, 'mobile')).balance).toBe('0.00');
    await ledgersHold(s.shopId);
  });

  it('due money, expenses and incomes move their account; a reversal or a void moves it back', async () => {
    const s = await ownerWithShop(t);
    const customer = (await addContact(t, s)).id;
    const bank = { id: ulid(), name: 'সোনালী', kind: 'bank', provider: 'সোনালী ব্যাংক' };
    await api(t, s)('POST', '/money-accounts', bank);
    const drawer = await account(s, 'cash');
    const got = await api(t, s)('POST', '/due-entries', {
      id: ulid(),
      contactId: customer,
      direction: 'received',
      dueType: 'money',
      amount: '300',
      accountId: bank.id,
    });
    expect(got.statusCode, got.body).toBe(201);
    const gotId = got.json<{ id: string }>().id;
    const reversed = await api(t, s)('POST', `/due-entries/${gotId}/reverse`, {});
    expect(reversed.statusCode, reversed.body).toBe(201);
    const reversal = reversed.json<{ id: string }>().id;
    expect(await refsOf(s.shopId, gotId)).toEqual([{ account_id: bank.id, amount: 30000n, kind: 'due-received' }]);
    expect(await refsOf(s.shopId, reversal)).toEqual([{ account_id: bank.id, amount: -30000n, kind: 'due-given' }]);
    const given = await api(t, s)('POST', '/due-entries', {
      id: ulid(),
      contactId: customer,
      direction: 'given',
      dueType: 'money',
      amount: '200',
    });
    expect(await refsOf(s.shopId, given.json<{ id: string }>().id)).toEqual([
      { account_id: drawer.id, amount: -20000n, kind: 'due-given' },
    ]);
    // goods on credit move no money
    const goods = await api(t, s)('POST', '/due-entries', {
      id: ulid(),
      contactId: customer,
      direction: 'given',
      dueType: 'product',
      amount: '90',
    });
    expect(await refsOf(s.shopId, goods.json<{ id: string }>().id)).toEqual([]);

    const categories = (await api(t, s)('GET', '/expense-categories')).json<{ items: CashbookCategory[] }>().items;
    const rent = categories.find((c) => c.defaultKey === 'shop-rent') as CashbookCategory;
    const expense = await api(t, s)('POST', '/expenses', { id: ulid(), categoryId: rent.id, amount: '5000', accountId: bank.id });
    expect(expense.statusCode, expense.body).toBe(201);
    const eid = expense.json<{ id: string }>().id;
    await api(t, s)('POST', `/expenses/${eid}/void`, { reason: 'ভুল' });
    expect((await refsOf(s.shopId, eid)).map((m) => [m.account_id, m.kind, m.amount])).toEqual([
      [bank.id, 'expense', -500000n],
      [bank.id, 'expense-void', 500000n],
    ]);
    const incomeCats = (await api(t, s)('GET', '/income-categories')).json<{ items: CashbookCategory[] }>().items;
    const income = await api(t, s)('POST', '/incomes', { id: ulid(), categoryId: incomeCats[0]?.id, amount: '75' });
    expect(await refsOf(s.shopId, income.json<{ id: string }>().id)).toEqual([{ account_id: drawer.id, amount: 7500n, kind: 'income' }]);
    await ledgersHold(s.shopId);
  });

  it('a transfer is one movement on each side; its fee is an expense of its own, paid from the sending account', async () => {
    const s = await ownerWithShop(t);
    const drawer = await account(s, 'cash');
    await api(t, s)('PATCH', `/money-accounts/${drawer.id}`, { openingBalance: '5000' });
    const bkash = { id: ulid(), name: 'বিকাশ', kind: 'mobile', provider: 'bkash', openingBalance: '2000' };
    await api(t, s)('POST', '/money-accounts', bkash);
    const body = { id: ulid(), fromAccountId: bkash.id, toAccountId: drawer.id, amount: '1000', fee: '18.50', note: 'এজেন্টে ক্যাশ আউট' };
    const r = await api(t, s)('POST', '/money-transfers', body);
    expect(r.statusCode, r.body).toBe(201);
    expect((await api(t, s)('POST', '/money-transfers', body)).statusCode).toBe(200);
    const transfer = r.json<{ feeExpenseId: string }>();
    expect(await refsOf(s.shopId, body.id)).toEqual([
      { account_id: bkash.id, amount: -100000n, kind: 'transfer' },
      { account_id: drawer.id, amount: 100000n, kind: 'transfer' },
    ]);
    expect(await refsOf(s.shopId, transfer.feeExpenseId)).toEqual([{ account_id: bkash.id, amount: -1850n, kind: 'expense' }]);
    const fee = (await api(t, s)('GET', `/expenses/${transfer.feeExpenseId}`, undefined, 'en')).json<{
      categoryName: string;
      amount: string;
    }>();
    expect(fee).toMatchObject({ categoryName: 'bKash & bank charges', amount: '18.50' });
    const list = await accounts(s);
    expect(list.items.map((a) => a.balance)).toEqual(['6000.00', '981.50']);
    expect(list.total).toBe('6981.50');
    // to itself, or nothing: refused
    const same = await api(t, s)('POST', '/money-transfers', { ...body, id: ulid(), toAccountId: bkash.id }, 'en');
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details.toAccountId).toContain('same account');
    await ledgersHold(s.shopId);
  });

  it('an online order completed lands in the drawer (cash on delivery)', async () => {
    const { s, slug, products, delivery } = await publishStore(t, {
      shopName: 'অনলাইন দোকান',
      products: [{ name: 'চাল', sellPrice: '100', openingStock: '50' }],
      delivery: { name: 'ঢাকা', fee: '50' },
    });
    const placed = await t.call({
      method: 'POST',
      url: `/api/v1/stores/${slug}/orders`,
      payload: {
        id: ulid(),
        customer: { name: 'ক্রেতা', mobile: customerMobile(), address: 'ঢাকা' },
        shippingPackageId: delivery,
        lines: [{ productId: products[0], quantity: '2' }],
      },
      remoteAddress: customerIp(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<PlacedOrder>().id;
    for (const status of ['accepted', 'processing', 'shipped', 'delivered', 'completed'])
      expect((await api(t, s)('POST', `/orders/${id}/status`, { status })).statusCode).toBe(200);
    expect((await account(s, 'cash')).balance).toBe('250.00');
    await ledgersHold(s.shopId);
  });

  it('who sees what: a cashier picks the account to pay into but sees no balance and no ledger', async () => {
    const s = await ownerWithShop(t);
    const roles = (await api(t, s)('GET', '/roles')).json<{ items: { id: string; ready: string | null }[] }>().items;
    const person = await signUp(t);
    const joined = await api(t, s)('POST', '/members', {
      id: ulid(),
      mobile: person.mobile,
      roleId: roles.find((r) => r.ready === 'cashier')?.id,
    });
    expect(joined.statusCode).toBe(201);
    const cashier: ShopFixture = { ...s, token: person.token, userId: person.id };
    const seen = (await api(t, cashier)('GET', '/money-accounts')).json<MoneyAccountList>();
    expect(seen.items[0]).toMatchObject({ kind: 'cash', balance: null });
    expect(seen.total).toBeNull();
    expect((await api(t, cashier)('GET', '/money-movements')).statusCode).toBe(403);
    expect((await api(t, cashier)('POST', '/money-accounts', { id: ulid(), name: 'x', kind: 'cash' })).statusCode).toBe(403);
  });
});

describe('the books agree', () => {
  it('over a period every account’s movements add up to the transactions report’s money in − out, and the fill posts the same', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '80', openingStock: '500' });
    const customer = (await addContact(t, s)).id;
    const categories = (await api(t, s)('GET', '/expense-categories')).json<{ items: CashbookCategory[] }>().items;
    const sales: Sale[] = [];
    for (let i = 0; i < 12; i++) {
      const quantity = 1 + (i % 4);
      const total = 80 * quantity;
      const payments =
        i % 3 === 0
          ? [{ method: 'cash', amount: '500' }]
          : i % 3 === 1
            ? [
                { method: 'cash', amount: '50' },
                { method: 'qr-code', amount: String(total - 60) },
              ]
            : [{ method: 'bank-check', amount: String(total) }];
      sales.push(await sell(t, s, saleBody([{ productId: p, quantity: String(quantity) }], { customerId: customer, payments })));
    }
    await api(t, s)('POST', `/sales/${sales[1]?.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });
    await api(t, s)('POST', `/sales/${sales[4]?.id}/void`, {});
    await api(t, s)('POST', `/sales/${sales[3]?.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });
    await api(t, s)('POST', `/sales/${sales[3]?.id}/void`, {});
    await api(t, s)('POST', '/purchases', {
      id: ulid(),
      lines: [{ productId: p, quantity: '5', unitPrice: '50' }],
      payments: [{ method: 'cash', amount: '250' }],
    });
    await api(t, s)('POST', '/due-entries', { id: ulid(), contactId: customer, direction: 'received', dueType: 'money', amount: '120' });
    await api(t, s)('POST', '/expenses', { id: ulid(), categoryId: categories[0]?.id, amount: '35' });
    const v = await api(t, s)('POST', '/expenses', { id: ulid(), categoryId: categories[1]?.id, amount: '20' });
    await api(t, s)('POST', `/expenses/${v.json<{ id: string }>().id}/void`, { reason: 'ভুল' });

    // the migration's fill, run on these books alone, posts every account to the balance the postings keep
    const kept = await t.db.selectFrom('money_accounts').select(['id', 'balance']).where('shop_id', '=', s.shopId).orderBy('id').execute();
    await t.db.deleteFrom('money_movements').where('shop_id', '=', s.shopId).execute();
    await t.db.updateTable('money_accounts').set({ balance: 0n, last_seq: 0n }).where('shop_id', '=', s.shopId).execute();
    const shop = await t.db
      .selectFrom('shops')
      .select(['id', 'timezone', 'created_at'])
      .where('id', '=', s.shopId)
      .executeTakeFirstOrThrow();
    await postShopPastPayments(t.db, shop);
    expect(
      await t.db.selectFrom('money_accounts').select(['id', 'balance']).where('shop_id', '=', s.shopId).orderBy('id').execute(),
    ).toEqual(kept);
    expect(kept.map((a) => a.balance).every((b) => b !== 0n)).toBe(true);
    await ledgersHold(s.shopId);

    const drawer = await account(s, 'cash');
    const wallet = await account(s, 'mobile');
    await api(t, s)('POST', '/money-transfers', { id: ulid(), fromAccountId: drawer.id, toAccountId: wallet.id, amount: '100', fee: '2' });
    const tx = (await api(t, s)('GET', '/reports/transactions?from=2025-03-01&to=2025-03-31&limit=100')).json<Transactions>();
    const moved = await t.db
      .selectFrom('money_movements')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('sum'))
      .where('shop_id', '=', s.shopId)
      .where('kind', 'not in', ['opening', 'transfer'])
      .where('entry_date', '>=', '2025-03-01')
      .where('entry_date', '<=', '2025-03-31')
      .executeTakeFirstOrThrow();
    expect(BigInt(moved.sum)).toBe(BigInt(tx.totals.net.replace('.', '')));
    await ledgersHold(s.shopId);
  });
});
