import { expect, test } from '@playwright/test';
import { enterNumber, expectAccessible, typeDigits, useLanguage, type Lang } from '../support/flows.ts';
import { registerViaApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { otpFor } from '../support/outbox.ts';

const wrongText = { bn: 'মোবাইল নম্বর বা পিন সঠিক নয়', en: 'The mobile number or PIN is not right' } as const;
const lockedText = { bn: 'অনেকবার ভুল পিন দেওয়া হয়েছে', en: 'Too many wrong PINs' } as const;

for (const lang of ['bn', 'en'] as Lang[]) {
  test(`five wrong PINs lock sign-in, forgot PIN lets the owner back in (${lang})`, async ({ page, request }) => {
    await useLanguage(page, lang);
    const mobile = freshMobile();
    await registerViaApi(request, mobile, '13579', lang === 'bn' ? 'পিন পরীক্ষা দোকান' : 'PIN Test Shop');

    await page.goto('/auth');
    await enterNumber(page, mobile);
    await expect(page).toHaveURL(/\/auth\/pin$/);
    const alert = page.getByRole('alert');
    for (let i = 1; i <= 5; i += 1) {
      await page.getByTestId('pin-input').locator('input').fill('');
      await typeDigits(page, 'pin-input', '00000');
      await page.getByTestId('submit').click();
      // Four wrong PINs say so; the fifth locks sign-in and says until when.
      await expect(alert).toContainText(i < 5 ? wrongText[lang] : lockedText[lang]);
    }
    // The right PIN is refused too while the lock lasts.
    await page.getByTestId('pin-input').locator('input').fill('');
    await typeDigits(page, 'pin-input', '13579');
    await page.getByTestId('submit').click();
    await expect(alert).toContainText(lockedText[lang]);
    await expect(page).toHaveURL(/\/auth\/pin$/);
    await expectAccessible(page);

    // Forgot PIN works during the lock.
    await page.getByTestId('forgot-pin-link').click();
    await expect(page).toHaveURL(/\/auth\/forgot-pin$/);
    const since = Date.now();
    const phone = page.getByTestId('phone-input');
    if ((await phone.inputValue()) === '') await phone.fill(mobile);
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(/\/auth\/forgot-pin\/otp$/);
    await typeDigits(page, 'otp-input', await otpFor(mobile, since));
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(/\/auth\/forgot-pin\/set-pin$/);
    await typeDigits(page, 'pin-input', '97531');
    await typeDigits(page, 'pin-confirm-input', '97531');
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByText(lang === 'bn' ? 'পিন পরীক্ষা দোকান' : 'PIN Test Shop')).toBeVisible();
  });
}
