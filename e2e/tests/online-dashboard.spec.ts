import { expect, test } from '@playwright/test';
import { ulid } from '@dokani/core';
import { callApi } from '../support/api.ts';
import { expectAccessible, langOf, ownShop, seedSession } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { lastSmsTo } from '../support/outbox.ts';
import { shot } from '../support/shots.ts';

// The storefront's message page (packages/i18n/locales/*/storefront.json), in Bangla for the visitor.
const visitorWords = { name: 'আপনার নাম', mobile: 'মোবাইল নম্বর', text: 'আপনার বার্তা', send: 'বার্তা পাঠান', sent: 'বার্তা পাঠানো হয়েছে' };

// Bangla on the phone, English on the desktop.
test('a first-time owner publishes the store from the dashboard, puts a product on sale, answers a visitor’s message and checks a number', async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info);
  const { token, shopId, mobile } = await ownShop(page, lang, 'নিউ মার্কেট স্টোর', { signedIn: false });
  const product = async (name: string, onlineSale: boolean) =>
    (
      await callApi(page.request, token, `/shops/${shopId}/products`, {
        id: ulid(),
        name,
        unit: 'pcs',
        purchasePrice: '50',
        sellPrice: '80',
        onlineSale,
        openingStock: '5',
      })
    ).id;
  await product('মসুর ডাল', true);
  await product('চা পাতা ২০০ গ্রাম', false);
  await seedSession(page, { token, mobile, shop: { id: shopId, name: 'নিউ মার্কেট স্টোর' } });

  // The lead-through: a web address, then publish.
  await page.goto('/online-shop');
  await expect(page.getByTestId('online-setup')).toBeVisible();
  await expect(page.getByTestId('online-website')).toBeDisabled();
  const slug = `new-market-${mobile.slice(-6)}-${lang}`;
  await page.getByTestId('online-setup-slug').fill(slug);
  await expect(page.getByTestId('online-setup-preview')).toContainText(`/store/${slug}`);
  await shot(page, info, lang, 'online-dashboard-setup');
  await expectAccessible(page);
  await page.getByTestId('online-setup-publish').click();
  await expect(page.getByTestId('online-setup')).toBeHidden();
  await expect(page.getByTestId('online-card-online-products-value')).toHaveText(lang === 'bn' ? '১' : '1');
  await expect(page.getByTestId('online-tiles').getByRole('link')).toHaveCount(12);
  // The QR code of the store's link, downloadable.
  await page.getByTestId('online-qr').click();
  await expect(page.getByTestId('online-qr-image')).toBeVisible();
  await expect(page.getByTestId('online-qr-url')).toContainText(`/store/${slug}`);
  const download = page.waitForEvent('download');
  await page.getByTestId('online-qr-download').click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await page.keyboard.press('Escape');

  // Online products: the tea goes on sale too.
  await page.getByTestId('online-tile-products').click();
  await page.getByTestId('online-products-tab-unpublished').click();
  const tea = page.getByTestId('online-product-row').filter({ hasText: 'চা পাতা' });
  await tea.getByTestId('online-product-check').check();
  await page.getByTestId('online-products-publish').click();
  await page.getByTestId('online-products-tab-published').click();
  await expect(page.getByTestId('online-product-row')).toHaveCount(2);
  await shot(page, info, lang, 'online-products');
  await expectAccessible(page);

  // The night theme, and the tea featured first.
  await page.goto('/online-shop/themes');
  await page.getByTestId('theme-card-night').click();
  await expect(page.getByTestId('theme-card-night').getByTestId('theme-current')).toBeVisible();
  await shot(page, info, lang, 'online-themes');
  await expectAccessible(page);
  await page.goto('/online-shop/featured-product');
  await page.getByTestId('featured-add').click();
  await page.getByTestId('featured-picker-row').filter({ hasText: 'চা পাতা' }).getByTestId('featured-picker-add').click();
  await page.getByTestId('featured-picker-done').click();
  await page.getByTestId('featured-save').click();
  await expect(page.getByTestId('featured-save')).toBeDisabled();
  await expect(page.getByTestId('featured-row')).toHaveCount(1);
  await shot(page, info, lang, 'online-featured');
  await expectAccessible(page);

  // A visitor opens the store and writes to the shop.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/store/${slug}`);
  await expect(visitor.locator('body')).toHaveAttribute('data-theme', 'night');
  await expect(visitor.locator('#featured-title + ul article', { hasText: 'চা পাতা' })).toBeVisible();
  await shot(visitor, info, 'bn', 'store-home-night');
  await expectAccessible(visitor);
  await visitor.getByRole('link', { name: 'দোকানকে বার্তা পাঠান' }).click();
  const visitorMobile = freshMobile();
  await visitor.getByLabel(visitorWords.name).fill('সুমি আক্তার');
  await visitor.getByLabel(visitorWords.mobile).fill(visitorMobile);
  await visitor.getByLabel(visitorWords.text).fill('ডাল কি ৫ কেজি একসাথে পাওয়া যাবে?');
  await visitor.getByRole('button', { name: visitorWords.send }).click();
  await expect(visitor.getByText(visitorWords.sent)).toBeVisible();
  await shot(visitor, info, 'bn', 'store-message');
  await expectAccessible(visitor);
  await visitorContext.close();

  // The owner sees the visit and the message, and answers by SMS.
  await page.goto('/online-shop');
  await expect(page.getByTestId('online-visits-today')).toContainText(lang === 'bn' ? '১' : '1');
  await expect(page.getByTestId('online-tile-messages-unread')).toBeVisible();
  await shot(page, info, lang, 'online-dashboard');
  await expectAccessible(page);
  await page.getByTestId('online-tile-messages').click();
  const row = page.getByTestId('message-row').filter({ hasText: 'সুমি আক্তার' });
  await row.getByTestId('message-toggle').click();
  await expect(row.getByTestId('message-text')).toContainText('৫ কেজি');
  await row.getByTestId('message-reply-text').fill('জি, পাওয়া যাবে। অর্ডার করুন।');
  await row.getByTestId('message-reply-send').click();
  await expect(row.getByTestId('message-reply-body')).toContainText('জি, পাওয়া যাবে');
  await expect.poll(() => lastSmsTo(visitorMobile)?.text ?? '', { timeout: 10_000 }).toBe('নিউ মার্কেট স্টোর: জি, পাওয়া যাবে। অর্ডার করুন।');
  await shot(page, info, lang, 'online-messages');
  await expectAccessible(page);

  // The fraud check: the visitor has no orders anywhere; after one, it is counted.
  await page.goto('/online-shop/fraud-check');
  await page.getByTestId('fraud-mobile').fill(visitorMobile);
  await page.getByTestId('fraud-check').click();
  await expect(page.getByTestId('fraud-result')).toHaveAttribute('data-risk', 'new');
  const store = await callApi<{ shippingPackages: { id: string }[] }>(page.request, token, `/stores/${slug}`);
  expect(store.shippingPackages).toEqual([]);
  await callApi(page.request, token, `/shops/${shopId}/shipping-packages`, { id: ulid(), name: 'ঢাকা', fee: '50' });
  const pkg = (await callApi<{ shippingPackages: { id: string }[] }>(page.request, token, `/stores/${slug}`)).shippingPackages[0]?.id;
  const products = await callApi<{ items: { id: string }[] }>(page.request, token, `/stores/${slug}/products`);
  const placed = await page.request.post(`/api/v1/stores/${slug}/orders`, {
    data: {
      id: ulid(),
      customer: { name: 'সুমি আক্তার', mobile: visitorMobile, address: 'মিরপুর' },
      shippingPackageId: pkg,
      lines: [{ productId: products.items[0]?.id, quantity: '1' }],
    },
  });
  expect(placed.status()).toBe(201);
  await page.getByTestId('fraud-check').click();
  await expect(page.getByTestId('fraud-orders')).toContainText(lang === 'bn' ? '১' : '1');
  await expect(page.getByTestId('fraud-result')).toHaveAttribute('data-risk', 'low');
  await shot(page, info, lang, 'online-fraud-check');
  await expectAccessible(page);
});
