import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toBanglaDigits, ulid } from '@dokani/core';
import { expectAccessible, type Lang, ownShop, seedSession } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The counter (decision 0004) as a shopkeeper uses it: Bangla on the phone (one side at a time, the
// sticky bar's big button), English on the desktop (search and bill side by side). Figures:
// sale 1 — 2 kg lentils (120) + 1 soap (45) = 285, paid 500 cash → 215 change;
// sale 2 — 2 soaps = 90, paid 40 → 50 due to a new customer;
// quick sell 300 (profit 60); purchase 10 kg lentils at 100 = 1,000, all due to a supplier →
// lentil stock 20 − 2 + 10 = 28.
const words = {
  bn: {
    shop: 'ভাই ভাই স্টোর',
    lentil: 'মসুর ডাল',
    soap: 'লাক্স সাবান',
    supplier: 'রহমান ট্রেডার্স',
    customer: 'জামাল হোসেন',
    add: (n: string) => `${n} যোগ করুন`,
    qtyOf: (n: string) => `${n}-এর পরিমাণ`,
    search: 'নাম বা বারকোড দিয়ে পণ্য খুঁজুন',
    received: 'পেলাম (নগদ)',
    paid: 'দিলাম (নগদ)',
    customerField: 'কাস্টমার',
    supplierField: 'সাপ্লায়ার',
    mobile: 'মোবাইল নম্বর',
    addNew: (text: string) => `নতুন হিসেবে যোগ করুন: ${text}`,
    sell: (total: string) => `বিক্রি করুন ${total}`,
    buy: (total: string) => `কেনা সেভ করুন ${total}`,
    sold: 'বিক্রি হয়েছে',
    bought: 'কেনা হয়েছে',
    newSale: 'নতুন বিক্রি',
    allDue: 'পুরোটাই বাকিতে',
    needsCustomer: 'কিছু টাকা বাকি থাকছে — কাস্টমার বেছে নিন বা নতুন যোগ করুন।',
    quickAmount: 'বিক্রির টাকা',
    quickProfit: 'লাভ (ঐচ্ছিক)',
    two: '২',
    ten: '১০',
    typed: { cash: '৫০০', part: '৪০', quick: '৩০০', profit: '৬০' },
    shown: {
      sale1: '৳২৮৫.০০',
      change: '৳২১৫.০০',
      sale2: '৳৯০.০০',
      due: '৳৫০.০০',
      owes: 'পাবো ৳৫০.০০',
      quick: '৳৩০০.০০',
      purchase: '৳১,০০০.০০',
      weOwe: 'দেবো ৳১,০০০.০০',
      stockUp: '+১০ কেজি',
      stock: '২৮ কেজি',
    },
  },
  en: {
    shop: 'Bhai Bhai Store',
    lentil: 'Red Lentil',
    soap: 'Lux Soap',
    supplier: 'Rahman Traders',
    customer: 'Jamal Hossain',
    add: (n: string) => `Add ${n}`,
    qtyOf: (n: string) => `Quantity of ${n}`,
    search: 'Find a product by name or barcode',
    received: 'Received (Cash)',
    paid: 'Paid (Cash)',
    customerField: 'Customer',
    supplierField: 'Supplier',
    mobile: 'Mobile number',
    addNew: (text: string) => `Add as new: ${text}`,
    sell: (total: string) => `Sell ${total}`,
    buy: (total: string) => `Save purchase ${total}`,
    sold: 'Sold',
    bought: 'Purchase saved',
    newSale: 'New sale',
    allDue: 'All on due',
    needsCustomer: 'Something is left unpaid — choose a customer or add a new one.',
    quickAmount: 'Sale amount',
    quickProfit: 'Profit (optional)',
    two: '2',
    ten: '10',
    typed: { cash: '500', part: '40', quick: '300', profit: '60' },
    shown: {
      sale1: '৳285.00',
      change: '৳215.00',
      sale2: '৳90.00',
      due: '৳50.00',
      owes: 'To get ৳50.00',
      quick: '৳300.00',
      purchase: '৳1,000.00',
      weOwe: 'To pay ৳1,000.00',
      stockUp: '+10 kg',
      stock: '28 kg',
    },
  },
} as const;

type Auth = { token: string; shopId: string };

async function post(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<void> {
  const res = await request.post(`/api/v1/shops/${auth.shopId}${path}`, { data, headers: { authorization: `Bearer ${auth.token}` } });
  expect(res.status(), await res.text()).toBe(201);
}

async function openShop(page: Page, lang: Lang): Promise<Auth & { barcode: string }> {
  const w = words[lang];
  const { token, shopId, mobile } = await ownShop(page, lang, w.shop, { signedIn: false });
  const auth = { token, shopId };
  // A shop's own barcode (in-store prefix 2), unique per run.
  const barcode = `2${String(Date.now()).slice(-11)}${Math.floor(Math.random() * 10)}`;
  await post(page.request, auth, '/products', {
    id: ulid(),
    name: w.lentil,
    unit: 'kg',
    purchasePrice: '100',
    sellPrice: '120',
    barcode,
    openingStock: '20',
  });
  await post(page.request, auth, '/products', {
    id: ulid(),
    name: w.soap,
    unit: 'pcs',
    purchasePrice: '38',
    sellPrice: '45',
    openingStock: '30',
  });
  await post(page.request, auth, '/contacts', { id: ulid(), type: 'supplier', name: w.supplier, mobile: freshMobile() });
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });
  return { ...auth, barcode };
}

// Bangla on the phone, English on the desktop: each project runs its own language.
test('sell with a scan and change, sell on due to a new customer, quick sell, buy on due and see the stock rise', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const lang: Lang = phone ? 'bn' : 'en';
  const w = words[lang];
  const { barcode } = await openShop(page, lang);
  const toBill = async () => {
    if (phone) await page.getByTestId('counter-to-cart').click();
  };

  // --- Sale 1: a scan, a tap, cash with change.
  await page.goto('/sell');
  const search = page.getByRole('searchbox', { name: w.search });
  await expect(page.getByRole('button', { name: w.add(w.soap) })).toBeVisible();
  await shot(page, info, lang, 'sell-empty');
  // A USB scanner types the code and Enter.
  await search.click();
  await search.pressSequentially(barcode);
  await search.press('Enter');
  await expect(search).toHaveValue('');
  await page.getByRole('button', { name: w.add(w.soap) }).click();
  if (!phone) await expect(search).toBeFocused();
  await toBill();
  const lentilQty = page.getByRole('textbox', { name: w.qtyOf(w.lentil) });
  await expect(lentilQty).toHaveValue(lang === 'bn' ? '১' : '1');
  await lentilQty.fill(w.two);
  const submit = page.getByTestId('counter-submit');
  await expect(submit).toHaveText(w.sell(w.shown.sale1));
  await page.getByRole('textbox', { name: w.received }).fill(w.typed.cash);
  await expect(page.getByTestId('total-change')).toHaveText(w.shown.change);
  await shot(page, info, lang, 'sell-bill');
  await expectAccessible(page);
  await submit.click();
  const done = page.getByTestId('counter-success');
  await expect(done.getByRole('heading', { name: w.sold })).toBeVisible();
  await expect(done.getByTestId('success-number')).toHaveText(lang === 'bn' ? 'S-০০০০০১' : 'S-000001');
  await expect(done.getByTestId('success-change')).toContainText(w.shown.change);
  await shot(page, info, lang, 'sell-done');
  await expectAccessible(page);
  await done.getByRole('button', { name: w.newSale }).click();

  // --- Sale 2: part paid, the rest due to a customer added on the spot.
  await page.getByRole('button', { name: w.add(w.soap) }).click();
  await page.getByRole('button', { name: w.add(w.soap) }).click();
  await toBill();
  await expect(submit).toHaveText(w.sell(w.shown.sale2));
  await page.getByRole('textbox', { name: w.received }).fill(w.typed.part);
  await expect(page.getByTestId('total-due')).toHaveText(w.shown.due);
  await submit.click();
  await expect(page.getByText(w.needsCustomer)).toBeVisible();
  const picker = page.getByRole('combobox', { name: w.customerField });
  await expect(picker).toBeFocused();
  await picker.fill(w.customer);
  await page.getByRole('option', { name: w.addNew(w.customer) }).click();
  const customerMobile = freshMobile();
  await page.getByLabel(w.mobile, { exact: true }).fill(lang === 'bn' ? toBanglaDigits(customerMobile) : customerMobile);
  await expect(page.getByTestId('due-new-balance')).toHaveText(w.shown.owes);
  await shot(page, info, lang, 'sell-due');
  await expectAccessible(page);
  await submit.click();
  await expect(done.getByRole('heading', { name: w.sold })).toBeVisible();
  await expect(done.getByTestId('success-due')).toContainText(w.shown.due);
  await expect(done.getByTestId('success-balance')).toHaveText(w.shown.owes);

  // The customer's balance in the contacts.
  await page.goto('/contact');
  const row = page.getByRole('link').filter({ hasText: w.customer });
  await expect(row).toContainText(w.shown.owes);

  // --- Quick sell: an amount and its profit, paid in cash.
  await page.goto('/quick-sell');
  await page.getByLabel(w.quickAmount, { exact: true }).fill(w.typed.quick);
  await page.getByLabel(w.quickProfit, { exact: true }).fill(w.typed.profit);
  await expect(page.getByTestId('quick-submit')).toHaveText(w.sell(w.shown.quick));
  await expectAccessible(page);
  await page.getByTestId('quick-submit').click();
  await expect(done.getByRole('heading', { name: w.sold })).toBeVisible();
  await expect(done.getByTestId('success-number')).toHaveText(lang === 'bn' ? 'S-০০০০০৩' : 'S-000003');
  await expect(done.getByTestId('success-total')).toHaveText(w.shown.quick);

  // --- Purchase: 10 kg lentils at the purchase price, all on due to the supplier.
  await page.goto('/purchase');
  await page.getByRole('button', { name: w.add(w.lentil) }).click();
  await toBill();
  await page.getByRole('textbox', { name: w.qtyOf(w.lentil) }).fill(w.ten);
  await expect(page.getByTestId('counter-submit')).toHaveText(w.buy(w.shown.purchase));
  await page.getByRole('button', { name: w.allDue }).click();
  const supplier = page.getByRole('combobox', { name: w.supplierField });
  await supplier.fill(w.supplier.slice(0, 3));
  await page.getByRole('option').filter({ hasText: w.supplier }).click();
  await expect(page.getByTestId('due-new-balance')).toHaveText(w.shown.weOwe);
  await shot(page, info, lang, 'purchase-bill');
  await expectAccessible(page);
  await page.getByTestId('counter-submit').click();
  await expect(done.getByRole('heading', { name: w.bought })).toBeVisible();
  await expect(done.getByTestId('success-stock')).toContainText(w.shown.stockUp);
  await expect(done.getByTestId('success-balance')).toHaveText(w.shown.weOwe);
  await shot(page, info, lang, 'purchase-done');
  await expectAccessible(page);

  // The stock book: 20 − 2 sold + 10 bought.
  await page.goto('/stock');
  await expect(page.getByTestId('stock-row').filter({ hasText: w.lentil })).toContainText(w.shown.stock);
});
