import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { bearer, login } from '../test/auth.ts';
import { DEMO_NAME, DEMO_SHOP_NAME, seedDemo } from './seed.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

describe('demo seed', () => {
  it('creates the demo account and shop once; the demo PIN signs in', async () => {
    expect(await seedDemo(t.deps)).toBe(true);
    expect(await seedDemo(t.deps)).toBe(false);
    const r = await login(t, '01700000000', '12345');
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ mobile: '+8801700000000', name: DEMO_NAME });
    const shops = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(r.json().token) });
    expect(shops.json().items).toHaveLength(1);
    expect(shops.json().items[0]).toMatchObject({
      name: DEMO_SHOP_NAME,
      shopType: 'grocery',
      role: 'owner',
      divisionId: '6',
      districtId: '47',
      areaId: '365',
      timezone: 'Asia/Dhaka',
    });
    const users = await t.db.selectFrom('users').select('id').where('mobile', '=', '+8801700000000').execute();
    expect(users).toHaveLength(1);
  });
});
