/**
 * Search across scripts (migration 0015): a Bangla name typed in Latin letters, an English
 * name typed in Bangla — products (through the search terms) and contacts; a rename moves the sound
 * terms; rows written before the migration get their keys from its fill.
 */
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addProduct, api, ownerWithShop } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';
import { fillSoundKeys } from './sound-keys.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

async function found(f: ShopFixture, path: string, q: string): Promise<string[]> {
  const r = await api(t, f)('GET', `${path}?q=${encodeURIComponent(q)}&limit=100`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ items: { name: string }[] }>().items.map((i) => i.name);
}

describe('search across scripts', () => {
  it('products: "dal" finds ডাল, "লাক্স" finds Lux, a word inside the name too; the name order holds', async () => {
    const f = await ownerWithShop(t);
    for (const name of ['মসুর ডাল', 'ডাল ১ কেজি', 'Lux Soap 100g', 'Pepsi 250ml', 'চিনি', 'তেল', 'Dettol']) await addProduct(t, f, { name });
    expect(await found(f, '/products', 'dal')).toEqual(['ডাল ১ কেজি', 'মসুর ডাল']);
    expect(await found(f, '/products', 'daal')).toEqual(['ডাল ১ কেজি', 'মসুর ডাল']);
    expect(await found(f, '/products', 'লাক্স')).toEqual(['Lux Soap 100g']);
    expect(await found(f, '/products', 'পেপসি')).toEqual(['Pepsi 250ml']);
    expect(await found(f, '/products', 'chini')).toEqual(['চিনি']);
    expect(await found(f, '/products', 'soap')).toEqual(['Lux Soap 100g']);
    // the literal search still works as before, and a sound key alone does not find unrelated names
    expect(await found(f, '/products', 'মসু')).toEqual(['মসুর ডাল']);
    // one letter sounds like too many names: "ডা" is searched as typed only
    expect(await found(f, '/products', 'ডা')).toEqual(['ডাল ১ কেজি', 'মসুর ডাল']);
    expect(await found(f, '/products', 'tel')).toEqual(['তেল']);
    expect(await found(f, '/products', 'xyz')).toEqual([]);
  });

  it('products: a rename moves its sound terms; another shop’s products are never found', async () => {
    const f = await ownerWithShop(t);
    const other = await ownerWithShop(t);
    await addProduct(t, other, { name: 'ডাল' });
    const id = await addProduct(t, f, { name: 'ডাল' });
    expect(await found(f, '/products', 'dal')).toEqual(['ডাল']);
    expect((await api(t, f)('PATCH', `/products/${id}`, { name: 'চাল' })).statusCode).toBe(200);
    expect(await found(f, '/products', 'dal')).toEqual([]);
    expect(await found(f, '/products', 'chal')).toEqual(['চাল']);
  });

  it('contacts: "karim" finds করিম and "রহিম" finds Rahim', async () => {
    const f = await ownerWithShop(t);
    await addContact(t, f, { name: 'মোহাম্মদ করিম' });
    await addContact(t, f, { name: 'Rahim Uddin' });
    expect(await found(f, '/contacts', 'karim')).toEqual(['মোহাম্মদ করিম']);
    expect(await found(f, '/contacts', 'রহিম')).toEqual(['Rahim Uddin']);
    expect(await found(f, '/contacts', 'mohammad')).toEqual(['মোহাম্মদ করিম']);
  });

  it('rows written before migration 0015 get their sound keys from its fill', async () => {
    const f = await ownerWithShop(t);
    await addProduct(t, f, { name: 'মসুর ডাল' });
    await addContact(t, f, { name: 'করিম' });
    // as they were before the migration: no sound key, no sound terms
    await t.db.updateTable('products').set({ search_phonetic: '' }).where('shop_id', '=', f.shopId).execute();
    await t.db.updateTable('contacts').set({ search_phonetic: '' }).where('shop_id', '=', f.shopId).execute();
    expect(await found(f, '/products', 'dal')).toEqual([]);
    expect(await found(f, '/contacts', 'karim')).toEqual([]);
    await t.db.transaction().execute((trx) => fillSoundKeys(trx));
    expect(await found(f, '/products', 'dal')).toEqual(['মসুর ডাল']);
    expect(await found(f, '/contacts', 'karim')).toEqual(['করিম']);
  });
});
