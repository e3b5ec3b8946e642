import { expect, test, type Browser, type Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { ulid } from '@dokani/core';
import { callApi, registerViaApi } from '../support/api.ts';
import { expectAccessible, seedSession, useLanguage, type Lang } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The storefront's words (packages/i18n/locales/*/storefront.json) and the figures a customer sees.
const store = {
  bn: {
    add: 'কার্টে নিন',
    cart: 'কার্ট',
    toCheckout: 'অর্ডার করতে এগিয়ে যান',
    name: 'আপনার নাম',
    mobile: 'মোবাইল নম্বর',
    division: 'বিভাগ',
    district: 'জেলা',
    area: 'উপজেলা / থানা',
    address: 'পুরো ঠিকানা (বাসা, রাস্তা, এলাকা)',
    place: 'অর্ডার নিশ্চিত করুন',
    thanks: 'ধন্যবাদ!',
    placed: 'অর্ডার হয়েছে',
    completed: 'সম্পন্ন',
    total: '৳৫১৫.০০',
    inStock: 'স্টকে আছে',
    out: 'স্টক শেষ',
    quantity: 'পরিমাণ',
    dhaka: 'ঢাকা',
  },
  en: {
    add: 'Add to cart',
    cart: 'Cart',
    toCheckout: 'Go to checkout',
    name: 'Your name',
    mobile: 'Mobile number',
    division: 'Division',
    district: 'District',
    area: 'Upazila / thana',
    address: 'Full address (house, road, area)',
    place: 'Place order',
    thanks: 'Thank you!',
    placed: 'Order placed',
    completed: 'Completed',
    total: '৳515.00',
    inStock: 'In stock',
    out: 'Out of stock',
    quantity: 'Quantity',
    dhaka: 'Dhaka',
  },
} as const;

interface Seeded {
  token: string;
  mobile: string;
  shopId: string;
  slug: string;
  rice: string;
  oil: string;
  last: string;
  delivery: string;
}

/** An owner with a published store: rice (৳75, 10 kg), oil (৳190, 5), the last jar of ghee and one delivery package (৳60). */
async function seedStore(page: Page, lang: Lang): Promise<Seeded> {
  const mobile = freshMobile();
  const { token, shopId = '' } = await registerViaApi(page.request, mobile, '24680', 'মায়ের দোয়া স্টোর');
  const product = async (name: string, price: string, stock: string) =>
    (
      await callApi(page.request, token, `/shops/${shopId}/products`, {
        id: ulid(),
        name,
        unit: 'pcs',
        purchasePrice: '50',
        sellPrice: price,
        onlineSale: true,
        openingStock: stock,
      })
    ).id;
  const rice = await product('মিনিকেট চাল', '75', '10');
  const oil = await product('সয়াবিন তেল ১ লিটার', '190', '5');
  const last = await product('গাওয়া ঘি', '900', '1');
  const delivery = ulid();
  await callApi(page.request, token, `/shops/${shopId}/shipping-packages`, {
    id: delivery,
    name: lang === 'bn' ? 'ঢাকার ভেতরে' : 'Inside Dhaka',
    fee: '60',
  });
  const slug = `front-${mobile.slice(-7)}-${lang}`;
  await callApi(
    page.request,
    token,
    `/shops/${shopId}/online-shop`,
    { slug, published: true, policies: { returns: '৭ দিনের মধ্যে ফেরত।' } },
    'PATCH',
  );
  return { token, mobile, shopId, slug, rice, oil, last, delivery };
}

/** The other person of the journey: an owner on a desktop when the customer is on the phone, and the other way round. */
async function otherDevice(browser: Browser, phone: boolean) {
  return browser.newContext(
    phone ? { viewport: { width: 1280, height: 800 } } : { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } },
  );
}

test('a customer orders two products from the storefront; the owner takes the order to completion and the books show it; a cancel frees the reservation', async ({
  page,
  browser,
}, info) => {
  const phone = info.project.name === 'phone';
  // The customer in Bangla on the phone (English on the desktop); the owner in the other language on the other device.
  const customerLang: Lang = phone ? 'bn' : 'en';
  const ownerLang: Lang = phone ? 'en' : 'bn';
  const w = store[customerLang];
  const seeded = await seedStore(page, customerLang);
  const base = `/store/${seeded.slug}`;

  // ── The customer ───────────────────────────────────────────────────────────────────────
  await page.goto(customerLang === 'en' ? `${base}?lang=en` : base);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const riceCard = page.locator('article', { hasText: 'মিনিকেট চাল' });
  await expect(riceCard).toContainText(w.inStock);
  await shot(page, info, customerLang, 'store-home');
  await expectAccessible(page);
  await riceCard.getByRole('button', { name: w.add }).click();
  await expect(page.locator('[data-cart-count]')).toHaveText(customerLang === 'bn' ? '১' : '1');

  await page
    .locator('article', { hasText: 'সয়াবিন তেল' })
    .getByRole('link', { name: /সয়াবিন তেল/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /সয়াবিন তেল/ })).toBeVisible();
  await page.getByLabel(w.quantity).fill('2');
  await page.getByRole('button', { name: w.add }).click();
  await expect(page.locator('[data-cart-count]')).toHaveText(customerLang === 'bn' ? '৩' : '3');
  await shot(page, info, customerLang, 'store-product');
  await expectAccessible(page);

  await page.getByRole('link', { name: new RegExp(w.cart) }).click();
  await expect(page.locator('#cart tr')).toHaveCount(2);
  await shot(page, info, customerLang, 'store-cart');
  await page.getByRole('link', { name: w.toCheckout }).click();

  await page.getByLabel(w.name).fill('রাশেদা বেগম');
  await page.getByLabel(w.mobile).fill('০১৮১১-২২৩৩৪৪');
  await page.getByLabel(w.division, { exact: true }).selectOption({ label: w.dhaka });
  await page.getByLabel(w.district, { exact: true }).selectOption({ label: w.dhaka });
  await expect(page.getByLabel(w.area)).toBeEnabled();
  await page.getByLabel(w.area).selectOption({ index: 1 });
  await page.getByLabel(w.address).fill('বাড়ি ১২, রোড ৪, মিরপুর ১০');
  // 75 + 2 × 190 + 60 delivery.
  await expect(page.locator('#summary .total')).toContainText(w.total);
  await shot(page, info, customerLang, 'store-checkout');
  await expectAccessible(page);
  await page.getByRole('button', { name: w.place }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/orders/[0-9A-Z]{26}\\?t=`));
  await expect(page.getByText(w.thanks)).toBeVisible();
  await expect(page.getByText(w.placed, { exact: true })).toHaveCount(2);
  const trackingUrl = page.url();
  await shot(page, info, customerLang, 'store-tracking');
  await expectAccessible(page);
  // The cart is empty after ordering.
  await expect(page.locator('[data-cart-count]')).toHaveText(customerLang === 'bn' ? '০' : '0');

  // ── The owner ──────────────────────────────────────────────────────────────────────────
  const ownerContext = await otherDevice(browser, phone);
  const owner = await ownerContext.newPage();
  await useLanguage(owner, ownerLang);
  await seedSession(owner, { token: seeded.token, mobile: seeded.mobile, shop: { id: seeded.shopId, name: 'মায়ের দোয়া স্টোর' } });
  await owner.goto('/online-shop/orders');
  const row = owner.getByTestId('order-row').filter({ hasText: 'রাশেদা বেগম' });
  await expect(row).toBeVisible();
  await shot(owner, info, ownerLang, 'online-orders');
  await expectAccessible(owner);
  await row.click();
  await expect(owner.getByTestId('order-page')).toHaveAttribute('data-status', 'placed');
  for (const step of ['accepted', 'processing', 'shipped', 'delivered', 'completed'] as const) {
    await owner.getByTestId(`order-move-${step}`).click();
    await expect(owner.getByTestId('order-page')).toHaveAttribute('data-status', step);
  }
  await expect(owner.getByTestId('order-event')).toHaveCount(6);
  await expect(owner.getByTestId('order-sale')).toBeVisible();
  await shot(owner, info, ownerLang, 'online-order-completed');
  await expectAccessible(owner);

  // The books: stock moved out, the sale in the sales book, the customer by mobile, the profit report.
  const products = await callApi<{ items: { id: string; currentStock: string }[] }>(
    owner.request,
    seeded.token,
    `/shops/${seeded.shopId}/products?limit=50`,
  );
  const stock = Object.fromEntries(products.items.map((p) => [p.id, p.currentStock]));
  expect([stock[seeded.rice], stock[seeded.oil]]).toEqual(['9', '3']);
  const customers = await callApi<{ items: { name: string; mobile: string | null }[] }>(
    owner.request,
    seeded.token,
    `/shops/${seeded.shopId}/contacts?type=customer&q=01811223344`,
  );
  expect(customers.items).toEqual([expect.objectContaining({ name: 'রাশেদা বেগম', mobile: '+8801811223344' })]);
  const profit = await callApi<{ sales: { count: number; total: string; grossProfit: string } }>(
    owner.request,
    seeded.token,
    `/shops/${seeded.shopId}/reports/profit-loss`,
  );
  // Sold 455 of goods bought at 50 a piece (3 pieces): 455 − 150; the delivery fee is the sale's too.
  expect(profit.sales).toMatchObject({ count: 1, total: '515.00' });
  await owner.getByTestId('order-sale').click();
  await expect(owner).toHaveURL(/\/sell-list\/[0-9A-Z]{26}$/);
  await owner.goto('/sell-list');
  await expect(owner.getByTestId('book-row').filter({ hasText: 'রাশেদা বেগম' })).toBeVisible();
  await shot(owner, info, ownerLang, 'sales-book-online-sale');

  // The customer's tracking page follows.
  await page.goto(trackingUrl.replace('&new=1', ''));
  await expect(page.getByText(w.completed, { exact: true }).first()).toBeVisible();

  // ── A cancel frees what an accept reserved ─────────────────────────────────────────────
  const placed = await page.request.post(`/api/v1/stores/${seeded.slug}/orders`, {
    data: {
      id: ulid(),
      customer: { name: 'করিম মিয়া', mobile: '01912345678', address: 'উত্তরা' },
      shippingPackageId: seeded.delivery,
      lines: [{ productId: seeded.last, quantity: '1' }],
    },
  });
  expect(placed.status()).toBe(201);
  await owner.goto('/online-shop/orders');
  await owner.getByTestId('order-row').filter({ hasText: 'করিম মিয়া' }).click();
  await owner.getByTestId('order-move-accepted').click();
  await expect(owner.getByTestId('order-page')).toHaveAttribute('data-status', 'accepted');
  await page.goto(`${base}/p/${seeded.last}`);
  await expect(page.getByText(w.out)).toBeVisible();
  await owner.getByTestId('order-move-cancelled').click();
  await owner.getByTestId('order-confirm-cancelled-confirm').click();
  await expect(owner.getByTestId('order-page')).toHaveAttribute('data-status', 'cancelled');
  await page.reload();
  await expect(page.getByText(w.inStock)).toBeVisible();
  await ownerContext.close();
});
