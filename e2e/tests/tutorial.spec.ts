import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ulid } from '@dokani/core';
import { TUTORIAL_GUIDES } from '@dokani/contracts/tutorial';
import { expectAccessible, ownShop } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// App training (/tutorial). Its words, as packages/i18n/locales/bn/tutorial.json has them.
const words = {
  next: 'শিখে নিন: পণ্য যোগ করুন',
  secondNext: 'শিখে নিন: প্রথম বিক্রি',
  open: 'নতুন পণ্য খুলুন',
  learned: 'শেখা হয়েছে',
  progress: '৮টির মধ্যে ১টি শেখা হয়েছে',
};

/** A shop that looks used: products with stock, customers with dues, an expense. */
async function seedShop(page: Page, token: string, shopId: string): Promise<void> {
  const base = `/shops/${shopId}`;
  for (const [name, unit, buy, sell, stock] of [
    ['মিনিকেট চাল', 'kg', '62', '70', '120'],
    ['সয়াবিন তেল ১ লিটার', 'pcs', '165', '180', '40'],
    ['মসুর ডাল', 'kg', '105', '120', '35'],
    ['লাক্স সাবান', 'pcs', '55', '65', '60'],
  ])
    await callApi(page.request, token, `${base}/products`, {
      id: ulid(),
      name,
      unit,
      purchasePrice: buy,
      sellPrice: sell,
      openingStock: stock,
    });
  for (const [name, amount] of [
    ['রহিম মিয়া', '450'],
    ['করিম শেখ', '1200'],
  ]) {
    const c = await callApi(page.request, token, `${base}/contacts`, { id: ulid(), type: 'customer', name, mobile: freshMobile() });
    await callApi(page.request, token, `${base}/due-entries`, {
      id: ulid(),
      contactId: c.id,
      direction: 'given',
      dueType: 'money',
      amount,
    });
  }
  const { items } = await callApi<{ items: { id: string }[] }>(page.request, token, `${base}/expense-categories`);
  await callApi(page.request, token, `${base}/expenses`, { id: ulid(), categoryId: items[0]?.id, amount: '8000', note: 'দোকান ভাড়া' });
}

test('bn, phone: home offers a new shop its next guide; the guide is followed to its screen and counts as learned', async ({
  page,
}, info) => {
  await ownShop(page, 'bn', 'শেখার দোকান');
  await page.goto('/home');
  const card = page.getByTestId('home-next-guide');
  await expect(card).toContainText(words.next);
  await shot(page, info, 'bn', 'tutorial-home');
  await card.getByTestId('home-next-guide-open').click();
  await expect(page).toHaveURL(/\/tutorial\/products$/);
  // the picture of the real screen is there and drawn
  const picture = page.getByTestId('tutorial-picture');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  await expectAccessible(page);
  await shot(page, info, 'bn', 'tutorial-guide');
  await page.getByTestId('tutorial-open').click();
  await expect(page).toHaveURL(/\/product\/add$/);
  await expect(page.getByTestId('tutorial-open')).toHaveCount(0);

  // the list remembers it (the server keeps it for the user), and home offers the next one
  await page.goto('/tutorial');
  await expect(page.getByTestId('tutorial-progress')).toContainText(words.progress);
  await expect(page.getByTestId('tutorial-guide-products')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('tutorial-guide-products')).toContainText(words.learned);
  await shot(page, info, 'bn', 'tutorial-list');
  await page.goto('/home');
  await expect(page.getByTestId('home-next-guide')).toContainText(words.secondNext);

  // Settings → App training opens it too; dark theme reads
  await page.goto('/settings');
  await page.getByRole('link', { name: 'অ্যাপ ট্রেনিং' }).click();
  await expect(page).toHaveURL(/\/tutorial$/);
  // the theme as the app keeps it, read at load (switching it in place checks colours mid-transition)
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.reload();
  await expect(page.getByTestId('tutorial-guide-products')).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, 'bn', 'tutorial-list-dark');
});

// The guides' pictures are the real screens, drawn by this journey at phone width in both
// languages. `npm run tutorial:pictures` runs it with TUTORIAL_PICTURES=1 and they are written into
// the app (apps/web/public/tutorial, committed); otherwise into the run's folder, checked and left.
test('the guides’ pictures: each guide’s screen, in Bangla and English, as the app draws it', async ({ page }) => {
  test.setTimeout(300_000);
  const root = resolve(import.meta.dirname, '../..');
  const dir =
    process.env.TUTORIAL_PICTURES === '1'
      ? join(root, 'apps/web/public/tutorial')
      : join(process.env.E2E_RUN_DIR ?? join(root, '.tmp'), 'tutorial');
  mkdirSync(dir, { recursive: true });
  const { token, shopId } = await ownShop(page, 'bn', 'মায়ের দোয়া স্টোর');
  await seedShop(page, token, shopId);
  for (const lang of ['bn', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('dokani-lang', l), lang);
    for (const guide of TUTORIAL_GUIDES) {
      await page.goto(guide.to);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // fonts and pictures settled, nothing focused, from the top
      await page.evaluate(async () => {
        await document.fonts.ready;
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const file = join(dir, `${guide.key}-${lang}.webp`);
      await sharp(png).resize({ width: 360 }).webp({ quality: 72 }).toFile(file);
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(360);
      expect(statSync(file).size).toBeGreaterThan(4_000);
    }
  }
});
