import { expect, test, type Page } from '@playwright/test';
import { ulid } from '@dokani/core';
import { expectAccessible, type Lang, langOf, ownShop, seedSession, useLanguage } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { lastSmsTo } from '../support/outbox.ts';
import { shot } from '../support/shots.ts';

// The books' words, as the locale files have them (packages/i18n/locales/*/books.json), and the
// journey's figures: sale 1 = 2 kg rice (120) + 2 soaps (90) = 210, 150 paid in cash, 60 due;
// sale 2 = 1 soap (45) paid 50, change 5; sale 3 = 1 kg rice (60) by QR code. Returning one soap
// of sale 1 (45) comes off its due (60 → 15); sale 2 is voided.
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    customer: 'রহিম মিয়া',
    rice: 'মিনিকেট চাল',
    soap: 'লাক্স সাবান',
    footer: 'বিক্রিত মাল ৭ দিনের মধ্যে ফেরত',
    reason: 'ভুল করে বিক্রি',
    title: 'বিক্রির খাতা',
    moreFilters: 'আরও ফিল্টার',
    customerLabel: 'কাস্টমার',
    payment: 'পেমেন্ট',
    status: 'অবস্থা',
    returnQty: 'লাক্স সাবান — কতটা ফেরত',
    returnButton: 'ফেরত নিন',
    voidButton: 'বাতিল করুন',
    voidConfirm: 'হ্যাঁ, বাতিল করুন',
    voided: 'বাতিল',
    total: '৳৩১৫.০০',
    due: '৳৬০.০০',
    paid: '৳২৫৫.০০',
    one: 'S-০০০০০১',
    two: 'S-০০০০০২',
    returnValue: '৳৪৫.০০',
    refund: '৳০.০০',
    dueAfterReturn: 'বাকি ৳১৫.০০',
    receiptTotal: '৳২১০.০০',
    receiptLine: '২ কেজি × ৳৬০.০০',
    memo: 'বিক্রির মেমো',
    balanceNow: 'এখন আপনার মোট বাকি ৳১৫.০০',
    updated: 'ফেরত নেওয়ার পরের হিসাব (মূল মেমো থেকে হালনাগাদ)',
  },
  en: {
    shop: 'Mayer Doa Store',
    customer: 'Rahim Mia',
    rice: 'Miniket Rice',
    soap: 'Lux Soap',
    footer: 'Goods are taken back within 7 days',
    reason: 'Sold by mistake',
    title: 'Sales Book',
    moreFilters: 'More filters',
    customerLabel: 'Customer',
    payment: 'Payment',
    status: 'Status',
    returnQty: 'Lux Soap — Quantity to return',
    returnButton: 'Take back',
    voidButton: 'Void',
    voidConfirm: 'Yes, void it',
    voided: 'Void',
    total: '৳315.00',
    due: '৳60.00',
    paid: '৳255.00',
    one: 'S-000001',
    two: 'S-000002',
    returnValue: '৳45.00',
    refund: '৳0.00',
    dueAfterReturn: 'Due ৳15.00',
    receiptTotal: '৳210.00',
    receiptLine: '2 kg × ৳60.00',
    memo: 'Sales memo',
    balanceNow: 'Your total due now ৳15.00',
    updated: 'As it stands after goods came back (updated from the original memo)',
  },
} as const;

interface Seeded {
  token: string;
  shopId: string;
  customerMobile: string;
  sales: string[];
}

/** A shop with a footer, a customer, two products and three sales, all through the API. */
async function seedShop(page: Page, lang: Lang): Promise<Seeded> {
  const w = words[lang];
  const { token, shopId, mobile } = await ownShop(page, lang, w.shop, { signedIn: false });
  const shop = `/shops/${shopId}`;
  await callApi(
    page.request,
    token,
    shop,
    { address: lang === 'bn' ? 'মিরপুর ১০, ঢাকা' : 'Mirpur 10, Dhaka', publicPhone: '01812345678' },
    'PATCH',
  );
  await callApi(page.request, token, `${shop}/settings`, { receiptFooter: w.footer }, 'PATCH');
  const customerMobile = freshMobile().replace(/^019/, '017');
  const customer = await callApi(page.request, token, `${shop}/contacts`, {
    id: ulid(),
    type: 'customer',
    name: w.customer,
    mobile: customerMobile,
  });
  const rice = await callApi(page.request, token, `${shop}/products`, {
    id: ulid(),
    name: w.rice,
    unit: 'kg',
    purchasePrice: '50',
    sellPrice: '60',
    openingStock: '20',
  });
  const soap = await callApi(page.request, token, `${shop}/products`, {
    id: ulid(),
    name: w.soap,
    unit: 'pcs',
    purchasePrice: '35',
    sellPrice: '45',
    openingStock: '20',
  });
  const sale = (body: Record<string, unknown>) => callApi(page.request, token, `${shop}/sales`, { id: ulid(), ...body });
  const one = await sale({
    customerId: customer.id,
    lines: [
      { productId: rice.id, quantity: '2' },
      { productId: soap.id, quantity: '2' },
    ],
    payments: [{ method: 'cash', amount: '150' }],
  });
  const two = await sale({ lines: [{ productId: soap.id, quantity: '1' }], payments: [{ method: 'cash', amount: '50' }] });
  const three = await sale({ lines: [{ productId: rice.id, quantity: '1' }], payments: [{ method: 'qr-code', amount: '60' }] });
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });
  return { token, shopId, customerMobile, sales: [one.id, two.id, three.id] };
}

/** The PDF Chromium prints: its pages' sizes (points) and whether Noto Sans Bengali is embedded. */
function pdfFacts(pdf: Buffer): { pages: number; boxes: number[][]; notoBengali: boolean } {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)].map((m) => (m[1] ?? '').trim().split(/\s+/).map(Number));
  return { pages: (text.match(/\/Type\s*\/Page\b/g) ?? []).length, boxes, notoBengali: /NotoSansBengali/.test(text) };
}

// Bangla on the phone, English on the desktop. The journey is four steps, each on a shop of its
// own seeded through the API, so that each finishes well inside the time limit on a slow machine.

test("sales book: the month's sales with totals, dark theme, filtered by customer and by due", async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await seedShop(page, lang);

  // The book: this month's three sales, the totals over them.
  await page.goto('/sell-list');
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  const rows = page.getByTestId('book-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('book-total-total')).toHaveText(w.total);
  await expect(page.getByTestId('book-total-due')).toHaveText(w.due);
  await expect(page.getByTestId('book-total-paid')).toHaveText(w.paid);
  await expect(rows.filter({ hasText: w.one })).toContainText(w.customer);
  await shot(page, info, lang, 'sell-list');
  await expectAccessible(page);
  if (lang === 'bn') {
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await expect(rows).toHaveCount(3);
    await shot(page, info, lang, 'sell-list-dark');
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
    await page.reload();
  }

  // Filters: the customer (from the contact picker), then sold on due.
  if (lang === 'bn') await page.getByRole('button', { name: w.moreFilters }).click();
  const picker = page.getByRole('combobox', { name: w.customerLabel, exact: true });
  await picker.fill(w.customer.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(w.customer) }).click();
  await expect(page).toHaveURL(/contactId=[0-9A-Z]{26}/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(w.one);
  await page.getByTestId('book-contact-clear').click();
  await expect(rows).toHaveCount(3);
  await page.getByLabel(w.payment, { exact: true }).selectOption('due');
  await expect(page).toHaveURL(/payment=due/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('book-total-count')).toHaveText(lang === 'bn' ? '১' : '1');
  await expectAccessible(page);
});

test('a sale from the book: its memo, goods taken back off its due, the receipt shared by link and SMS and opened without a session', async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const seeded = await seedShop(page, lang);
  const [saleOne] = seeded.sales as [string, string, string];

  // Sale 1 from the book: its memo, then one soap back — it comes off the due.
  await page.goto('/sell-list?payment=due');
  const rows = page.getByTestId('book-row');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/sell-list/${saleOne}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(w.one);
  await expect(page.getByTestId('invoice-contact')).toHaveText(w.customer);
  await expect(page.getByTestId('invoice-contact')).toHaveAttribute('href', /\/contact\/[0-9A-Z]{26}$/);
  const preview = page.getByTestId('receipt-preview');
  await expect(preview.getByTestId('receipt-total')).toContainText(w.receiptTotal);
  await expect(preview.getByTestId('receipt-footer')).toHaveText(w.footer);
  await page.getByTestId('invoice-return').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.returnQty).fill(lang === 'bn' ? '১' : '1');
  await shot(page, info, lang, 'return-dialog');
  await expectAccessible(page);
  await dialog.getByTestId('return-confirm').click();
  await expect(dialog.getByTestId('return-amount')).toHaveText(w.returnValue);
  await expect(dialog.getByTestId('return-refunded')).toHaveText(w.refund);
  await expectAccessible(page);
  await dialog.getByTestId('return-done').click();
  await expect(page.getByTestId('return-row')).toHaveCount(1);
  await expect(page.getByTestId('invoice-due')).toHaveText(w.dueAfterReturn);
  await expect(page.getByTestId('badge-returned')).toBeVisible();
  await shot(page, info, lang, 'sale-detail');
  await expectAccessible(page);

  // Share the receipt: a link, and an SMS with it to the customer.
  await page.getByTestId('share-link').click();
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
  await page.getByTestId('share-sms').click();
  await expect.poll(() => lastSmsTo(seeded.customerMobile)?.text ?? '', { timeout: 10_000 }).toContain(new URL(url).pathname);
  const sms = lastSmsTo(seeded.customerMobile)?.text ?? '';
  expect(sms).toContain(w.shop);
  // The shop's SMS language is Bangla (the default) in both journeys: Bangla digits outside the link.
  expect(sms.replace(/https?:\/\/\S+/, '')).not.toMatch(/[0-9]/);

  // The shared link, opened with no session at all.
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const visitor = await browser.newContext({ viewport });
  const stranger = await visitor.newPage();
  await useLanguage(stranger, lang);
  await stranger.goto(url);
  await expect(stranger.getByRole('heading', { level: 1, name: w.shop })).toBeVisible();
  await expect(stranger.getByTestId('receipt-number')).toHaveText(w.one);
  await expect(stranger.getByTestId('receipt-total')).toContainText(w.receiptTotal);
  await expect(stranger.getByTestId('receipt')).toHaveAttribute('aria-label', new RegExp(w.memo));
  await expect(stranger).toHaveURL(/\/r\/[A-Za-z0-9_-]{22}$/);
  await shot(stranger, info, lang, 'public-receipt');
  await expectAccessible(stranger);
  await visitor.close();
});

test('void a sale with a reason: it stays in the book, marked void', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const seeded = await seedShop(page, lang);
  const [, saleTwo] = seeded.sales as [string, string, string];
  const rows = page.getByTestId('book-row');

  await page.goto(`/sell-list/${saleTwo}`);
  await page.getByTestId('invoice-void').click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel(lang === 'bn' ? 'বাতিলের কারণ' : 'Reason').fill(w.reason);
  await confirm.getByRole('button', { name: w.voidConfirm }).click();
  await expect(page.getByTestId('invoice-void-banner')).toContainText(w.reason);
  await expect(page.getByTestId('invoice-void')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/sell-list?status=void');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(w.two);
  await expect(rows.first().getByTestId('badge-void')).toHaveText(w.voided);
  await page.goto('/sell-list');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('book-void-count')).toBeVisible();
  await shot(page, info, lang, 'sell-list-after');
});

test('print a sale at 58 mm (one page, Bangla font embedded), and the paper the print page opens on', async ({ page }, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const seeded = await seedShop(page, lang);
  const [saleOne] = seeded.sales as [string, string, string];
  // One soap of sale 1 comes back first (45 off its due), as in the journey above.
  await callApi(page.request, seeded.token, `/shops/${seeded.shopId}/sales/${saleOne}/returns`, {
    id: ulid(),
    lines: [{ lineNo: 2, quantity: '1' }],
  });

  // The print page at 58 mm: the receipt alone, with the toolbar gone on paper.
  await page.goto(`/print/sale/${saleOne}?paper=58`);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toHaveAttribute('data-paper', '58');
  await expect(receipt.getByTestId('receipt-number')).toHaveText(w.one);
  await expect(receipt.getByTestId('receipt-line').first()).toContainText(w.receiptLine);
  await expect(receipt.getByTestId('receipt-footer')).toHaveText(w.footer);
  // Printed again after the return: the memo as it stands — marked as updated, one statement of
  // what it still owes (15) and the customer's balance now (15); not the balance as it was (60).
  await expect(receipt.getByTestId('receipt-updated')).toHaveText(w.updated);
  await expect(receipt.getByTestId('receipt-balance')).toHaveCount(0);
  await expect(receipt.getByTestId('receipt-balance-now')).toHaveText(w.balanceNow);
  await expect(receipt.getByTestId('receipt-due')).toHaveText(lang === 'bn' ? 'এই মেমোতে এখনো বাকি৳১৫.০০' : 'Still due on this memo৳15.00');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expectAccessible(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.setViewportSize({ width: 219, height: 900 }); // 58 mm at 96 px per inch
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('receipt-print')).toBeHidden();
  const box = await receipt.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(210);
  expect(box?.width ?? 0).toBeLessThan(225);
  await page.screenshot({ path: info.outputPath(`receipt-58mm-${lang}.png`), fullPage: true });
  await shot(page, info, lang, 'receipt-58mm');
  // The PDF Chromium prints: one page, 58 mm wide, in Noto Sans Bengali.
  const pdf = pdfFacts(
    await page.pdf({ path: info.outputPath(`receipt-58mm-${lang}.pdf`), preferCSSPageSize: true, printBackground: true }),
  );
  expect(pdf.pages).toBe(1);
  expect(Math.round(pdf.boxes[0]?.[2] ?? 0)).toBe(164); // 58 mm = 164.4 pt
  if (lang === 'bn') expect(pdf.notoBengali).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  await page.setViewportSize(viewport);

  // The receipt settings: the paper the print page opens on.
  await page.goto('/settings');
  const paper = page.getByRole('group', { name: lang === 'bn' ? 'কাগজের মাপ' : 'Paper size' });
  await expect(paper.getByRole('button', { name: lang === 'bn' ? '৮০ মিমি' : '80 mm' })).toHaveAttribute('aria-pressed', 'true');
  await paper.getByRole('button', { name: lang === 'bn' ? '৫৮ মিমি' : '58 mm' }).click();
  await expect(paper.getByRole('button', { name: lang === 'bn' ? '৫৮ মিমি' : '58 mm' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settings-receipt-footer')).toHaveValue(w.footer);
  await shot(page, info, lang, 'settings');
  await expectAccessible(page);
  await page.goto(`/print/sale/${saleOne}`);
  await expect(page.getByTestId('receipt')).toHaveAttribute('data-paper', '58');
});
