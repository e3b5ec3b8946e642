/**
 * Real parallel requests over HTTP on one contact (docs/ARCHITECTURE.md rule 4). On PostgreSQL they
 * race on the contact's row lock; PGlite serializes them, where the same rules must hold all the
 * same.
 */
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { addContact, balanceOf, ledgerSum, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let base: string;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const post = (path: string, body: object) =>
  fetch(`${base}/api/v1/shops/${s.shopId}${path}`, {
    method: 'POST',
    headers: { ...bearer(s.token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id?: string } }));

describe('concurrent due entries over HTTP', () => {
  it('20 concurrent entries on one contact lose nothing: balance exact, one unbroken chain', async () => {
    const c = await addContact(t, s);
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      id: ulid(),
      contactId: c.id,
      direction: i % 3 === 0 ? 'received' : 'given',
      dueType: 'money',
      amount: `${i + 1}.25`,
    }));
    const results = await Promise.all(bodies.map((b) => post('/due-entries', b)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const expected = bodies.reduce((sum, b, i) => sum + (b.direction === 'given' ? 1n : -1n) * BigInt((i + 1) * 100 + 25), 0n);
    expect(await balanceOf(t, s.shopId, c.id)).toBe(expected);
    expect(await ledgerSum(t, s.shopId, c.id)).toBe(expected);
    const rows = await t.db
      .selectFrom('due_entries')
      .select(['seq', 'direction', 'amount', 'balance_after'])
      .where('shop_id', '=', s.shopId)
      .where('contact_id', '=', c.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    let prev = 0n;
    for (const r of rows) {
      prev += r.direction === 'given' ? r.amount : -r.amount;
      expect(r.balance_after).toBe(prev);
    }
  });

  it('the same reverse sent 5 times at once: one 201, the rest 409; the balance moves once', async () => {
    const c = await addContact(t, s);
    const e = await post('/due-entries', { id: ulid(), contactId: c.id, direction: 'given', dueType: 'money', amount: '10' });
    const results = await Promise.all(Array.from({ length: 5 }, () => post(`/due-entries/${e.body.id}/reverse`, {})));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await balanceOf(t, s.shopId, c.id)).toBe(0n);
  });

  it('the same entry sent 6 times at once: one 201, five 200, one entry', async () => {
    const c = await addContact(t, s);
    const body = { id: ulid(), contactId: c.id, direction: 'given', dueType: 'money', amount: '3' };
    const results = await Promise.all(Array.from({ length: 6 }, () => post('/due-entries', body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await balanceOf(t, s.shopId, c.id)).toBe(300n);
  });
});
