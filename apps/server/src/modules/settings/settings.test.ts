import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;

withTestApp(async (app) => {
  t = app;
  owner = await signUp(t);
  shopId = (await createShop(t, owner.token)).id;
});

const RECEIPT_DEFAULTS = {
  receiptPaper: '80',
  receiptFooter: null,
  printAfterSale: false,
  receiptCopies: 1,
  openDrawer: false,
  cutPaper: true,
};
const settingsUrl = (shop = shopId) => `/api/v1/shops/${shop}/settings`;
const patch = (payload: unknown, token = owner.token, shop = shopId) =>
  t.call({ method: 'PATCH', url: settingsUrl(shop), headers: { ...bearer(token), 'accept-language': 'en' }, payload: payload as object });

describe('shop settings', () => {
  it('negative stock is off by default', async () => {
    const r = await t.call({ method: 'GET', url: settingsUrl(), headers: bearer(owner.token) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ...RECEIPT_DEFAULTS, allowNegativeStock: false, smsLanguage: 'bn' });
  });

  it('PATCH turns it on and off, audited; an empty patch changes nothing', async () => {
    t.clock.set('2025-02-01T10:00:00Z');
    expect((await patch({ allowNegativeStock: true })).json()).toEqual({
      ...RECEIPT_DEFAULTS,
      allowNegativeStock: true,
      smsLanguage: 'bn',
    });
    expect((await t.call({ method: 'GET', url: settingsUrl(), headers: bearer(owner.token) })).json()).toEqual({
      ...RECEIPT_DEFAULTS,
      allowNegativeStock: true,
      smsLanguage: 'bn',
    });
    const row = await t.db.selectFrom('shop_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ allow_negative_stock: true, updated_at: new Date('2025-02-01T10:00:00Z') });
    expect((await patch({})).json()).toEqual({ ...RECEIPT_DEFAULTS, allowNegativeStock: true, smsLanguage: 'bn' });
    expect((await patch({ allowNegativeStock: false })).json()).toEqual({
      ...RECEIPT_DEFAULTS,
      allowNegativeStock: false,
      smsLanguage: 'bn',
    });
    expect((await patch({ smsLanguage: 'en' })).json()).toEqual({ ...RECEIPT_DEFAULTS, allowNegativeStock: false, smsLanguage: 'en' });
    expect((await patch({ smsLanguage: 'fr' })).statusCode).toBe(400);
    expect((await patch({ smsLanguage: 'bn' })).json()).toEqual({ ...RECEIPT_DEFAULTS, allowNegativeStock: false, smsLanguage: 'bn' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('entity', '=', 'settings')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.user_id, a.details])).toEqual([
      ['update', owner.id, { allowNegativeStock: true }],
      ['update', owner.id, { allowNegativeStock: false }],
      ['update', owner.id, { smsLanguage: 'en' }],
      ['update', owner.id, { smsLanguage: 'bn' }],
    ]);
  });

  it('receipt settings: paper, footer (empty = none, at most 200 characters), print after sale', async () => {
    const r = await patch({ receiptPaper: '58', receiptFooter: '  আবার আসবেন  ', printAfterSale: true });
    expect(r.json()).toMatchObject({ receiptPaper: '58', receiptFooter: 'আবার আসবেন', printAfterSale: true });
    expect((await patch({ receiptFooter: '' })).json()).toMatchObject({ receiptFooter: null, receiptPaper: '58' });
    expect((await patch({ receiptPaper: '76' })).statusCode).toBe(400);
    expect((await patch({ receiptFooter: 'x'.repeat(201) })).statusCode).toBe(400);
    await patch({ receiptPaper: '80', printAfterSale: false });
  });

  it('printing defaults: copies 1–5, the cash drawer and the cut', async () => {
    const r = await patch({ receiptCopies: 2, openDrawer: true, cutPaper: false });
    expect(r.json()).toMatchObject({ receiptCopies: 2, openDrawer: true, cutPaper: false });
    for (const bad of [0, 6, 1.5, '2']) expect((await patch({ receiptCopies: bad })).statusCode).toBe(400);
    await patch({ receiptCopies: 1, openDrawer: false, cutPaper: true });
  });

  it.each([[{ allowNegativeStock: 'yes' }], [{ allowNegativeStock: null }], [{ somethingElse: true }], [[true]]])(
    '400 for %j; nothing changes',
    async (body) => {
      const r = await patch(body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
      const row = await t.db
        .selectFrom('shop_settings')
        .select('allow_negative_stock')
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      expect(row.allow_negative_stock).toBe(false);
    },
  );

  it("another shop's user gets 404; settings of one shop do not touch another's", async () => {
    const other = await signUp(t);
    const otherShop = (await createShop(t, other.token)).id;
    expect((await patch({ allowNegativeStock: true }, other.token)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: settingsUrl(), headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await patch({ allowNegativeStock: true }, other.token, otherShop)).json()).toEqual({
      ...RECEIPT_DEFAULTS,
      allowNegativeStock: true,
      smsLanguage: 'bn',
    });
    const mine = await t.db
      .selectFrom('shop_settings')
      .select('allow_negative_stock')
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(mine.allow_negative_stock).toBe(false);
  });
});
