import { expect, test } from '@playwright/test';
import { toBanglaDigits } from '@dokani/core';
import { addShop, expectAccessible, logIn, signUp, useLanguage, langOf } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';

const text = {
  bn: { name: 'করিম মিয়া', shop: 'করিম স্টোর' },
  en: { name: 'Karim Mia', shop: 'Karim Store' },
} as const;

test(`sign up, set up a shop, reach home, log out and in again`, async ({ page }, info) => {
  const lang = langOf(info);
  await useLanguage(page, lang);
  // In Bangla the number is typed with Bangla digits, as a shopkeeper's keyboard gives them.
  const mobile = freshMobile();
  await signUp(page, lang === 'bn' ? toBanglaDigits(mobile) : mobile, text[lang].name, '24680');
  await expectAccessible(page);
  await addShop(page, text[lang].shop);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectAccessible(page);

  // Log out from settings, then sign in with number and PIN.
  await page.goto('/settings');
  await page.getByTestId('settings-logout').click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, mobile, '24680');
  await expect(page).toHaveURL(/\/(home|shop)$/);
  if (page.url().endsWith('/shop')) {
    await page.getByText(text[lang].shop).click();
  }
  await expect(page.getByTestId('home-page')).toContainText(text[lang].shop);
});
