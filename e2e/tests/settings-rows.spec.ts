import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible, ownShop, signUp, useLanguage } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The Settings rows that were "not built yet": the shop's QR code, feedback, the configured links
// (e2e/support/start-server.ts sets COMMUNITY_URL and HELP_URL, not MOBILE_APP_URL) and refer /
// invite. The words are the locale files' (packages/i18n/locales/*/settings.json).
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    phone: '০১৭১২৩৪৫৬৭৮',
    address: 'বাজার রোড, সাভার, ঢাকা',
    contactIntro: 'কন্টাক্ট হিসেবে সেভ হবে',
    problem: 'সমস্যা',
    feedback: 'বিক্রির খাতায় প্রিন্ট করলে বাংলা যুক্তাক্ষর ভেঙে যায়, একটু দেখবেন?',
    waiting: 'উত্তরের অপেক্ষায়',
    sent: 'মতামত পাঠানো হয়েছে। ধন্যবাদ!',
    joined: (n: string) => `আপনার লিংকে যোগ দিয়েছেন: ${n} জন`,
    community: 'কমিউনিটি',
    help: 'হেল্প সেন্টার',
  },
  en: {
    shop: 'Mayer Doa Store',
    title: 'Personal QR code',
    storeIntro: 'your online shop opens',
    feedbackTitle: 'Feedback',
  },
} as const;

/** The PNG file's first eight bytes. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function downloadPng(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download').click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

async function dark(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test('bn, phone: the QR code downloads as a PNG, feedback is sent and listed, refer shows the code and counts a sign-up', async ({
  page,
  browser,
}, info) => {
  const w = words.bn;
  const { token, shopId } = await ownShop(page, 'bn', w.shop);
  await callApi(page.request, token, `/shops/${shopId}`, { publicPhone: '01712345678', address: w.address }, 'PATCH');

  // The links the server is configured with open outside the app; the one it has none for is not there.
  await page.goto('/settings');
  await expect(page.getByTestId('settings-page')).toBeVisible();
  const community = page.getByTestId('settings-community');
  await expect(community).toContainText(w.community);
  await expect(community).toHaveAttribute('href', 'https://community.dokani.example/groups/dokani');
  await expect(community).toHaveAttribute('target', '_blank');
  await expect(community).toHaveAttribute('rel', /noopener/);
  await expect(page.getByTestId('settings-help')).toContainText(w.help);
  await expect(page.getByTestId('settings-mobile-app')).toHaveCount(0);

  // The QR code: no online store yet, so the shop's contact card.
  await page.getByTestId('settings-qr').click();
  await expect(page).toHaveURL(/\/settings\/qr$/);
  await expect(page.getByTestId('qr-image')).toHaveAttribute('data-kind', 'contact');
  await expect(page.getByTestId('qr-page')).toContainText(w.contactIntro);
  await expect(page.getByTestId('qr-detail')).toHaveText([w.phone, w.address]);
  const png = await downloadPng(page);
  expect(png.name).toBe('shop-contact-qr.png');
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.bytes.length).toBeGreaterThan(1000);
  await shot(page, info, 'bn', 'settings-qr');
  await expectAccessible(page);

  // Feedback: a problem, with the downloaded code as its screenshot.
  await page.goto('/settings');
  await page.getByTestId('settings-feedback').click();
  await expect(page).toHaveURL(/\/settings\/feedback$/);
  await expect(page.getByTestId('feedback-empty')).toBeVisible();
  await page.getByTestId('feedback-kind').getByRole('button', { name: w.problem }).click();
  await page.getByTestId('feedback-text').fill(w.feedback);
  await page.getByTestId('feedback-screenshot-input').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png.bytes });
  await expect(page.getByTestId('feedback-screenshot-preview')).toBeVisible();
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText(w.sent)).toBeVisible();
  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('feedback-item-text')).toHaveText(w.feedback);
  await expect(item.getByTestId('feedback-waiting')).toHaveText(w.waiting);
  await expect(item.getByRole('img')).toBeVisible();
  await expect(page.getByTestId('feedback-text')).toHaveValue('');
  await shot(page, info, 'bn', 'settings-feedback');
  await expectAccessible(page);

  // Refer: the code and the invite link; a sign-up through the link is counted.
  await page.goto('/settings');
  const refer = page.getByTestId('settings-refer');
  const code = (await refer.getByTestId('settings-refer-code').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  const link = `${new URL(page.url()).origin}/auth?ref=${code}`;
  await expect(refer.getByTestId('settings-refer-link')).toHaveText(link);
  await expect(refer.getByTestId('settings-refer-joined')).toHaveText(w.joined('০'));
  await refer.scrollIntoViewIfNeeded();
  await shot(page, info, 'bn', 'settings-refer');

  const friend = await browser.newPage({ viewport: { width: 360, height: 780 } });
  try {
    await useLanguage(friend, 'bn');
    await friend.goto(link);
    // the sign-in page (drawn before its script runs) keeps the code once it has started
    await expect.poll(() => friend.evaluate(() => sessionStorage.getItem('dokani-ref'))).toBe(code);
    await signUp(friend, freshMobile(), 'নতুন দোকানি', '24680');
  } finally {
    await friend.close();
  }
  await page.reload();
  await expect(page.getByTestId('settings-refer-joined')).toHaveText(w.joined('১'));

  // The same screens in the dark theme.
  await dark(page);
  await page.getByTestId('settings-refer').scrollIntoViewIfNeeded();
  await shot(page, info, 'bn', 'settings-refer-dark');
  await page.goto('/settings/qr');
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await shot(page, info, 'bn', 'settings-qr-dark');
  await page.goto('/settings/feedback');
  await expect(page.getByTestId('feedback-item')).toHaveCount(1);
  await shot(page, info, 'bn', 'settings-feedback-dark');
  await expectAccessible(page);
});

test('en: a published store’s QR code holds its address; the feedback screen speaks English', async ({ page }, info) => {
  const w = words.en;
  const { token, shopId } = await ownShop(page, 'en', w.shop);
  const slug = `e2e-qr-${shopId.slice(-8).toLowerCase()}`;
  const store = await callApi<{ url: string }>(page.request, token, `/shops/${shopId}/online-shop`, { slug, published: true }, 'PATCH');
  await page.goto('/settings/qr');
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByTestId('qr-image')).toHaveAttribute('data-kind', 'store');
  await expect(page.getByTestId('qr-detail')).toHaveText([store.url]);
  await expect(page.getByTestId('qr-page')).toContainText(w.storeIntro);
  const png = await downloadPng(page);
  expect(png.name).toBe(`${slug}-qr.png`);
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  await shot(page, info, 'en', 'settings-qr-store');
  // Printed, the page is the shop's name and the code alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('qr-print-sheet')).toBeVisible();
  await expect(page.getByTestId('qr-print-sheet')).toContainText(w.shop);
  await expect(page.getByTestId('qr-card')).toBeHidden();
  await shot(page, info, 'en', 'settings-qr-print');
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/settings/feedback');
  await expect(page.getByRole('heading', { level: 1, name: w.feedbackTitle })).toBeVisible();
  await expect(page.getByTestId('feedback-kind').getByRole('button')).toHaveText(['Idea', 'Problem', 'Praise']);
});
