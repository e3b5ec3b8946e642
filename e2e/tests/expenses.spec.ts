import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, type Lang, ownShop } from '../support/flows.ts';
import { shot } from '../support/shots.ts';

// The screens' words, as the locale files have them (packages/i18n/locales/*/expenses.json).
const words = {
  bn: {
    shop: 'বিসমিল্লাহ জেনারেল স্টোর',
    title: 'খরচের খাতা',
    expenseTab: 'খরচ',
    incomeTab: 'আয়',
    manage: 'খাতগুলো',
    manageTitle: 'খাত ঠিক করুন',
    newCategoryName: 'নতুন খাতের নাম',
    createCategory: 'খাত যোগ করুন',
    close: 'বন্ধ করুন',
    addExpense: 'খরচ লিখুন',
    addIncome: 'আয় লিখুন',
    category: 'খাত',
    amount: 'টাকার পরিমাণ',
    note: 'নোট',
    submit: 'সেভ করুন',
    savedExpense: 'খরচ লেখা হয়েছে',
    savedIncome: 'আয় লেখা হয়েছে',
    entries: 'লেনদেনগুলো',
    totalExpense: 'মোট খরচ',
    totalIncome: 'মোট আয়',
    byCategory: 'খাত অনুযায়ী',
    emptyIncome: 'এই সময়ে কোনো আয় লেখা হয়নি',
    newCategory: 'দোকান পরিষ্কার',
    cleaning: { typed: '৩৫০', shown: '৳৩৫০.০০', note: 'ঝাড়ু আর ফিনাইল' },
    tea: { name: 'চা-নাস্তা', typed: '১২০.৫০', shown: '৳১২০.৫০' },
    total: '৳৪৭০.৫০',
    oneEntry: '১টি লেনদেন',
    twoEntries: '২টি লেনদেন',
    income: { name: 'কমিশন', typed: '২০০', shown: '৳২০০.০০', note: 'বিকাশ কমিশন' },
  },
  en: {
    shop: 'Bismillah General Store',
    title: 'Expense Book',
    expenseTab: 'Expenses',
    incomeTab: 'Income',
    manage: 'Categories',
    manageTitle: 'Manage categories',
    newCategoryName: 'New category name',
    createCategory: 'Add category',
    close: 'Close',
    addExpense: 'Add expense',
    addIncome: 'Add income',
    category: 'Category',
    amount: 'Amount',
    note: 'Note',
    submit: 'Save',
    savedExpense: 'Expense saved',
    savedIncome: 'Income saved',
    entries: 'Entries',
    totalExpense: 'Total expenses',
    totalIncome: 'Total income',
    byCategory: 'By category',
    emptyIncome: 'No income in this period',
    newCategory: 'Shop cleaning',
    cleaning: { typed: '350', shown: '৳350.00', note: 'Broom and phenyl' },
    tea: { name: 'Tea & snacks', typed: '120.50', shown: '৳120.50' },
    total: '৳470.50',
    oneEntry: '1 entry',
    twoEntries: '2 entries',
    income: { name: 'Commission', typed: '200', shown: '৳200.00', note: 'bKash commission' },
  },
} as const;

type Words = (typeof words)[Lang];

async function openShop(page: Page, lang: Lang): Promise<void> {
  await ownShop(page, lang, words[lang].shop, { pin: '97531' });
}

/** Opens the add dialog of the current book, fills category, amount and note, and saves. */
async function addEntry(
  page: Page,
  w: Words,
  button: string,
  saved: string,
  e: { category: string; typed: string; note?: string },
  beforeSave?: () => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel(w.category, { exact: true }).selectOption({ label: e.category });
  await dialog.getByLabel(w.amount, { exact: true }).fill(e.typed);
  if (e.note) await dialog.getByLabel(w.note, { exact: true }).fill(e.note);
  await beforeSave?.();
  await dialog.getByRole('button', { name: w.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(saved).last()).toBeVisible();
}

for (const lang of ['bn', 'en'] as Lang[]) {
  test(`write an expense in a new category, see it in the list and the totals by category, write an income (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    await openShop(page, lang);
    await page.goto('/expense');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: w.expenseTab })).toHaveAttribute('aria-selected', 'true');

    // A category of the shop's own, made in the category manager.
    await page.getByRole('button', { name: w.manage }).click();
    const manager = page.getByRole('dialog', { name: w.manageTitle });
    await manager.getByLabel(w.newCategoryName).fill(w.newCategory);
    await manager.getByRole('button', { name: w.createCategory }).click();
    await expect(manager.getByRole('listitem').filter({ hasText: w.newCategory })).toBeVisible();
    await expect(manager.getByLabel(w.newCategoryName)).toHaveValue('');
    await shot(page, info, lang, 'expense-categories');
    await expectAccessible(page);
    await manager.getByRole('button', { name: w.close, exact: true }).click();
    await expect(manager).toBeHidden();

    // An expense in it (amount typed in Bangla digits in Bangla), then one in a built-in category.
    await addEntry(
      page,
      w,
      w.addExpense,
      w.savedExpense,
      { category: w.newCategory, typed: w.cleaning.typed, note: w.cleaning.note },
      async () => {
        await shot(page, info, lang, 'expense-add');
        await expectAccessible(page);
      },
    );
    const list = page.getByRole('list', { name: w.entries });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(w.newCategory);
    await expect(rows.first()).toContainText(w.cleaning.shown);
    await expect(rows.first()).toContainText(w.cleaning.note);
    const totals = page.getByRole('region', { name: w.totalExpense });
    await expect(totals).toContainText(w.oneEntry);
    await expect(totals.getByTestId('expense-total')).toHaveText(w.cleaning.shown);

    await addEntry(page, w, w.addExpense, w.savedExpense, { category: w.tea.name, typed: w.tea.typed });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(w.tea.name);
    await expect(rows.first()).toContainText(w.tea.shown);
    await expect(totals.getByTestId('expense-total')).toHaveText(w.total);
    await expect(totals).toContainText(w.twoEntries);
    await expect(totals.getByRole('heading', { name: w.byCategory })).toBeVisible();
    const byCategory = totals.getByRole('listitem');
    await expect(byCategory).toHaveCount(2);
    await expect(byCategory.filter({ hasText: w.newCategory })).toContainText(w.cleaning.shown);
    await expect(byCategory.filter({ hasText: w.tea.name })).toContainText(w.tea.shown);
    await shot(page, info, lang, 'expense-book');
    await expectAccessible(page);

    // The income book, in its own tab, with its own totals.
    await page.getByRole('tab', { name: w.incomeTab }).click();
    await expect(page).toHaveURL(/[?&]book=income/);
    await expect(page.getByText(w.emptyIncome)).toBeVisible();
    await addEntry(page, w, w.addIncome, w.savedIncome, { category: w.income.name, typed: w.income.typed, note: w.income.note });
    const incomeRows = page.getByRole('list', { name: w.entries }).getByRole('listitem');
    await expect(incomeRows).toHaveCount(1);
    await expect(incomeRows.first()).toContainText(w.income.name);
    await expect(incomeRows.first()).toContainText(w.income.shown);
    await expect(incomeRows.first()).toContainText(w.income.note);
    const incomeTotals = page.getByRole('region', { name: w.totalIncome });
    await expect(incomeTotals.getByTestId('expense-total')).toHaveText(w.income.shown);
    await expect(incomeTotals).toContainText(w.oneEntry);
    await expect(incomeTotals.getByRole('listitem').filter({ hasText: w.income.name })).toContainText(w.income.shown);
    await shot(page, info, lang, 'income-book');
    await expectAccessible(page);

    // The expenses are where they were.
    await page.getByRole('tab', { name: w.expenseTab }).click();
    await expect(page.getByRole('region', { name: w.totalExpense }).getByTestId('expense-total')).toHaveText(w.total);
  });
}
