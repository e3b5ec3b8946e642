/**
 * Reports on a replica (decision 0017): with REPORTS_DATABASE_URL the reports read there
 * and say how far behind it may be; what must read its own writes — the sales book, a contact's
 * own page — stays on the database itself. A second database stands for the replica here (it
 * never gets the writes, so what reads it shows plainly); `npm run test:scale` runs a real
 * streaming replica and shows the reports equal on both after it has caught up.
 */
import { ulid } from '@dokani/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { openTestDb } from '../../test/db.ts';
import type { DbHandle } from '../../platform/db/connect.ts';
import { addProduct, api, ownerWithShop } from '../products/products.fixtures.ts';

let t: TestApp;
let replica: DbHandle;
beforeAll(async () => {
  replica = await openTestDb();
  t = await createTestApp({ reportsHandle: replica });
});
afterAll(async () => {
  await t.close();
  await replica.close();
});

describe('reports read on the replica', () => {
  it('a sale is in the books at once; the report reads the replica and says its lag', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '60', openingStock: '10' });
    const sale = await api(t, s)('POST', '/sales', {
      id: ulid(),
      lines: [{ productId: p.id, quantity: '1' }],
      payments: [{ method: 'cash', amount: '60.00' }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    // the sales book reads its own writes: the database itself
    const book = await api(t, s)('GET', '/sales');
    expect(book.json<{ items: unknown[] }>().items).toHaveLength(1);
    // the report reads the "replica", which never got the sale
    const report = await api(t, s)('GET', '/reports/sales');
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ totals: { count: 0 } });
    expect(report.headers['x-dokani-replica-lag']).toBe('0.000');
    // a non-report answer says nothing of a replica
    expect(book.headers['x-dokani-replica-lag']).toBeUndefined();
  });
});
