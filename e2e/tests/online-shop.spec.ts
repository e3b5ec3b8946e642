import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible, langOf, ownShop } from '../support/flows.ts';
import { shot } from '../support/shots.ts';

// The screens' words, as packages/i18n/locales/*/online.json has them.
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    slug: 'ওয়েব ঠিকানা',
    facebook: 'ফেসবুক',
    inside: 'ঢাকার ভেতরে',
    outside: 'ঢাকার বাইরে',
    fee60: '৳৬০.০০',
    fee130: '৳১৩০.০০',
  },
  en: {
    shop: 'Mayer Doa Store',
    slug: 'Web address',
    facebook: 'Facebook',
    inside: 'Inside Dhaka',
    outside: 'Outside Dhaka',
    fee60: '৳60.00',
    fee130: '৳130.00',
  },
} as const;

// Bangla on the phone, English on the desktop.
test('the owner gives the store a web address, publishes it, and sets delivery packages; the public store answers', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { token, mobile } = await ownShop(page, lang, w.shop);
  const slug = `mayer-doa-${mobile.slice(-6)}-${lang}`;

  await page.goto('/online-shop/settings');
  await page.getByLabel(w.slug, { exact: true }).fill(slug);
  await expect(page.getByTestId('store-preview-url')).toContainText(`/store/${slug}`);
  await page.getByLabel(w.facebook, { exact: true }).fill('https://facebook.com/mayerdoa');
  await page.getByTestId('store-published').click();
  await page.getByTestId('store-save').click();
  await expect(page.getByTestId('store-view')).toBeVisible();
  await shot(page, info, lang, 'online-store-settings');
  await expectAccessible(page);
  const store = await page.request.get(`/api/v1/stores/${slug}`);
  expect(store.status()).toBe(200);

  await page.goto('/online-shop/delivery');
  for (const [name, fee] of [
    [w.inside, '60'],
    [w.outside, '120'],
  ] as const) {
    await page.getByTestId('package-add').click();
    const dialog = page.getByTestId('package-dialog');
    await dialog.getByTestId('package-name').fill(name);
    await dialog.getByTestId('package-fee').fill(fee);
    await dialog.getByTestId('package-save').click();
    await expect(dialog).toBeHidden();
  }
  const rows = page.getByTestId('package-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: w.inside }).getByTestId('package-row-fee')).toHaveText(w.fee60);
  // A change of fee.
  await rows.filter({ hasText: w.outside }).getByTestId('package-edit').click();
  await page.getByTestId('package-dialog').getByTestId('package-fee').fill('130');
  await page.getByTestId('package-dialog').getByTestId('package-save').click();
  await expect(rows.filter({ hasText: w.outside }).getByTestId('package-row-fee')).toHaveText(w.fee130);
  await shot(page, info, lang, 'online-delivery');
  await expectAccessible(page);
  const publicStore = await callApi<{ shippingPackages: { name: string; fee: string }[] }>(page.request, token, `/stores/${slug}`);
  expect(publicStore.shippingPackages.map((p) => [p.name, p.fee])).toEqual([
    [w.inside, '60.00'],
    [w.outside, '130.00'],
  ]);
});
