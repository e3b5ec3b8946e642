import { expect, test } from '@playwright/test';
import { ulid } from '@dokani/core';
import { expectAccessible, langOf, ownShop, seedSession } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The purchase book's journey. Lentils: opening stock 20 kg at 100. Purchase 1 = 10 kg at 100 =
// 1,000 from the supplier, 400 paid, 600 on due; purchase 2 = 5 kg at 100 = 500, paid in full.
// Giving 2 kg of purchase 1 back (200) comes off its due (600 → 400); purchase 2 is voided.
// Stock: 20 + 10 + 5 − 2 − 5 = 28 kg.
const words = {
  bn: {
    shop: 'বিসমিল্লাহ ট্রেডার্স',
    supplier: 'করিম এন্টারপ্রাইজ',
    lentil: 'মসুর ডাল',
    title: 'কেনার খাতা',
    moreFilters: 'আরও ফিল্টার',
    supplierLabel: 'সাপ্লায়ার',
    payment: 'পেমেন্ট',
    returnQty: 'মসুর ডাল — কতটা ফেরত',
    reason: 'ভুল দামে তোলা',
    reasonLabel: 'বাতিলের কারণ',
    voidConfirm: 'হ্যাঁ, বাতিল করুন',
    voided: 'বাতিল',
    total: '৳১,৫০০.০০',
    due: '৳৬০০.০০',
    paid: '৳৯০০.০০',
    one: 'P-০০০০০১',
    two: 'P-০০০০০২',
    returnValue: '৳২০০.০০',
    refund: '৳০.০০',
    dueAfterReturn: 'বাকি ৳৪০০.০০',
    memo: 'কেনার মেমো',
    balanceAfter: 'এই কেনার পর সাপ্লায়ারের পাওনা ৳৬০০.০০',
  },
  en: {
    shop: 'Bismillah Traders',
    supplier: 'Karim Enterprise',
    lentil: 'Red Lentils',
    title: 'Purchase Book',
    moreFilters: 'More filters',
    supplierLabel: 'Supplier',
    payment: 'Payment',
    returnQty: 'Red Lentils — Quantity to return',
    reason: 'Entered at the wrong price',
    reasonLabel: 'Reason',
    voidConfirm: 'Yes, void it',
    voided: 'Void',
    total: '৳1,500.00',
    due: '৳600.00',
    paid: '৳900.00',
    one: 'P-000001',
    two: 'P-000002',
    returnValue: '৳200.00',
    refund: '৳0.00',
    dueAfterReturn: 'Due ৳400.00',
    memo: 'Purchase memo',
    balanceAfter: 'After this purchase we owe the supplier ৳600.00',
  },
} as const;

// Bangla on the phone, English on the desktop.
test('purchase book: totals, filter by supplier and due, give goods back off the due, void a purchase; stock and the supplier follow', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { token, shopId, mobile } = await ownShop(page, lang, w.shop, { signedIn: false });
  const shop = `/shops/${shopId}`;
  const supplier = await callApi(page.request, token, `${shop}/contacts`, {
    id: ulid(),
    type: 'supplier',
    name: w.supplier,
    mobile: freshMobile().replace(/^019/, '018'),
  });
  const lentil = await callApi(page.request, token, `${shop}/products`, {
    id: ulid(),
    name: w.lentil,
    unit: 'kg',
    purchasePrice: '100',
    sellPrice: '120',
    openingStock: '20',
  });
  const buy = (body: Record<string, unknown>) =>
    callApi(page.request, token, `${shop}/purchases`, { id: ulid(), supplierId: supplier.id, ...body });
  const one = await buy({
    lines: [{ productId: lentil.id, quantity: '10', unitPrice: '100' }],
    payments: [{ method: 'cash', amount: '400' }],
  });
  const two = await buy({
    lines: [{ productId: lentil.id, quantity: '5', unitPrice: '100' }],
    payments: [{ method: 'cash', amount: '500' }],
  });
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });

  // The book: both purchases and their totals.
  await page.goto('/purchase-list');
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  const rows = page.getByTestId('book-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('book-total-total')).toHaveText(w.total);
  await expect(page.getByTestId('book-total-due')).toHaveText(w.due);
  await expect(page.getByTestId('book-total-paid')).toHaveText(w.paid);
  await expect(rows.filter({ hasText: w.one })).toContainText(w.supplier);
  await shot(page, info, lang, 'purchase-list');
  await expectAccessible(page);

  // Filters: the supplier, then bought on due.
  if (lang === 'bn') await page.getByRole('button', { name: w.moreFilters }).click();
  const picker = page.getByRole('combobox', { name: w.supplierLabel, exact: true });
  await picker.fill(w.supplier.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(w.supplier) }).click();
  await expect(page).toHaveURL(/contactId=[0-9A-Z]{26}/);
  await expect(rows).toHaveCount(2);
  await page.getByLabel(w.payment, { exact: true }).selectOption('due');
  await expect(page).toHaveURL(/payment=due/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(w.one);
  await expectAccessible(page);

  // Purchase 1: 2 kg back to the supplier — off this memo's due, no cash.
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/purchase-list/${one.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(w.one);
  await expect(page.getByTestId('invoice-contact')).toHaveText(w.supplier);
  const preview = page.getByTestId('receipt-preview');
  await expect(preview.getByTestId('receipt')).toHaveAttribute('aria-label', new RegExp(w.memo));
  // The supplier's balance right after this purchase (600 owed), whatever went back later.
  await expect(preview.getByTestId('receipt-balance')).toHaveText(w.balanceAfter);
  await page.getByTestId('invoice-return').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.returnQty).fill(lang === 'bn' ? '২' : '2');
  await dialog.getByTestId('return-confirm').click();
  await expect(dialog.getByTestId('return-amount')).toHaveText(w.returnValue);
  await expect(dialog.getByTestId('return-refunded')).toHaveText(w.refund);
  await dialog.getByTestId('return-done').click();
  await expect(page.getByTestId('return-row')).toHaveCount(1);
  await expect(page.getByTestId('invoice-due')).toHaveText(w.dueAfterReturn);
  await shot(page, info, lang, 'purchase-detail');
  await expectAccessible(page);

  // Purchase 2: voided with a reason; it stays in the book, marked void.
  await page.goto(`/purchase-list/${two.id}`);
  await page.getByTestId('invoice-void').click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel(w.reasonLabel).fill(w.reason);
  await confirm.getByRole('button', { name: w.voidConfirm }).click();
  await expect(page.getByTestId('invoice-void-banner')).toContainText(w.reason);
  await expect(page.getByTestId('invoice-void')).toHaveCount(0);
  await page.goto('/purchase-list?status=void');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(w.two);
  await expect(rows.first().getByTestId('badge-void')).toHaveText(w.voided);
  await shot(page, info, lang, 'purchase-list-void');
  await expectAccessible(page);

  // What the server now holds: 28 kg of lentils, and 400 owed to the supplier.
  const product = await callApi<{ currentStock: string }>(page.request, token, `${shop}/products/${lentil.id}`);
  expect(product.currentStock).toBe('28');
  const contact = await callApi<{ balance: string }>(page.request, token, `${shop}/contacts/${supplier.id}`);
  expect(contact.balance).toBe('-400.00');
});
