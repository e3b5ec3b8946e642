import { expect, test } from '@playwright/test';
import { ulid } from '@dokani/core';
import { expectAccessible, langOf, ownShop, seedSession, useLanguage } from '../support/flows.ts';
import { callApi, registerViaApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The screens' words, as the locale files have them (packages/i18n/locales/*/billing.json, errors.json).
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    free: 'ফ্রি',
    payable: '৳২,৬৯৯.০০',
    failed: 'পেমেন্ট হয়নি',
    success: 'পেমেন্ট সফল হয়েছে',
    noLimit: 'সীমা নেই',
    quickAmount: 'বিক্রির টাকা',
    sellLimit: 'আপনি বিক্রির ব্যবহারসীমা (৩০০) পূর্ণ করেছেন।',
    seePackages: 'প্যাকেজ দেখুন',
  },
  en: {
    shop: 'Mayer Doa Store',
    free: 'Free',
    payable: '৳2,699.00',
    failed: 'Payment failed',
    success: 'Payment successful',
    noLimit: 'No limit',
    quickAmount: 'Sale amount',
    sellLimit: 'You have reached your selling usage limit 300.',
    seePackages: 'See packages',
  },
} as const;

// Bangla on the phone, English on the desktop.
test('the owner buys Advanced for a year through the sandbox — a failed try first — and the limit chart shows no limits', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { token, shopId } = await ownShop(page, lang, w.shop);

  await page.goto('/settings/subscriptions');
  await expect(page.getByTestId('subscription-package')).toContainText(w.free);
  await shot(page, info, lang, 'billing-subscription-free');
  await page.goto('/settings/subscriptions/packages');
  await page.getByTestId('packages-period').locator('[data-value="advanced-yearly"]').click();
  await expect(page.getByTestId('packages-payable')).toHaveText(w.payable);
  await shot(page, info, lang, 'billing-packages');
  await expectAccessible(page);
  await page.getByTestId('packages-buy').click();

  // The first try fails at the provider.
  await expect(page.getByTestId('checkout-payable')).toHaveText(w.payable);
  await page.getByTestId('checkout-provider-sandbox').check();
  await shot(page, info, lang, 'billing-checkout');
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9A-Z]{26}$/);
  await expect(page.getByTestId('sandbox-amount')).toContainText(w.payable);
  await shot(page, info, lang, 'billing-sandbox');
  await page.getByTestId('sandbox-fail').click();
  await expect(page).toHaveURL(/\/settings\/subscriptions\/checkout\?payment=/);
  await expect(page.getByTestId('payment-result')).toContainText(w.failed);
  await shot(page, info, lang, 'billing-failed');

  // Tried again: paid.
  await page.getByTestId('payment-try-again').click();
  await expect(page.getByTestId('checkout-payable')).toHaveText(w.payable);
  await page.getByTestId('checkout-provider-sandbox').check();
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('sandbox-page')).toBeVisible();
  await page.getByTestId('sandbox-success').click();
  await expect(page.getByTestId('payment-result')).toContainText(w.success);
  await shot(page, info, lang, 'billing-success');
  const sub = await callApi<{ status: string; packageId: string; history: unknown[] }>(
    page.request,
    token,
    `/shops/${shopId}/subscription`,
  );
  expect(sub).toMatchObject({ status: 'active', packageId: 'advanced-yearly' });
  expect(sub.history).toHaveLength(1);

  await page.getByTestId('payment-to-limit-chart').click();
  await expect(page.getByTestId('usage-row')).toHaveCount(10);
  await expect(page.getByTestId('usage-no-limit')).toHaveCount(10);
  await shot(page, info, lang, 'billing-limit-chart');
  await expectAccessible(page);

  await page.goto('/settings/subscriptions');
  await expect(page.getByTestId('subscription-purchase')).toHaveCount(1);
  await expect(page.getByTestId('subscription-days-left')).toBeVisible();
  await shot(page, info, lang, 'billing-subscription-active');
});

test('a Free shop at its monthly selling limit is told so in its language, with the way to the packages', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await useLanguage(page, lang);
  const mobile = freshMobile();
  const { token, shopId = '' } = await registerViaApi(page.request, mobile, '24680', w.shop);
  // 300 quick sales: the Free package's month.
  for (let batch = 0; batch < 15; batch += 1) {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        callApi(page.request, token, `/shops/${shopId}/sales`, {
          id: ulid(),
          quickSell: { amount: '10' },
          payments: [{ method: 'cash', amount: '10' }],
        }),
      ),
    );
  }
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });
  await page.goto('/settings/limit-chart');
  await expect(page.locator('[data-testid="usage-row"][data-feature="sell"]')).toHaveAttribute('data-level', 'high');
  await shot(page, info, lang, 'billing-limit-chart-full');

  await page.goto('/quick-sell');
  await page.getByLabel(w.quickAmount, { exact: true }).fill('50');
  await page.getByTestId('quick-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: w.sellLimit }).first()).toBeVisible();
  const offer = page.getByRole('button', { name: w.seePackages });
  await expect(offer).toBeVisible();
  await shot(page, info, lang, 'billing-sell-limit');
  await offer.click();
  await expect(page).toHaveURL(/\/settings\/subscriptions\/packages$/);
  await expect(page.getByTestId('packages-free')).toBeVisible();
});
