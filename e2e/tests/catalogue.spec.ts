import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { expectAccessible, type Lang, langOf, ownShop } from '../support/flows.ts';

/** A small real PNG (a 40×40 green square) made here, so the server has an image to resize. */
function png(): Buffer {
  const w = 40;
  const h = 40;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([16, 160, 90]))]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const words = {
  // `across`: the name typed in the other script (found by its sound key)
  bn: { product: 'চিনিগুঁড়া চাল প্রিমিয়াম', prefix: 'চিনিগুঁ', across: 'chinigura', shop: 'চাল-ডাল ঘর', damaged: 'নষ্ট' },
  en: { product: 'Chinigura Rice Premium', prefix: 'chinig', across: 'চিনিগুড়া', shop: 'Rice House', damaged: 'Damaged' },
} as const;

async function openShop(page: Page, lang: Lang): Promise<void> {
  await ownShop(page, lang, words[lang].shop);
}

test(`add a product with a photo and barcode, find it, update its stock, see the history`, async ({ page }, info) => {
  const lang = langOf(info);
  await openShop(page, lang);

  await page.goto('/product');
  await page.getByTestId('product-add').click();
  await expect(page).toHaveURL(/\/product\/add$/);
  await page.getByTestId('product-name-input').fill(words[lang].product);
  await page.getByTestId('purchase-price-input').fill(lang === 'bn' ? '৮০' : '80');
  await page.getByTestId('sell-price-input').fill('95.50');
  await page.getByTestId('barcode-generate').click();
  await expect(page.getByTestId('barcode-input')).toHaveValue(/^2\d{12}$/);
  const barcode = await page.getByTestId('barcode-input').inputValue();
  await page.getByTestId('opening-stock-input').fill('10');
  await page.getByTestId('photo-input').setInputFiles({ name: 'rice.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('photo-tile')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByTestId('product-save').click();
  await expect(page).toHaveURL(/\/product$/);

  // Found by a Bangla/English prefix, with its photo.
  await page.getByTestId('product-search').fill(words[lang].prefix);
  const row = page.getByTestId('product-row').filter({ hasText: words[lang].product });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /\/media\//);
  await expectAccessible(page);
  // and typed in the other script
  await page.getByTestId('product-search').fill(words[lang].across);
  await expect(page.getByTestId('product-row').filter({ hasText: words[lang].product })).toHaveCount(1);

  // Found by its barcode, as a USB scanner types it: digits then Enter.
  await page.getByTestId('product-search').fill('');
  await page.getByTestId('product-search').pressSequentially(barcode);
  await page.getByTestId('product-search').press('Enter');
  await expect(page).toHaveURL(/\/product\/[0-9A-Z]{26}$/);
  const productId = page.url().split('/').at(-1) ?? '';

  // Two bags were damaged: take them out of stock with a reason and a note.
  await page.goto(`/stock/update?productId=${productId}`);
  await expect(page.getByTestId('stock-update-current')).toContainText(lang === 'bn' ? '১০' : '10');
  await page.getByTestId('stock-update-reason').getByText(words[lang].damaged, { exact: true }).click();
  await page.getByTestId('stock-update-quantity').fill('2');
  await page.getByTestId('stock-update-note').fill(lang === 'bn' ? 'ইঁদুরে কেটেছে' : 'Torn by rats');
  await page.getByTestId('stock-update-submit').click();
  await expect(page.getByTestId('stock-update-result')).toBeVisible();
  await expect(page.getByTestId('stock-result-after')).toContainText(lang === 'bn' ? '৮' : '8');

  await page.goto(`/stock/history?productId=${productId}`);
  const rows = page.getByTestId('stock-history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(words[lang].damaged);
  await expect(rows.first()).toContainText(lang === 'bn' ? 'ইঁদুরে কেটেছে' : 'Torn by rats');
  await expectAccessible(page);

  await page.goto('/stock');
  await expect(page.getByTestId('stock-row').filter({ hasText: words[lang].product })).toBeVisible();
  await expectAccessible(page);
});

test(`import products from a CSV file with one bad row`, async ({ page }, info) => {
  const lang = langOf(info);
  await openShop(page, lang);
  await page.goto('/product/import');
  const csv = [
    'name,unit,category,purchasePrice,sellPrice,barcode,openingStock',
    'মসুর ডাল,kg,ডাল,110,125,,20',
    'Fresh Milk 1L,litre,Dairy,80,90,,12',
    'Broken Row,pcs,,-5,10,,1',
  ].join('\r\n');
  await page
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`) });
  await page.getByTestId('import-submit').click();
  const result = page.getByTestId('import-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('import-imported')).toContainText(lang === 'bn' ? '২' : '2');
  await expect(page.getByTestId('import-failed')).toContainText(lang === 'bn' ? '১' : '1');
  await expect(page.getByTestId('import-errors')).toContainText(lang === 'bn' ? '৪' : '4');
  await expectAccessible(page);

  await page.goto('/product');
  await expect(page.getByTestId('product-row').filter({ hasText: 'মসুর ডাল' })).toBeVisible();
  await expect(page.getByTestId('product-row').filter({ hasText: 'Fresh Milk 1L' })).toBeVisible();
  await expect(page.getByTestId('product-row').filter({ hasText: 'Broken Row' })).toHaveCount(0);
});
