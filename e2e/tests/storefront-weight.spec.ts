import { expect, test, type Page } from '@playwright/test';
import { ulid } from '@dokani/core';
import sharp from 'sharp';
import { callApi, registerViaApi } from '../support/api.ts';
import { expectAccessible, langOf, type Lang } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The storefront's words (packages/i18n/locales/*/storefront.json) and what a customer sees for
// 1.5 kg of rice at ৳70 a kg (৳105) and ৳60 delivery: ৳165.
const w = {
  bn: {
    add: 'কার্টে নিন',
    cart: 'কার্ট',
    toCheckout: 'অর্ডার করতে এগিয়ে যান',
    quantity: 'পরিমাণ',
    more: 'বেশি করুন',
    price: '৳৭০.০০ / কেজি',
    typed: '১.৫',
    lineQty: '১.৫ কেজি',
    line: '৳১০৫.০০',
    total: '৳১৬৫.০০',
    bad: 'পরিমাণ ঠিক হয়নি',
    name: 'আপনার নাম',
    mobile: 'মোবাইল নম্বর',
    division: 'বিভাগ',
    district: 'জেলা',
    area: 'উপজেলা / থানা',
    address: 'পুরো ঠিকানা (বাসা, রাস্তা, এলাকা)',
    place: 'অর্ডার নিশ্চিত করুন',
    thanks: 'ধন্যবাদ!',
    dhaka: 'ঢাকা',
    city: 'ঢাকা মহানগর',
    thana: 'ধানমন্ডি',
    where: 'ধানমন্ডি, ঢাকা, ঢাকা',
    tracked: '১.৫ কেজি × ৳৭০.০০',
  },
  en: {
    add: 'Add to cart',
    cart: 'Cart',
    toCheckout: 'Go to checkout',
    quantity: 'Quantity',
    more: 'More',
    price: '৳70.00 / kg',
    typed: '1.5',
    lineQty: '1.5 kg',
    line: '৳105.00',
    total: '৳165.00',
    bad: "That quantity won't do",
    name: 'Your name',
    mobile: 'Mobile number',
    division: 'Division',
    district: 'District',
    area: 'Upazila / thana',
    address: 'Full address (house, road, area)',
    place: 'Place order',
    thanks: 'Thank you!',
    dhaka: 'Dhaka',
    city: 'Dhaka Metropolitan',
    thana: 'Dhanmondi',
    where: 'Dhanmondi, Dhaka, Dhaka',
    tracked: '1.5 kg × ৳70.00',
  },
} as const;

/** A banner of the store's own shape (1920 × 560) with a word on it, and a photo taller than wide. */
const banner = () =>
  sharp({ create: { width: 1920, height: 560, channels: 3, background: { r: 11, g: 107, b: 79 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1920" height="560"><text x="960" y="330" font-size="160" fill="white" text-anchor="middle" font-family="sans-serif">DOKANI SALE</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
const tallPhoto = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: { r: 230, g: 190, b: 90 } } })
    .png()
    .toBuffer();

/** An owner's published store (the night theme when asked): rice by the kg at ৳70 (10 kg, a tall photo), soap by the piece, a banner, delivery ৳60. */
async function seedStore(page: Page, lang: Lang, theme: 'classic' | 'night' = 'classic') {
  const mobile = freshMobile();
  const { token, shopId = '' } = await registerViaApi(page.request, mobile, '24680', 'মায়ের দোয়া স্টোর');
  const product = async (name: string, unit: string, price: string) =>
    (
      await callApi(page.request, token, `/shops/${shopId}/products`, {
        id: ulid(),
        name,
        unit,
        purchasePrice: '50',
        sellPrice: price,
        onlineSale: true,
        openingStock: '10',
      })
    ).id;
  const rice = await product('মিনিকেট চাল', 'kg', '70');
  await product('লাক্স সাবান', 'pcs', '45');
  const auth = { authorization: `Bearer ${token}` };
  const photo = await page.request.post(`/api/v1/shops/${shopId}/products/${rice}/photos`, {
    headers: auth,
    multipart: { file: { name: 'rice.png', mimeType: 'image/png', buffer: await tallPhoto() } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const put = await page.request.put(`/api/v1/shops/${shopId}/online-shop/banner`, {
    headers: auth,
    multipart: { file: { name: 'banner.png', mimeType: 'image/png', buffer: await banner() } },
  });
  expect(put.status(), await put.text()).toBe(200);
  await callApi(page.request, token, `/shops/${shopId}/shipping-packages`, {
    id: ulid(),
    name: lang === 'bn' ? 'ঢাকার ভেতরে' : 'Inside Dhaka',
    fee: '60',
  });
  const slug = `weight-${mobile.slice(-7)}-${lang}-${theme}`;
  await callApi(page.request, token, `/shops/${shopId}/online-shop`, { slug, published: true, themeId: theme }, 'PATCH');
  return { slug, rice };
}

test('1.5 kg of rice from the product page through the cart to an order placed in a Dhaka city thana, the total right', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const t = w[lang];
  const { slug, rice } = await seedStore(page, lang);
  const base = `/store/${slug}`;

  // The banner keeps its 1920 × 560 shape at this width, and the card's photo is square.
  await page.goto(lang === 'en' ? `${base}?lang=en` : base);
  const box = await page.locator('img.banner').boundingBox();
  expect(box).not.toBeNull();
  if (box) expect(Math.abs(box.height - (box.width * 560) / 1920)).toBeLessThan(2);
  const card = await page.locator('article', { hasText: 'মিনিকেট চাল' }).locator('img.ph').boundingBox();
  if (card) expect(Math.abs(card.height - card.width)).toBeLessThan(2);
  await shot(page, info, lang, 'weight-store-home');

  // The product page: the price per kg in the customer's words, the box in their digits.
  await page.goto(`${base}/p/${rice}${lang === 'en' ? '?lang=en' : ''}`);
  await expect(page.locator('.product .price')).toHaveText(t.price);
  const qty = page.getByLabel(t.quantity, { exact: false }).and(page.locator('#qty'));
  await expect(qty).toHaveValue(lang === 'bn' ? '১' : '1');
  const photo = await page.locator('.gallery img').first().boundingBox();
  if (photo) expect(Math.abs(photo.height - photo.width)).toBeLessThan(2);
  // Off the kg's step (a quarter kg) is said at once, and nothing goes to the cart.
  await qty.fill(lang === 'bn' ? '১.১' : '1.1');
  await page.getByRole('button', { name: t.add }).click();
  await expect(page.locator('[data-added-note]')).toContainText(t.bad);
  await expect(qty).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-cart-count]')).toHaveText(lang === 'bn' ? '০' : '0');
  // + goes by a quarter: 1 → 1.25; then 1.5 typed, in the customer's digits.
  await qty.fill(lang === 'bn' ? '১' : '1');
  await page.getByRole('button', { name: t.more }).click();
  await expect(qty).toHaveValue(lang === 'bn' ? '১.২৫' : '1.25');
  await qty.fill(t.typed);
  await page.getByRole('button', { name: t.add }).click();
  await expect(page.locator('[data-cart-count]')).toHaveText(lang === 'bn' ? '১' : '1');
  await shot(page, info, lang, 'weight-product');
  await expectAccessible(page);

  await page.getByRole('link', { name: new RegExp(t.cart) }).click();
  await expect(page.locator('#cart tr')).toHaveCount(1);
  await expect(page.locator('#cart .q')).toHaveText(t.lineQty);
  await expect(page.locator('#cart')).toContainText(t.line);
  await shot(page, info, lang, 'weight-cart');
  await expectAccessible(page);
  await page.getByRole('link', { name: t.toCheckout }).click();

  // A city customer finds their thana under the city's name.
  await page.getByLabel(t.name).fill('রাশেদা বেগম');
  await page.getByLabel(t.mobile).fill(lang === 'bn' ? '০১৮১১-২২৩৩৪৪' : '01811-223344');
  await page.getByLabel(t.division, { exact: true }).selectOption({ label: t.dhaka });
  await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.dhaka });
  await expect(page.getByLabel(t.area)).toBeEnabled();
  await expect(page.getByLabel(t.area).locator('optgroup').first()).toHaveAttribute('label', t.city);
  await page.getByLabel(t.area).selectOption({ label: t.thana });
  await page.getByLabel(t.address).fill('বাড়ি ১২, রোড ৪');
  await expect(page.locator('#summary')).toContainText(t.lineQty);
  await expect(page.locator('#summary .total')).toContainText(t.total);
  await shot(page, info, lang, 'weight-checkout');
  await expectAccessible(page);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/stores/${slug}/orders`));
  await page.getByRole('button', { name: t.place }).click();
  // The quantity leaves as a plain ASCII decimal, the area as the thana's id.
  const body = (await sent).postDataJSON() as { lines: { quantity: string }[]; customer: { areaId: string } };
  expect(body.lines.map((l) => l.quantity)).toEqual(['1.5']);
  expect(body.customer.areaId).toBe('dmp-dhanmondi');

  await expect(page).toHaveURL(new RegExp(`${base}/orders/[0-9A-Z]{26}\\?t=`));
  await expect(page.getByText(t.thanks)).toBeVisible();
  await expect(page.locator('table.lines')).toContainText(t.tracked);
  await expect(page.locator('.sum.total')).toContainText(t.total);
  await expect(page.getByText(t.where)).toBeVisible();
  await shot(page, info, lang, 'weight-tracking');
  await expectAccessible(page);
});

test('the night theme: the banner and the square photos at this width', async ({ page }, info) => {
  const lang = langOf(info);
  const { slug, rice } = await seedStore(page, lang, 'night');
  await page.goto(`/store/${slug}${lang === 'en' ? '?lang=en' : ''}`);
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'night');
  const box = await page.locator('img.banner').boundingBox();
  if (box) expect(Math.abs(box.height - (box.width * 560) / 1920)).toBeLessThan(2);
  await shot(page, info, lang, 'weight-store-home-night');
  await expectAccessible(page);
  await page.goto(`/store/${slug}/p/${rice}${lang === 'en' ? '?lang=en' : ''}`);
  await shot(page, info, lang, 'weight-product-night');
  await expectAccessible(page);
});
