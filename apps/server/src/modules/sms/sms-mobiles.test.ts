/**
 * The typed numbers of a message's recipients are `mobiles`, the API's fixed name (`numbers`, the
 * older name, is still taken and merged): a quote and a campaign count them.
 */
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
  // 05:00 UTC = 11:00 in Dhaka: inside the sending window
  t.clock.set('2025-04-10T05:00:00Z');
});

describe('recipients.mobiles', () => {
  it('a quote counts the typed mobiles, merged with `numbers`, each number once', async () => {
    const s = await ownerWithShop(t);
    const only = await api(t, s)('POST', '/sms/quote', {
      text: 'Eid sale!',
      recipients: { mobiles: ['01711000001', '+880 1811-000002', '123'] },
    });
    expect(only.statusCode, only.body).toBe(200);
    expect(only.json()).toMatchObject({ recipients: 2, smsCount: 2, invalidNumbers: ['123'], duplicates: 0 });
    const both = await api(t, s)('POST', '/sms/quote', {
      text: 'Eid sale!',
      recipients: { mobiles: ['01711000001'], numbers: ['০১৭১১০০০০০১', '01911000003'] },
    });
    expect(both.json()).toMatchObject({ recipients: 2, duplicates: 1 });
  });

  it('a campaign to typed mobiles sends to them', async () => {
    const s = await ownerWithShop(t);
    const r = await api(t, s)('POST', '/sms/campaigns', {
      id: ulid(),
      text: 'Eid sale!',
      recipients: { mobiles: ['01711000011', '01711000012', '01711000013'] },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ recipients: 3, smsCount: 3 });
  });

  it('refuses more than 10,000 typed numbers in all', async () => {
    const s = await ownerWithShop(t);
    const many = Array.from({ length: 5001 }, (_, i) => `0171${String(1_000_000 + i)}`);
    const r = await api(t, s)('POST', '/sms/quote', { text: 'hi', recipients: { mobiles: many, numbers: many } }, 'en');
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('the OpenAPI document names them `mobiles`', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    const body = JSON.stringify(doc.paths['/api/v1/shops/{shopId}/sms/quote']?.post?.requestBody);
    expect(body).toContain('"mobiles"');
  });
});
