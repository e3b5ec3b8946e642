/**
 * Selling apart from voiding and from seeing cost and profit: the ready Cashier sells but may not
 * void or take goods back (`sell-void`), and every answer it gets has cost and profit null
 * (`see-profit`) — the books, a sale's lines, the products, the stock ledger — while the Manager
 * and the owner see and do all of it. Roles from before keep what they could do (migration 0037).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Role } from '@dokani/contracts/access';
import type { Product, Sale } from '@dokani/contracts';
import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../platform/config.ts';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import { addContact, addProduct, api, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let roles: Role[];
withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  roles = (await api(t, s)('GET', '/roles')).json<{ items: Role[] }>().items;
});

/** A person holding `role` in the owner's shop, as a fixture of that shop. */
async function memberAs(role: Role): Promise<ShopFixture> {
  const person = await signUp(t);
  expect((await api(t, s)('POST', '/members', { id: ulid(), mobile: person.mobile, roleId: role.id })).statusCode).toBe(201);
  return { ...s, token: person.token, userId: person.id };
}
const ready = (key: string) => roles.find((r) => r.ready === key) as Role;

describe('the ready roles', () => {
  it('the Cashier lacks sell-void and see-profit; the Manager has both; the Accountant sees profit', () => {
    expect(ready('cashier').features).toEqual(['sell', 'contacts', 'shift']);
    expect(ready('manager').features).toEqual(expect.arrayContaining(['sell', 'sell-void', 'see-profit']));
    expect(ready('accountant').features).toContain('see-profit');
  });
});

describe('a cashier', () => {
  it('sells, but the answer, the book and the products carry no cost or profit', async () => {
    const cashier = await memberAs(ready('cashier'));
    const product = await addProduct(t, s, { name: 'চাল', purchasePrice: '50', sellPrice: '60', openingStock: '10' });
    const made = await api(t, cashier)(
      'POST',
      '/sales',
      saleBody([{ productId: product, quantity: '2' }], { payments: [{ method: 'cash', amount: '120' }] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const sale = made.json<Sale>();
    expect(sale.cost).toBeNull();
    expect(sale.profit).toBeNull();
    expect(sale.lines[0]?.cost).toBeNull();
    expect(made.body).not.toMatch(/"(cost|profit)":"/);

    const book = await api(t, cashier)('GET', '/sales');
    expect(book.statusCode).toBe(200);
    expect(book.json<{ totals: { profit: string | null } }>().totals.profit).toBeNull();
    expect(book.body).not.toMatch(/"(cost|profit)":"/);
    expect((await api(t, cashier)('GET', `/sales/${sale.id}`)).json<Sale>().profit).toBeNull();

    const products = await api(t, cashier)('GET', '/products');
    expect(products.statusCode).toBe(200);
    const p = products.json<{ items: Product[] }>().items.find((x) => x.id === product) as Product;
    expect(p).toMatchObject({ purchasePrice: null, averageCost: null, stockValue: null, sellPrice: '60.00' });

    // the owner sees every figure of the same sale
    const seen = (await api(t, s)('GET', `/sales/${sale.id}`)).json<Sale>();
    expect(seen).toMatchObject({ cost: '100.00', profit: '20.00' });
  });

  it('may not void a sale or take goods back (403), and nothing changes', async () => {
    const cashier = await memberAs(ready('cashier'));
    const product = await addProduct(t, s, { purchasePrice: '50', sellPrice: '60', openingStock: '10' });
    const customer = await addContact(t, s, { name: 'রহিম' });
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: product, quantity: '2' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '120' }] }),
    );
    const voided = await api(t, cashier)('POST', `/sales/${sale.id}/void`, {});
    expect(voided.statusCode).toBe(403);
    const back = await api(t, cashier)('POST', `/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });
    expect(back.statusCode).toBe(403);
    expect((await api(t, s)('GET', `/sales/${sale.id}`)).json<Sale>()).toMatchObject({ status: 'completed', returns: [] });

    const manager = await memberAs(ready('manager'));
    expect(
      (await api(t, manager)('POST', `/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] })).statusCode,
    ).toBe(201);
    const mine = (await api(t, manager)('POST', `/sales/${sale.id}/void`, {})).json<Sale>();
    expect(mine).toMatchObject({ status: 'void' });
    expect(mine.profit).not.toBeNull();
  });

  it('a role that buys keeps purchase prices, but no other cost', async () => {
    const made = await api(t, s)('POST', '/roles', { id: ulid(), name: 'কেনাকাটা', features: ['purchase', 'products'] });
    expect(made.statusCode, made.body).toBe(201);
    const buyer = await memberAs(made.json<Role>());
    const product = await addProduct(t, s, { purchasePrice: '50', sellPrice: '60', openingStock: '10' });
    const p = (await api(t, buyer)('GET', '/products')).json<{ items: Product[] }>().items.find((x) => x.id === product) as Product;
    expect(p).toMatchObject({ purchasePrice: '50.00', averageCost: null, stockValue: null });
  });
});

describe('migration 0037', () => {
  it('gives sell-void and see-profit to every role that had them through sell, but the ready Cashier', async () => {
    const shopRow = await t.db.selectFrom('shops').select('created_at').where('id', '=', s.shopId).executeTakeFirstOrThrow();
    const custom = ulid();
    await t.db
      .insertInto('roles')
      .values({
        shop_id: s.shopId,
        id: custom,
        name: 'পুরোনো ভূমিকা',
        default_key: null,
        features: ['sell', 'contacts'],
        created_at: shopRow.created_at,
        updated_at: shopRow.created_at,
      })
      .execute();
    await t.db
      .updateTable('roles')
      .set({ features: ['sell', 'contacts'] })
      .where('shop_id', '=', s.shopId)
      .where('default_key', '=', 'cashier')
      .execute();
    await sql.raw(readFileSync(join(REPO_ROOT, 'apps/server/migrations/0037_role_powers.sql'), 'utf8')).execute(t.db);
    const after = await t.db.selectFrom('roles').select(['id', 'default_key', 'features']).where('shop_id', '=', s.shopId).execute();
    expect(after.find((r) => r.id === custom)?.features).toEqual(['sell', 'contacts', 'sell-void', 'see-profit']);
    expect(after.find((r) => r.default_key === 'cashier')?.features).toEqual(['sell', 'contacts']);
  });
});
