/**
 * The money ledger under real parallel requests over HTTP (docs/ARCHITECTURE.md rule 4): on
 * PostgreSQL sales, quick sells and due money race on one drawer's row and transfers cross two
 * accounts both ways at once; every account's balance stays the Σ of its movements, its ledger
 * positions run 1…n without a gap, and no two postings deadlock (accounts are locked in id order,
 * last of everything). PGlite serializes them, where the same must hold.
 */
import { ulid } from '@dokani/core';
import type { MoneyAccountList } from '@dokani/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { addContact, addProduct, api, ownerWithShop, saleBody } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let base: string;

withTestApp(async (app) => {
  t = app;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const post = (s: ShopFixture, path: string, body: object): Promise<{ status: number; body: unknown }> =>
  fetch(`${base}/api/v1/shops/${s.shopId}${path}`, {
    method: 'POST',
    headers: { ...bearer(s.token), 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

async function ledgerOf(shopId: string) {
  const { rows } = await sql<{ id: string; balance: string; moved: string; last_seq: string; n: string; top: string }>`
    SELECT a.id, a.balance::text AS balance, coalesce(sum(m.amount), 0)::text AS moved, a.last_seq::text AS last_seq,
           count(m.id)::text AS n, coalesce(max(m.seq), 0)::text AS top
    FROM money_accounts a LEFT JOIN money_movements m ON m.shop_id = a.shop_id AND m.account_id = a.id
    WHERE a.shop_id = ${shopId} GROUP BY a.id, a.balance, a.last_seq ORDER BY a.id`.execute(t.db);
  return rows;
}

describe('the money ledger under bursts', () => {
  it('30 cash sales, quick sells and due payments into one drawer at once: all land, the balance is their Σ, positions 1…n', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '10', openingStock: '1000' });
    const c = await addContact(t, s);
    const bodies = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? ['/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '20' }] })]
        : i % 3 === 1
          ? ['/sales', { id: ulid(), quickSell: { amount: '7' }, payments: [{ method: 'cash', amount: '7' }] }]
          : ['/due-entries', { id: ulid(), contactId: c.id, direction: 'received', dueType: 'money', amount: '3' }],
    ) as [string, object][];
    const results = await Promise.all(bodies.map(([path, body]) => post(s, path, body)));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const [drawer] = await ledgerOf(s.shopId);
    // 10 × ৳10 (the change is not money in) + 10 × ৳7 + 10 × ৳3
    expect(drawer).toMatchObject({ balance: '20000', moved: '20000', last_seq: '30', n: '30', top: '30' });
  });

  it('transfers both ways between two accounts at once, with fees: no deadlock, nothing lost', async () => {
    const s = await ownerWithShop(t);
    const bank = { id: ulid(), name: 'ব্যাংক', kind: 'bank', openingBalance: '10000' };
    expect((await api(t, s)('POST', '/money-accounts', bank)).statusCode).toBe(201);
    const drawer = (await api(t, s)('GET', '/money-accounts')).json<MoneyAccountList>().items.find((a) => a.kind === 'cash');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(s, '/money-transfers', {
          id: ulid(),
          fromAccountId: i % 2 ? bank.id : drawer?.id,
          toAccountId: i % 2 ? drawer?.id : bank.id,
          amount: '100',
          fee: '1',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const rows = await ledgerOf(s.shopId);
    for (const r of rows) {
      expect(r.balance).toBe(r.moved);
      expect(r.last_seq).toBe(r.n);
      expect(r.top).toBe(r.n);
    }
    // each side paid ten fees of ৳1
    const total = rows.reduce((a, r) => a + BigInt(r.balance), 0n);
    expect(total).toBe(1_000_000n - 2_000n);
  });
});
