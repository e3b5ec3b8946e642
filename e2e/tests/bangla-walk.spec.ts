import { expect, test, type Page } from '@playwright/test';
import { ulid } from '@dokani/core';
import { seedSession, useLanguage } from '../support/flows.ts';
import { callApi, registerViaApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';

/**
 * Every signed-in page of the app, in Bangla on a phone, read as a shopkeeper reads it: no Latin
 * digit and no English word may show, but for the names on the allow-list below (brands and the
 * names of things that have no Bangla of their own). The shop's data is seeded in Bangla, so
 * anything Latin on screen is the app's own words.
 */
const ALLOWED_WORDS = new Set([
  // brands and names of services and browsers
  'bKash',
  'Nagad',
  'Rocket',
  'Upay',
  'SSLCommerz',
  'SSL',
  'Wireless',
  'Facebook',
  'Instagram',
  'YouTube',
  'TikTok',
  'Google',
  'WhatsApp',
  'Dokani',
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'Android',
  'Windows',
  'Linux',
  'Excel',
  'LibreOffice',
  // written so in Bangla too: technical names a shopkeeper reads as they are
  'QR',
  'SMS',
  'PIN',
  'OTP',
  'USB',
  'ESC',
  'POS',
  'PDF',
  'CSV',
  'ZIP',
  'PNG',
  'JPG',
  'JPEG',
  'WebP',
  'MB',
  'KB',
  'A4',
  'VAT',
  'ID',
  'URL',
  'SEO',
  'DNS',
  'HTTPS',
  // the language switch names English in English
  'English',
  // the names this walk's seed typed (registerViaApi and seedSession name the user so)
  'Test',
  'User',
  'E2E',
]);

/**
 * Latin text that is the thing itself, not words: an e-mail or web address, a store address
 * (lowercase with hyphens, as the owner must type it), an SMS placeholder ({name}), an invoice
 * number's letter (S-০০০১২৩, P-…), the character ranges a store address takes (a–z, 0–9), the
 * names of text encodings (UTF-8, GSM-7, UCS-2), a file's name (shop.json, dokani-….zip) and a
 * referral code (8 letters and digits, as it is typed into a link).
 */
const LATIN_THINGS = [
  /\S+@\S+\.\w+/g,
  /\b(?:https?:\/\/|www\.)\S+/g,
  /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g,
  /\{\w+\}/g,
  /\b[SP]-(?=[০-৯])/g,
  /\ba–z\b|\b0–9\b/g,
  /\b(?:UTF-8|GSM-7|UCS-2)\b/g,
  /\b[\w-]+\.(?:json|csv|zip)\b/g,
  /\b[2-9A-HJKMNP-Z]{8}\b/g,
];

/** The pages, each with something on it to wait for (its main heading). */
const PAGES = [
  '/home',
  '/sell',
  '/quick-sell',
  '/purchase',
  '/sell-list',
  '/purchase-list',
  '/due',
  '/due/history',
  '/expense',
  '/contact',
  '/product',
  '/product/add',
  '/product/labels',
  '/product/import',
  '/stock',
  '/stock/history',
  '/stock/update',
  '/access-management',
  '/access-management/roles',
  '/business-overview',
  '/business-overview/transaction',
  '/reports/sales',
  '/reports/purchase',
  '/reports/product',
  '/reports/stock',
  '/reports/customer',
  '/reports/supplier',
  '/reports/expense',
  '/reports/income',
  '/employee-report',
  '/profit-loss',
  '/profit-loss/details',
  '/sms',
  '/sms/packages',
  '/sms-list',
  '/expired-product',
  '/warranty-product',
  '/settings',
  '/settings/subscriptions',
  '/settings/subscriptions/packages',
  '/settings/limit-chart',
  '/settings/audit',
  '/settings/export',
  '/settings/qr',
  '/settings/feedback',
  '/tutorial',
  '/tutorial/first-sale',
  '/contact-support',
  '/printer',
  '/online-shop',
  '/online-shop/orders',
  '/online-shop/messages',
  '/online-shop/products',
  '/online-shop/themes',
  '/online-shop/settings',
  '/shop',
];

/** The Latin text a page shows: digits and words outside the allow-list, with where they are. */
async function latinOn(page: Page): Promise<string[]> {
  const text = LATIN_THINGS.reduce((t, re) => t.replace(re, ' '), await page.locator('main').innerText());
  const found: string[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9][A-Za-z0-9.+#:/-]*/g)) {
    const token = m[0].replace(/[.:/-]+$/, '');
    const words = token.split(/[^A-Za-z0-9]+/).filter(Boolean);
    if (words.every((w) => ALLOWED_WORDS.has(w))) continue;
    const at = m.index ?? 0;
    found.push(`"${token}" in "…${text.slice(Math.max(0, at - 20), at + token.length + 20).replace(/\s+/g, ' ')}…"`);
  }
  return found;
}

// The walk is the Bangla phone's: the desktop project does not list it (e2e/playwright.config.ts).
test('every page in Bangla shows Bangla digits and Bangla words only', async ({ page }) => {
  test.setTimeout(600_000);
  await useLanguage(page, 'bn');
  const mobile = freshMobile();
  const { token, shopId = '' } = await registerViaApi(page.request, mobile, '24680', 'মায়ের দোয়া স্টোর');
  const shop = `/shops/${shopId}`;
  const rq = page.request;
  // a shop with something on every page: a product, a customer who owes, a sale, a due entry, an expense
  const customer = await callApi(rq, token, `${shop}/contacts`, {
    id: ulid(),
    type: 'customer',
    name: 'রহিম মিয়া',
    mobile: freshMobile().replace(/^019/, '017'),
  });
  const rice = await callApi(rq, token, `${shop}/products`, {
    id: ulid(),
    name: 'মিনিকেট চাল',
    unit: 'kg',
    purchasePrice: '50',
    sellPrice: '60',
    openingStock: '20',
    lowStockAlert: '25',
  });
  await callApi(rq, token, `${shop}/sales`, {
    id: ulid(),
    customerId: customer.id,
    lines: [{ productId: rice.id, quantity: '2' }],
    payments: [{ method: 'cash', amount: '100' }],
  });
  await callApi(rq, token, `${shop}/due-entries`, {
    id: ulid(),
    contactId: customer.id,
    direction: 'given',
    dueType: 'money',
    amount: '250',
    sendSms: false,
  });
  const categories = await callApi<{ items: { id: string }[] }>(rq, token, `${shop}/expense-categories`);
  await callApi(rq, token, `${shop}/expenses`, { id: ulid(), categoryId: categories.items[0]?.id, amount: '120.50' });
  const roles = await callApi<{ items: { id: string; ready: string | null }[] }>(rq, token, `${shop}/roles`);
  const cashier = freshMobile();
  await registerViaApi(rq, cashier, '13579');
  await callApi(rq, token, `${shop}/members`, { id: ulid(), mobile: cashier, roleId: roles.items.find((r) => r.ready === 'cashier')?.id });
  // the store: published, the rice on sale, one order (its tracking page is walked too)
  const slug = `walk-${Date.now()}`;
  await callApi(rq, token, `${shop}/online-shop`, { slug, published: true }, 'PATCH');
  await callApi(rq, token, `${shop}/online-shop/products/publish`, { productIds: [rice.id], onlineSale: true });
  const delivery = await callApi(rq, token, `${shop}/shipping-packages`, { id: ulid(), name: 'ঢাকার ভেতরে', fee: '60' });
  const placed = await rq.post(`/api/v1/stores/${slug}/orders`, {
    data: {
      id: ulid(),
      customer: { name: 'সালমা বেগম', mobile: freshMobile().replace(/^019/, '018'), address: 'বাড়ি ১২, মিরপুর' },
      shippingPackageId: delivery.id,
      lines: [{ productId: rice.id, quantity: '1' }],
    },
  });
  expect(placed.status()).toBe(201);
  const { trackingUrl } = (await placed.json()) as { trackingUrl: string };
  await seedSession(page, { token, mobile, shop: { id: shopId, name: 'মায়ের দোয়া স্টোর' } });

  const wrong: string[] = [];
  for (const path of [...PAGES, `/contact/${customer.id}`, `/product/${rice.id}`]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // what the page reads from the server has arrived (no skeleton left)
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    for (const t of await latinOn(page)) wrong.push(`${path}: ${t}`);
  }
  // the customer's tracking page, in Bangla
  await page.goto(new URL(trackingUrl).pathname + new URL(trackingUrl).search);
  await expect(page.locator('main h1').first()).toBeVisible();
  for (const t of await latinOn(page)) wrong.push(`tracking: ${t}`);
  expect(wrong).toEqual([]);
});
