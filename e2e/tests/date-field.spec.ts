import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, type Lang, langOf, ownShop } from '../support/flows.ts';

// The shared date field on a report's custom period (/reports/sales): the calendar in the user's
// language and digits, picked by a tap, by the keyboard and by typing; the report and its address
// use the dates. Phone (360 px) in Bangla, desktop in English. The words are the locale files'.
const words = {
  bn: {
    shop: 'তারিখের দোকান',
    calendar: 'ক্যালেন্ডার',
    month: 'মাস',
    year: 'বছর',
    march: 'মার্চ',
    y2026: '২০২৬',
    day12: /১২ মার্চ, ২০২৬/,
    mar5: '৫ মার্চ, ২০২৬',
    mar12: '১২ মার্চ, ২০২৬',
    mar22: '২২ মার্চ, ২০২৬',
    typed: '২৫/০৩/২০২৬',
    mar25: '২৫ মার্চ, ২০২৬',
    twenty: '২০',
    twentyTwo: '২২',
  },
  en: {
    shop: 'Date Store',
    calendar: 'Calendar',
    month: 'Month',
    year: 'Year',
    march: 'March',
    y2026: '2026',
    day12: /March 12, 2026/,
    mar5: 'Mar 5, 2026',
    mar12: 'Mar 12, 2026',
    mar22: 'Mar 22, 2026',
    typed: '25/03/2026',
    mar25: 'Mar 25, 2026',
    twenty: '20',
    twentyTwo: '22',
  },
};

/** The open calendar, for a person to look at: /tmp/shots/date-field-<project>-<lang>-<theme>.png. */
async function calendarShot(page: Page, info: TestInfo, lang: Lang, theme: string): Promise<void> {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/date-field-${info.project.name}-${lang}-${theme}.png` });
}

test('a date field: the calendar in the user’s language, picked by tap, keyboard and typing; the report uses the dates', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await ownShop(page, lang, w.shop);

  await page.goto('/reports/sales?period=custom&from=2026-03-05&to=2026-03-20');
  const from = page.getByTestId('sales-from');
  await expect(from).toHaveValue(w.mar5);

  // A tap opens the calendar on the chosen day: month and year menus and the days in the user's words and digits.
  await from.click();
  const calendar = page.getByRole('dialog', { name: w.calendar });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('combobox', { name: w.month }).locator('option:checked')).toHaveText(w.march);
  await expect(calendar.getByRole('combobox', { name: w.year }).locator('option:checked')).toHaveText(w.y2026);
  const focused = calendar.locator('button:focus');
  await expect(focused).toHaveText(lang === 'bn' ? '৫' : '5');
  await calendarShot(page, info, lang, 'light');
  await expectAccessible(page);
  await calendar.getByRole('button', { name: w.day12 }).click();
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue(w.mar12);
  await expect(page).toHaveURL(/from=2026-03-12/);
  await expect(page.getByTestId('sales-range')).toContainText(w.mar12);

  // The keyboard: ↓ opens the calendar on the chosen day, arrows move, Enter picks, the focus comes back.
  const to = page.getByTestId('sales-to');
  await to.focus();
  await to.press('ArrowDown');
  await expect(calendar).toBeVisible();
  await expect(focused).toHaveText(w.twenty);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveText(w.twentyTwo);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(to).toBeFocused();
  await expect(to).toHaveValue(w.mar22);
  await expect(page).toHaveURL(/to=2026-03-22/);

  // Typing, in the user's digits, day first.
  await to.fill(w.typed);
  await expect(page).toHaveURL(/to=2026-03-25/);
  await to.press('Tab');
  await expect(to).toHaveValue(w.mar25);
  await expect(page.getByTestId('sales-range')).toContainText(w.mar25);

  // Dark theme: the same calendar, for a look.
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.reload();
  await expect(page.locator('html.dark')).toHaveCount(1);
  await from.click();
  await expect(calendar).toBeVisible();
  await expect(focused).toHaveText(lang === 'bn' ? '১২' : '12');
  await calendarShot(page, info, lang, 'dark');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(from).toBeFocused();
});
