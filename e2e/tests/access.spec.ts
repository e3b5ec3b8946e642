import { expect, test } from '@playwright/test';
import { enterNumber, expectAccessible, langOf, ownShop, typeDigits, useLanguage } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { otpFor } from '../support/outbox.ts';
import { shot } from '../support/shots.ts';

const words = {
  bn: {
    shop: 'বিসমিল্লাহ স্টোর',
    cashier: 'ক্যাশিয়ার',
    invited: 'এখনো অ্যাকাউন্ট খোলেননি',
    name: 'সুমন মিয়া',
    quickAmount: 'বিক্রির টাকা',
    amount: '১৫০',
    remove: 'হ্যাঁ, সরিয়ে দিন',
    role: 'আপনার ভূমিকা: ক্যাশিয়ার',
    removed: 'এই দোকানটি আপনার জন্য খোলা নেই',
  },
  en: {
    shop: 'Bismillah Store',
    cashier: 'Cashier',
    invited: 'No account yet',
    name: 'Sumon Mia',
    quickAmount: 'Sale amount',
    amount: '150',
    remove: 'Yes, remove',
    role: 'Your role: Cashier',
    removed: 'This shop is not open to you',
  },
} as const;

// Bangla on the phone, English on the desktop.
test('the owner adds a cashier by number; the cashier signs up as invited, sees only selling and contacts, sells; removed, their next sale is refused', async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await ownShop(page, lang, w.shop);

  // The owner adds a number that has no account yet, as a cashier.
  const cashierMobile = freshMobile();
  await page.goto('/access-management');
  await expect(page.getByTestId('access-person')).toHaveCount(1);
  await page.getByTestId('access-mobile').fill(cashierMobile);
  await page.getByTestId('access-role').selectOption({ label: w.cashier });
  await page.getByTestId('access-add').click();
  const invited = page.getByTestId('access-person').filter({ hasText: w.invited });
  await expect(invited).toHaveCount(1);
  await shot(page, info, lang, 'access-people');
  await expectAccessible(page);

  // The cashier, on a phone of their own: OTP, "I was invited", name, PIN — and the shop is there.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const cashier = await context.newPage();
  await useLanguage(cashier, lang);
  await cashier.goto('/auth');
  const since = Date.now();
  await enterNumber(cashier, cashierMobile);
  await expect(cashier).toHaveURL(/\/auth\/otp$/);
  await typeDigits(cashier, 'otp-input', await otpFor(cashierMobile, since));
  await cashier.getByTestId('submit').click();
  await expect(cashier).toHaveURL(/\/auth\/user-intent$/);
  await cashier.getByTestId('intent-invited').click();
  await cashier.getByTestId('submit').click();
  await cashier.getByTestId('name-input').fill(w.name);
  await cashier.getByTestId('submit').click();
  await typeDigits(cashier, 'pin-input', '13579');
  await typeDigits(cashier, 'pin-confirm-input', '13579');
  await cashier.getByTestId('submit').click();
  await expect(cashier).toHaveURL(/\/shop$/);
  const shopItem = cashier.getByTestId('shop-item');
  await expect(shopItem).toHaveCount(1);
  await expect(shopItem).toContainText(w.role);
  await shopItem.click();
  await expect(cashier).toHaveURL(/\/home$/);
  if (info.project.name === 'desktop') {
    await expect(cashier.getByTestId('nav-sell')).toBeVisible();
    await expect(cashier.getByTestId('nav-contact')).toBeVisible();
    await expect(cashier.getByTestId('nav-expense')).toHaveCount(0);
    await expect(cashier.getByTestId('nav-accessManagement')).toHaveCount(0);
  }

  // A sale.
  await cashier.goto('/quick-sell');
  await cashier.getByLabel(w.quickAmount, { exact: true }).fill(w.amount);
  await cashier.getByTestId('quick-submit').click();
  await expect(cashier.getByTestId('counter-success')).toBeVisible();
  await shot(cashier, info, lang, 'access-cashier-sold');

  // The owner removes them …
  await page.reload();
  const person = page.getByTestId('access-person').filter({ hasText: w.name });
  await expect(person).toHaveCount(1);
  await person.getByTestId('access-remove').click();
  await page.getByTestId('access-remove-confirm').click();
  await expect(page.getByTestId('access-person')).toHaveCount(1);

  // … and their very next sale is refused, and the screen says why.
  await cashier.goto('/quick-sell');
  await cashier.getByLabel(w.quickAmount, { exact: true }).fill(w.amount);
  await cashier.getByTestId('quick-submit').click();
  await expect(cashier.getByTestId('counter-success')).toHaveCount(0);
  await expect(cashier.getByRole('alert').filter({ hasText: w.removed }).first()).toBeVisible();
  await shot(cashier, info, lang, 'access-cashier-removed');
  await context.close();
});
