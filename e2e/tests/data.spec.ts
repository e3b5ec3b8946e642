import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { ulid } from '@dokani/core';
import { expectAccessible, type Lang, langOf, ownShop } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { shot } from '../support/shots.ts';

// The data-safety journeys — the audit log and the export. Their words, as the locale files have
// them (packages/i18n/locales/*/data.json, nav.json, export.json).
const words = {
  bn: {
    shop: 'হিসাব ঠিক স্টোর',
    product: 'রূপচাঁদা তেল',
    reason: 'কাস্টমার ফেরত দিয়েছেন',
    voidButton: 'বাতিল করুন',
    voidConfirm: 'হ্যাঁ, বাতিল করুন',
    reasonLabel: 'বাতিলের কারণ',
    auditRow: 'অডিট লগ',
    voided: 'বাতিল · বিক্রি',
    price: 'বিক্রি দাম: ৳১৯০.০০ → ৳১৯৫.০০',
    open: 'দেখুন',
    kind: 'বাতিল',
    nameHeader: 'নাম',
    priceHeader: 'বিক্রি দাম',
  },
  en: {
    shop: 'Fair Count Store',
    product: 'Soybean oil',
    reason: 'The customer brought it back',
    voidButton: 'Void',
    voidConfirm: 'Yes, void it',
    reasonLabel: 'Reason',
    auditRow: 'Audit log',
    voided: 'Voided · Sale',
    price: 'Selling price: ৳190.00 → ৳195.00',
    open: 'Open',
    kind: 'Voids',
    nameHeader: 'Name',
    priceHeader: 'Selling price',
  },
};

/** A shop of the journey's own with one product (12 in stock), signed in; its token, id and product. */
async function shopWithOil(page: Page, lang: Lang) {
  const w = words[lang];
  const { token, shopId } = await ownShop(page, lang, w.shop);
  const oil = await callApi(page.request, token, `/shops/${shopId}/products`, {
    id: ulid(),
    name: w.product,
    unit: 'pcs',
    purchasePrice: '170',
    sellPrice: '190',
    openingStock: '12',
  });
  return { token, shopId, shop: `/shops/${shopId}`, oil };
}

test('the audit log shows a void made a moment before: who, why, from which device, and opens the sale', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { token, shop, oil } = await shopWithOil(page, lang);
  const sale = await callApi(page.request, token, `${shop}/sales`, {
    id: ulid(),
    lines: [{ productId: oil.id, quantity: '1' }],
    payments: [{ method: 'cash', amount: '190' }],
  });
  await callApi(page.request, token, `${shop}/products/${oil.id}`, { sellPrice: '195' }, 'PATCH');

  // the void, in the app, as the owner does it
  await page.goto(`/sell-list/${sale.id}`);
  await page.getByTestId('invoice-void').click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel(w.reasonLabel).fill(w.reason);
  await confirm.getByRole('button', { name: w.voidConfirm }).click();
  await expect(page.getByTestId('invoice-void-banner')).toContainText(w.reason);

  // Settings → Audit log: the void is the newest entry
  await page.goto('/settings');
  await page.getByTestId('settings-audit').click();
  await expect(page).toHaveURL(/\/settings\/audit$/);
  const rows = page.getByTestId('audit-row');
  const newest = rows.first();
  await expect(newest).toContainText(w.voided);
  await expect(newest).toContainText(w.reason);
  await expect(newest.getByTestId('audit-device')).toContainText('Chrome');
  await expect(page.getByTestId('audit-page')).toContainText(w.price);
  await shot(page, info, lang, 'audit-log');
  await expectAccessible(page);

  // only the voids, then the sale it names
  await page.getByTestId('audit-filter-kind').selectOption({ label: w.kind });
  await expect(page).toHaveURL(/kind=void/);
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name: w.open }).click();
  await expect(page).toHaveURL(new RegExp(`/sell-list/${sale.id}$`));
  await expect(page.getByTestId('invoice-void-banner')).toContainText(w.reason);
});

test('dark theme, phone width: the log reads well', async ({ page }, info) => {
  const lang = langOf(info);
  await shopWithOil(page, lang);
  await page.goto('/settings/audit');
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.reload();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await shot(page, info, lang, 'audit-log-dark');
  await expectAccessible(page);
});

test('the owner exports the shop: a ZIP whose CSV files read back with Bangla intact', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { shopId } = await shopWithOil(page, lang);
  await page.goto('/settings');
  await page.getByTestId('settings-export').click();
  await expect(page).toHaveURL(/\/settings\/export$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-start').click()]);
  await expect(page.getByTestId('export-done')).toBeVisible();
  await shot(page, info, lang, 'export-done');
  await expectAccessible(page);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^dokani-${shopId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));

  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const products = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['products.csv']);
  expect(products.startsWith('\uFEFF')).toBe(true);
  const [header, row] = parse(products.slice(1)) as string[][];
  const col = (name: string) => row?.[header?.indexOf(name) ?? -1];
  expect(col(w.nameHeader)).toBe(w.product);
  expect(col(w.priceHeader)).toBe('190.00');
  expect(JSON.parse(new TextDecoder().decode(files['shop.json'])).format).toBe('dokani-shop-export');
});
