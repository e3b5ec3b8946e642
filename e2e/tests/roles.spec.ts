import { expect, test, type Page } from '@playwright/test';
import { ulid } from '@dokani/core';
import { callApi, registerViaApi } from '../support/api.ts';
import { type Lang, langOf, ownShop, seedSession } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The screens' words, as the locale files have them.
const words = {
  bn: {
    shop: 'রহমান ট্রেডার্স',
    product: 'মিনিকেট চাল ৫ কেজি',
    notAllowed: 'এই পাতাটি আপনার ভূমিকায় নেই',
    addExpense: 'খরচ লিখুন',
    category: 'খাত',
    amount: 'টাকার পরিমাণ',
    submit: 'সেভ করুন',
    saved: 'খরচ লেখা হয়েছে',
    tea: { name: 'চা-নাস্তা', typed: '১৮০', shown: '৳১৮০.০০' },
  },
  en: {
    shop: 'Rahman Traders',
    product: 'Miniket rice 5 kg',
    notAllowed: 'This page is not part of your role',
    addExpense: 'Add expense',
    category: 'Category',
    amount: 'Amount',
    submit: 'Save',
    saved: 'Expense saved',
    tea: { name: 'Tea & snacks', typed: '180', shown: '৳180.00' },
  },
} as const;

/** An owner's shop with a member of a ready role, signed in as that member; answers the owner's token and the shop. */
async function memberOf(page: Page, lang: Lang, ready: 'manager' | 'accountant' | 'cashier'): Promise<{ token: string; shopId: string }> {
  const { token, shopId } = await ownShop(page, lang, words[lang].shop, { signedIn: false });
  const roles = await callApi<{ items: { id: string; ready: string | null }[] }>(page.request, token, `/shops/${shopId}/roles`);
  const roleId = roles.items.find((r) => r.ready === ready)?.id ?? '';
  const mobile = freshMobile();
  const member = await registerViaApi(page.request, mobile, '13579');
  await callApi(page.request, token, `/shops/${shopId}/members`, { id: ulid(), mobile, roleId });
  await seedSession(page, { token: member.token, mobile, shop: { id: shopId, name: words[lang].shop } });
  return { token, shopId };
}

test('a manager adds a product and keeps the shop going, but App Access and subscriptions are not theirs', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await memberOf(page, lang, 'manager');
  await page.goto('/product/add');
  await page.getByTestId('product-name-input').fill(w.product);
  await page.getByTestId('purchase-price-input').fill('320');
  await page.getByTestId('sell-price-input').fill('350');
  await page.getByTestId('opening-stock-input').fill('12');
  await page.getByTestId('product-save').click();
  // saved, the page goes on to the product list by itself (going there at once could cut the save short)
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByTestId('product-row').filter({ hasText: w.product })).toHaveCount(1);
  if (info.project.name === 'desktop') {
    await expect(page.getByTestId('nav-product')).toBeVisible();
    await expect(page.getByTestId('nav-purchase')).toBeVisible();
    await expect(page.getByTestId('nav-accessManagement')).toHaveCount(0);
    await expect(page.getByTestId('nav-subscriptions')).toHaveCount(0);
  }
  await shot(page, info, lang, 'roles-manager-products');
  // Opened by its address, App Access says it is not theirs instead of a page that cannot work.
  await page.goto('/access-management');
  await expect(page.getByTestId('not-allowed')).toContainText(w.notAllowed);
  await page.goto('/settings/subscriptions/packages');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await shot(page, info, lang, 'roles-manager-refused');
});

test('an accountant writes an expense and reads it in the report, and cannot sell', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await memberOf(page, lang, 'accountant');
  await page.goto('/expense');
  await page.getByRole('button', { name: w.addExpense }).click();
  const dialog = page.getByRole('dialog', { name: w.addExpense });
  await dialog.getByLabel(w.category, { exact: true }).selectOption({ label: w.tea.name });
  await dialog.getByLabel(w.amount, { exact: true }).fill(w.tea.typed);
  await dialog.getByRole('button', { name: w.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(w.saved).last()).toBeVisible();
  await page.goto('/reports/expense');
  await expect(page.getByTestId('expense-total-total')).toHaveText(w.tea.shown);
  await shot(page, info, lang, 'roles-accountant-report');
  if (info.project.name === 'desktop') {
    await expect(page.getByTestId('nav-expense')).toBeVisible();
    await expect(page.getByTestId('nav-sell')).toHaveCount(0);
    await expect(page.getByTestId('nav-product')).toHaveCount(0);
  }
  await page.goto('/quick-sell');
  await expect(page.getByTestId('not-allowed')).toContainText(w.notAllowed);
  await expect(page.getByTestId('quick-submit')).toHaveCount(0);
  await shot(page, info, lang, 'roles-accountant-not-allowed');
});

test('a cashier sells: home, the counter and the sale show no cost, profit, void or return, and nothing asks what the role may not read', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/')) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  const { token, shopId } = await memberOf(page, lang, 'cashier');
  const shop = `/shops/${shopId}`;
  const product = await callApi(page.request, token, `${shop}/products`, {
    id: ulid(),
    name: w.product,
    unit: 'pcs',
    purchasePrice: '320',
    sellPrice: '350',
    openingStock: '12',
  });
  const customer = await callApi(page.request, token, `${shop}/contacts`, {
    id: ulid(),
    type: 'customer',
    name: lang === 'bn' ? 'রহিম মিয়া' : 'Rahim Mia',
    mobile: freshMobile().replace(/^019/, '017'),
  });
  const sale = await callApi(page.request, token, `${shop}/sales`, {
    id: ulid(),
    customerId: customer.id,
    lines: [{ productId: product.id, quantity: '1' }],
    payments: [{ method: 'cash', amount: '350' }],
  });

  await page.goto('/home');
  await expect(page.getByTestId('home-quick-sell')).toBeVisible();
  await expect(page.getByTestId('home-quick-purchase')).toHaveCount(0);
  await expect(page.getByTestId('home-figures')).toHaveCount(0);
  await shot(page, info, lang, 'cashier-home');

  await page.goto('/sell');
  await expect(page.getByText(w.product).first()).toBeVisible();
  await shot(page, info, lang, 'cashier-sell');

  await page.goto(`/sell-list/${sale.id}`);
  await expect(page.getByTestId('invoice-detail')).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  await expect(page.getByTestId('invoice-profit')).toHaveCount(0);
  await expect(page.getByTestId('invoice-void')).toHaveCount(0);
  await expect(page.getByTestId('invoice-return')).toHaveCount(0);
  await shot(page, info, lang, 'cashier-sale');

  await page.goto('/sell-list');
  await expect(page.getByTestId('book-totals')).toBeVisible();
  await expect(page.getByTestId('book-totals')).not.toContainText(lang === 'bn' ? 'লাভ' : 'Profit');

  await page.goto(`/contact/${customer.id}`);
  await expect(page.getByTestId('contact-detail-page')).toBeVisible();
  await expect(page.getByTestId('due-give')).toHaveCount(0);
  await expect(page.getByTestId('due-remind')).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await expect(page.getByTestId('settings-logout')).toBeVisible();
  await shot(page, info, lang, 'cashier-settings');
  expect(refused).toEqual([]);
});
