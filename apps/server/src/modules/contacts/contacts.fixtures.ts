/** Test helpers of the contact and due tests: a shop with its owner, calls, contacts and entries. */
import { ulid } from '@dokani/core';
import type { TestApp } from '../../test/app.ts';
import { api } from '../../test/shop.ts';
import type { ShopFixture } from '../../test/shop.ts';

export { api, expectAnswer, ownerWithShop } from '../../test/shop.ts';
export type { ShopFixture } from '../../test/shop.ts';

let n = 0;
/** A fresh valid local mobile number (018…), distinct from the sign-up numbers (019…). */
export function contactMobile(): string {
  n += 1;
  return `018${String((process.pid % 1000) * 10_000 + n)
    .padStart(8, '0')
    .slice(-8)}`;
}

export async function addContact(t: TestApp, s: ShopFixture, body: Record<string, unknown> = {}) {
  const r = await api(t, s)('POST', '/contacts', { id: ulid(), type: 'customer', name: 'রহিম উদ্দিন', mobile: contactMobile(), ...body });
  if (r.statusCode !== 201) throw new Error(`create contact ${r.statusCode}: ${r.body}`);
  return r.json<{ id: string; name: string; mobile: string | null; balance: string; type: string }>();
}

export async function addEntry(t: TestApp, s: ShopFixture, body: Record<string, unknown>) {
  const r = await api(t, s)('POST', '/due-entries', { id: ulid(), dueType: 'money', ...body });
  if (r.statusCode !== 201) throw new Error(`due entry ${r.statusCode}: ${r.body}`);
  return r.json<{ id: string; balanceAfter: string; contactId: string; smsStatus: string | null }>();
}

export async function balanceOf(t: TestApp, shopId: string, contactId: string): Promise<bigint> {
  const row = await t.db
    .selectFrom('contacts')
    .select('balance')
    .where('shop_id', '=', shopId)
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** Σ signed entries of a contact (given +, received −), read straight from the ledger. */
export async function ledgerSum(t: TestApp, shopId: string, contactId: string): Promise<bigint> {
  const rows = await t.db
    .selectFrom('due_entries')
    .select(['direction', 'amount'])
    .where('shop_id', '=', shopId)
    .where('contact_id', '=', contactId)
    .execute();
  return rows.reduce((s, r) => s + (r.direction === 'given' ? r.amount : -r.amount), 0n);
}
