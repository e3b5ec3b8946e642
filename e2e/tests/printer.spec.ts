import { expect, test } from '@playwright/test';
import { expectAccessible, langOf, ownShop } from '../support/flows.ts';
import { shot } from '../support/shots.ts';

// Bangla on the phone, English on the desktop.
test('the owner sets the printer: 58 mm paper, two copies, the cash drawer; a test print shows the sample receipt', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const { token, shopId } = await ownShop(page, lang, 'মায়ের দোয়া স্টোর');
  // The browser's print dialog is counted, not opened.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });

  await page.goto('/printer');
  await expect(page.getByTestId('printer-page')).toBeVisible();
  // Paper: 58 mm, 80 mm, A4 — the first.
  const paper58 = page.getByTestId('settings-receipt-paper').getByRole('button').first();
  await paper58.click();
  await expect(paper58).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('printer-copies').locator('[data-value="2"]').click();
  await expect(page.getByTestId('printer-copies').locator('[data-value="2"]')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('printer-open-drawer').click();
  await expect(page.getByTestId('printer-open-drawer')).toHaveAttribute('aria-checked', 'true');
  await shot(page, info, lang, 'printer');
  await expectAccessible(page);

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('printer-copies').locator('[data-value="2"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('printer-open-drawer')).toHaveAttribute('aria-checked', 'true');
  const saved = await page.request.get(`/api/v1/shops/${shopId}/settings`, { headers: { authorization: `Bearer ${token}` } });
  expect(await saved.json()).toMatchObject({ receiptPaper: '58', receiptCopies: 2, openDrawer: true, cutPaper: true });

  await page.getByTestId('printer-test-print').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('printer-test-receipt')).toBeVisible();
  await expect(page.getByTestId('printer-test-shop')).toHaveText('মায়ের দোয়া স্টোর');
  await expect(page.getByTestId('printer-test-price')).toContainText(lang === 'bn' ? '৳১২০.০০' : '৳120.00');
  await shot(page, info, lang, 'printer-test-receipt');
  await page.emulateMedia({ media: 'screen' });
});
