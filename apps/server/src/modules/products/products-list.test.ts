import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop, productBody } from './products.fixtures.ts';
import { searchKey } from './search.ts';
import type { ShopFixture } from './products.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let call: ReturnType<typeof api>;
let food: string;
let rice: string;
let drinks: string;

interface Item {
  id: string;
  name: string;
  sellPrice: string;
  currentStock: string;
  createdAt: string;
  status: string;
  lowStock: boolean;
  onlineSale: boolean;
  categoryId: string | null;
  subCategoryId: string | null;
  barcode: string | null;
}

const PRODUCTS: Record<string, unknown>[] = [
  {
    name: 'মিনিকেট চাল',
    sellPrice: '68',
    barcode: '8941100500118',
    openingStock: '50',
    lowStockAlert: '10',
    cat: 'rice',
    onlineSale: true,
  },
  { name: 'নাজিরশাইল চাল ৫ কেজি', sellPrice: '420', openingStock: '3', lowStockAlert: '5', cat: 'rice' },
  { name: 'চালের গুঁড়া', sellPrice: '90', openingStock: '8', cat: 'food' },
  {
    name: 'Miniket Rice 5kg',
    sellPrice: '340',
    barcode: '2000000000015',
    openingStock: '2',
    lowStockAlert: '2',
    cat: 'rice',
    onlineSale: true,
  },
  { name: 'Basmati rice (Premium)', sellPrice: '340', openingStock: '20', cat: 'rice' },
  { name: 'Coca-Cola 1L', sellPrice: '100', barcode: '5449000000996', openingStock: '24', cat: 'drinks', onlineSale: true },
  { name: 'কোকা কোলা ২৫০ মিলি', sellPrice: '25', openingStock: '0', lowStockAlert: '6', cat: 'drinks' },
  { name: 'মুগ ডাল', sellPrice: '140', openingStock: '15', cat: 'food' },
  { name: 'মসুর ডাল', sellPrice: '140', openingStock: '15', cat: 'food' },
  { name: 'Lux Soap', sellPrice: '65', openingStock: '40' },
  { name: 'lux soap', sellPrice: '65', openingStock: '40' },
  { name: 'আলু', unit: 'kg', sellPrice: '35.50', openingStock: '12.75' },
  { name: 'পুরনো পণ্য', sellPrice: '10', status: 'inactive' },
  { name: 'Old Rice Stock', sellPrice: '10', status: 'inactive', cat: 'rice' },
];

let all: Item[] = [];

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  call = api(t, s);
  const cat = async (name: string, parentId?: string) =>
    (await call('POST', '/categories', { id: ulid(), name, ...(parentId ? { parentId } : {}) })).json<{ id: string }>().id;
  food = await cat('খাদ্য');
  rice = await cat('চাল', food);
  drinks = await cat('পানীয়');
  for (const p of PRODUCTS) {
    const { cat: c, status, ...fields } = p;
    const categories =
      c === 'rice'
        ? { categoryId: food, subCategoryId: rice }
        : c === 'food'
          ? { categoryId: food }
          : c === 'drinks'
            ? { categoryId: drinks }
            : {};
    t.clock.advance(1000);
    const r = await call('POST', '/products', productBody({ ...fields, ...categories }));
    if (r.statusCode !== 201) throw new Error(r.body);
    if (status) await call('PATCH', `/products/${r.json().id}`, { status });
  }
  all = (await call('GET', '/products?status=all&limit=200')).json<{ items: Item[] }>().items;
});

async function names(query: string): Promise<string[]> {
  const r = await call('GET', `/products?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ items: Item[] }>().items.map((i) => i.name);
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('search', () => {
  it('finds a Bangla prefix of the name or of any word in it', async () => {
    // and the same name in the other script (its sound key: migration 0015)
    expect(await names(q('মিনি'))).toEqual(['Miniket Rice 5kg', 'মিনিকেট চাল']);
    expect((await names(q('চাল'))).sort()).toEqual(['চালের গুঁড়া', 'নাজিরশাইল চাল ৫ কেজি', 'মিনিকেট চাল'].sort());
    expect(await names(q('ডাল'))).toEqual(['মসুর ডাল', 'মুগ ডাল']);
    expect(await names(q('চাল ৫'))).toEqual(['নাজিরশাইল চাল ৫ কেজি']);
  });

  it('finds an English prefix of any word, case-insensitively, with spaces and punctuation forgiven', async () => {
    expect(await names(q('RICE'))).toEqual(['Basmati rice (Premium)', 'Miniket Rice 5kg']);
    expect(await names(q('  mini  '))).toEqual(['Miniket Rice 5kg', 'মিনিকেট চাল']);
    expect(await names(q('prem'))).toEqual(['Basmati rice (Premium)']);
    expect(await names(q('cola'))).toEqual(['Coca-Cola 1L', 'কোকা কোলা ২৫০ মিলি']);
    expect(await names(q('coca cola'))).toEqual(['Coca-Cola 1L', 'কোকা কোলা ২৫০ মিলি']);
    expect(await names(q('rice 5'))).toEqual(['Miniket Rice 5kg']);
    expect(await names(q('lux'))).toEqual(['Lux Soap', 'lux soap']);
    expect(await names(q('ice'))).toEqual([]);
  });

  it('finds an exact barcode, also typed with Bangla digits; a part of a barcode finds nothing', async () => {
    expect(await names(q('8941100500118'))).toEqual(['মিনিকেট চাল']);
    expect(await names(q('৮৯৪১১০০৫০০১১৮'))).toEqual(['মিনিকেট চাল']);
    expect(await names(q('89411'))).toEqual([]);
    expect(await names(`barcode=${'5449000000996'}`)).toEqual(['Coca-Cola 1L']);
    expect(await names('barcode=544900000099')).toEqual([]);
  });

  it('Bangla digits in a name match either digits', async () => {
    expect(await names(q('২৫০'))).toEqual(['কোকা কোলা ২৫০ মিলি']);
    expect(await names(q('250'))).toEqual(['কোকা কোলা ২৫০ মিলি']);
  });

  it('treats SQL and LIKE wildcards in q as plain text', async () => {
    expect(await names(q('%'))).toEqual([]);
    expect(await names(q('_'))).toEqual([]);
    expect(await names(q("' OR 1=1 --"))).toEqual([]);
    expect((await call('GET', `/products?${q('x'.repeat(101))}`)).statusCode).toBe(400);
  });
});

describe('filters', () => {
  it('status defaults to active; inactive and all on request', async () => {
    expect(await names('')).not.toContain('পুরনো পণ্য');
    expect(await names('status=inactive')).toEqual(['Old Rice Stock', 'পুরনো পণ্য']);
    expect((await names('status=all')).length).toBe(PRODUCTS.length);
    expect(await names(`status=all&${q('rice')}`)).toEqual(['Basmati rice (Premium)', 'Miniket Rice 5kg', 'Old Rice Stock']);
  });

  it('categoryId matches the category and its sub-category', async () => {
    expect((await names(`categoryId=${rice}`)).sort()).toEqual(
      ['Basmati rice (Premium)', 'Miniket Rice 5kg', 'নাজিরশাইল চাল ৫ কেজি', 'মিনিকেট চাল'].sort(),
    );
    expect((await names(`categoryId=${food}`)).length).toBe(7);
    expect(await names(`categoryId=${drinks}&${q('কোকা')}`)).toEqual(['কোকা কোলা ২৫০ মিলি']); // one sound (k): as typed only
    expect(await names(`categoryId=${ulid()}`)).toEqual([]);
  });

  it('lowStock: an alert level set and stock at or below it', async () => {
    expect(await names('lowStock=true')).toEqual(['Miniket Rice 5kg', 'কোকা কোলা ২৫০ মিলি', 'নাজিরশাইল চাল ৫ কেজি']);
    const r = (await call('GET', '/products?lowStock=true')).json<{ items: Item[] }>();
    expect(r.items.every((i) => i.lowStock)).toBe(true);
    const notLow = await names('lowStock=false&limit=200');
    expect(notLow).toContain('মিনিকেট চাল');
    expect(notLow).not.toContain('Miniket Rice 5kg');
    expect(notLow.length + 3).toBe(PRODUCTS.length - 2);
  });

  it('online', async () => {
    expect(await names('online=true')).toEqual(['Coca-Cola 1L', 'Miniket Rice 5kg', 'মিনিকেট চাল']);
    expect((await names('online=false&limit=200')).length).toBe(PRODUCTS.length - 2 - 3);
  });

  it('refuses malformed filters with 400', async () => {
    for (const bad of [
      'lowStock=yes',
      'online=1',
      'status=deleted',
      'sort=price',
      'categoryId=abc',
      'limit=0',
      'limit=201',
      'cursor=%%%',
    ]) {
      const r = await call('GET', `/products?${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('sort and keyset pages', () => {
  const SORTS = ['name', '-name', 'createdAt', '-createdAt', 'stock', '-stock', 'sellPrice', '-sellPrice'] as const;

  const keyOf = (i: Item, field: string): string | bigint => {
    switch (field) {
      case 'createdAt':
        return i.createdAt;
      case 'stock':
        return BigInt(Math.round(Number(i.currentStock) * 1000));
      case 'sellPrice':
        return BigInt(Math.round(Number(i.sellPrice) * 100));
      default:
        return searchKey(i.name);
    }
  };
  const cmp = (a: string | bigint, b: string | bigint) => (a < b ? -1 : a > b ? 1 : 0);

  // Names order by their search key (lower case, ASCII digits, code point order), ties by id.
  it('every sort pages through everything in order, with and without a search: no duplicates, no gaps, ties by id', async () => {
    const searches: [string, (i: Item) => boolean][] = [
      ['', () => true],
      ['rice', (i) => /rice/i.test(i.name)],
      ['চাল', (i) => /(^| )চাল/.test(i.name)],
      ['s', (i) => /(^|[ -])s/i.test(i.name)],
    ];
    for (const [text, matches] of searches) {
      for (const sort of SORTS) {
        const what = `${sort} q=${text}`;
        const seen: Item[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const url: string = `/products?status=all&limit=2&sort=${sort}${text ? `&${q(text)}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
          const r = await call('GET', url);
          expect(r.statusCode, r.body).toBe(200);
          const page = r.json<{ items: Item[]; nextCursor: string | null }>();
          expect(page.items.length).toBeLessThanOrEqual(2);
          seen.push(...page.items);
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < 50);
        expect(new Set(seen.map((i) => i.id)).size, what).toBe(seen.length);
        const field = sort.replace('-', '');
        const desc = sort.startsWith('-') ? -1 : 1;
        const expected = all.filter(matches).sort((a, b) => desc * (cmp(keyOf(a, field), keyOf(b, field)) || cmp(a.id, b.id)));
        expect(expected.length, what).toBeGreaterThanOrEqual(3);
        expect(
          seen.map((i) => i.id),
          what,
        ).toEqual(expected.map((i) => i.id));
      }
    }
  });

  it('the default sort is by name, and the page answers carry photos and stock value', async () => {
    const r = (await call('GET', `/products?${q('lux')}`)).json<{ items: (Item & { photos: unknown[]; stockValue: string })[] }>();
    expect(r.items.map((i) => i.name)).toEqual(['Lux Soap', 'lux soap']);
    expect((r.items[0]?.id ?? '') < (r.items[1]?.id ?? '')).toBe(true);
    expect(r.items[0]).toMatchObject({ photos: [], currentStock: '40', stockValue: '2400.00' });
  });

  it('filters and search page by keyset too', async () => {
    const first = (await call('GET', `/products?${q('চাল')}&limit=2`)).json<{ items: Item[]; nextCursor: string }>();
    expect(first.items).toHaveLength(2);
    const second = (await call('GET', `/products?${q('চাল')}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json<{
      items: Item[];
      nextCursor: string | null;
    }>();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((i) => i.name).sort()).toEqual(
      ['চালের গুঁড়া', 'নাজিরশাইল চাল ৫ কেজি', 'মিনিকেট চাল'].sort(),
    );
  });

  it('a cursor of another sort or a forged one → 400', async () => {
    const page = (await call('GET', '/products?limit=2&sort=stock')).json<{ nextCursor: string }>();
    const wrong = await call('GET', `/products?limit=2&sort=name&cursor=${encodeURIComponent(page.nextCursor)}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('cursor');
    const forged = Buffer.from(JSON.stringify(['stock', '1); DROP TABLE products; --', ulid()])).toString('base64url');
    expect((await call('GET', `/products?sort=stock&cursor=${forged}`)).statusCode).toBe(400);
  });
});
