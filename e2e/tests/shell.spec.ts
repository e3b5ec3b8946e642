import { expect, test } from '@playwright/test';
import { expectAccessible, seedSession, useLanguage } from '../support/flows.ts';
import { registerViaApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';

test('gates: without a session every gated page goes to /auth, replacing history', async ({ page }) => {
  await page.goto('/auth');
  for (const path of ['/home', '/sell', '/shop', '/online-shop', '/settings', '/reports/sales']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
  // Replace, not push: going back does not return to the gated page.
  await page.goto('/auth');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/home$/);
});

test('gates: a session without a selected shop reaches /shop but not the dashboard', async ({ page, request }) => {
  const mobile = freshMobile();
  const { token } = await registerViaApi(request, mobile, '11223');
  await seedSession(page, { token, mobile, shop: null });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth|\/shop/);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop(\/add)?$/);
});

for (const lang of ['bn', 'en'] as const) {
  test(`the stored language's date and number data are read by a worker before the page formats (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const worker = page.waitForEvent('worker');
    await page.goto('/auth');
    // boot.js starts it (intl-warm.js), named after the language; the page allows it (CSP worker-src)
    expect((await worker).url()).toMatch(/\/intl-warm\.js$/);
    await expect(page.getByTestId('phone-input')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const lang of ['bn', 'en'] as const) {
  test(`language and theme switch at once and persist (${lang})`, async ({ page, request }) => {
    await useLanguage(page, lang);
    const mobile = freshMobile();
    await registerViaApi(request, mobile, '55555', 'Theme Shop');
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByTestId('language-toggle').click();
    const other = lang === 'bn' ? 'en' : 'bn';
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);

    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('theme-dark').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test(`/crash-test shows the error screen, an unknown path shows not-found (${lang})`, async ({ page, request }) => {
    await useLanguage(page, lang);
    const mobile = freshMobile();
    const { token, shopId } = await registerViaApi(request, mobile, '24242', 'Crash Shop');
    await seedSession(page, { token, mobile, shop: { id: shopId ?? '', name: 'Crash Shop' } });
    await page.goto('/crash-test');
    const screen = page.getByTestId('error-screen');
    await expect(screen).toBeVisible();
    await expect(page.getByTestId('support-call')).toHaveAttribute('href', /^tel:/);
    await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:/);
    await screen.getByRole('button', { name: lang === 'bn' ? /বিস্তারিত/ : /show details/i }).click();
    await expect(screen.locator('pre')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    // The page table's texts (`nav`): asked for beside the entry (a stored session), in the
    // stored language, and in place — the heading and the tab's title, never a raw key.
    expect(await page.locator(`link[rel="modulepreload"][href*="/locale-${lang}-nav-"]`).count()).toBe(1);
    await expect(page.getByRole('heading', { name: lang === 'bn' ? 'পাতাটি পাওয়া যায়নি' : 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(lang === 'bn' ? 'পাতা পাওয়া যায়নি · দোকানি' : 'Not found · Dokani');
    await expectAccessible(page);
  });
}
