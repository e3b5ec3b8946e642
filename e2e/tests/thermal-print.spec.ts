import { expect, test, type Page } from '@playwright/test';
import { ulid } from '@dokani/core';
import { readEscPos } from '../../apps/web/src/shared/printing/escpos.ts';
import { callApi, registerViaApi } from '../support/api.ts';
import { expectAccessible, seedSession, useLanguage, langOf } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

/**
 * A thermal printer on a serial port, as the page sees it through Web Serial: the only double in
 * this journey. What the app writes is collected; `failNext` makes the port vanish once.
 */
async function fakeSerialPrinter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { printedBytes: number[][]; printFail: boolean; printed: number };
    w.printedBytes = [];
    w.printFail = false;
    w.printed = 0;
    window.print = () => void (w.printed += 1);
    let writable: WritableStream<Uint8Array> | null = null;
    let job: number[] = [];
    const port = {
      getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
      async open() {
        job = [];
        writable = new WritableStream<Uint8Array>({
          write: (chunk) => void job.push(...chunk),
          close: () => void w.printedBytes.push(job),
        });
      },
      async close() {
        writable = null;
      },
      get writable() {
        return writable;
      },
      readable: null,
    };
    const serial = {
      requestPort: async () => port,
      getPorts: async () => (w.printFail ? [] : [port]),
      addEventListener: () => undefined,
    };
    Object.defineProperty(navigator, 'serial', { value: serial, configurable: true });
  });
}

const printedJobs = (page: Page) => page.evaluate(() => (window as unknown as { printedBytes: number[][] }).printedBytes);

const WORDS = {
  bn: {
    serial: 'কেবল (সিরিয়াল) প্রিন্টার',
    chosen: 'বাছাই করা প্রিন্টার: কেবলের প্রিন্টার',
    sent: 'প্রিন্টে পাঠানো হয়েছে',
    gone: 'প্রিন্টার পাওয়া যাচ্ছে না',
    useBrowser: 'ব্রাউজারে প্রিন্ট করুন',
  },
  en: {
    serial: 'Cable (serial) printer',
    chosen: 'Chosen printer: cable printer',
    sent: 'Sent to cable printer',
    gone: "The printer can't be found",
    useBrowser: 'Print from the browser',
  },
};

test('a Bangla memo on a thermal printer: choose the printer, see the dots it will burn, print after a sale with the drawer, and fall back to the browser when the printer is gone', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = WORDS[lang];
  await useLanguage(page, lang);
  await fakeSerialPrinter(page);
  const mobile = freshMobile();
  const shopName = 'মায়ের দোয়া স্টোর';
  const { token, shopId = '' } = await registerViaApi(page.request, mobile, '24680', shopName);
  const shop = `/shops/${shopId}`;
  await callApi(
    page.request,
    token,
    `${shop}/settings`,
    { receiptPaper: '58', receiptCopies: 2, openDrawer: true, cutPaper: true },
    'PATCH',
  );
  const rice = await callApi(page.request, token, `${shop}/products`, {
    id: ulid(),
    name: 'ক্ষীরশা চিনিগুঁড়া চাল',
    barcode: '8901234567890',
    unit: 'kg',
    purchasePrice: '90',
    sellPrice: '120',
    openingStock: '20',
  });
  const sale = await callApi(page.request, token, `${shop}/sales`, {
    id: ulid(),
    lines: [{ productId: rice.id, quantity: '2' }],
    payments: [{ method: 'cash', amount: '240' }],
  });
  await seedSession(page, { token, mobile, shop: { id: shopId, name: shopName } });

  // The printer page: the cable printer is offered (this browser has Web Serial), chosen, previewed.
  await page.goto('/printer');
  await page.getByTestId('printer-method').getByRole('button', { name: w.serial }).click();
  await expect(page.getByTestId('printer-method-explain')).toBeVisible();
  await page.getByTestId('printer-choose').click();
  await expect(page.getByTestId('printer-chosen')).toHaveText(w.chosen);
  const preview = page.getByTestId('printer-preview').locator('img');
  await expect(preview).toHaveAttribute('data-dots', '384');
  await shot(page, info, lang, 'printer-thermal');
  await expectAccessible(page);

  await page.getByTestId('printer-test-print').click();
  await expect(page.getByText(w.sent)).toBeVisible();
  const test1 = readEscPos(Uint8Array.from((await printedJobs(page))[0] ?? []));
  expect(test1.images).toHaveLength(1);
  expect(test1.images[0]!.width).toBe(384);
  expect(test1.commands.filter((c) => c !== 'setting' && c !== 'feed')).toEqual(['init', 'drawer', 'image', 'cut']);

  // Right after a sale (?auto=1): two copies, each cut, the drawer kicked once; the screen shows the dots.
  await page.goto(`/print/sale/${sale.id}?auto=1`);
  await expect(page.getByTestId('receipt-printer')).toContainText(lang === 'bn' ? 'কেবলের প্রিন্টার' : 'cable printer');
  await expect(page.getByTestId('thermal-preview').locator('img')).toHaveAttribute('data-dots', '384');
  await expect.poll(async () => (await printedJobs(page)).length).toBe(1);
  const memo = readEscPos(Uint8Array.from((await printedJobs(page))[0]!));
  expect(memo.commands.filter((c) => c !== 'setting' && c !== 'feed')).toEqual(['init', 'drawer', 'image', 'cut', 'image', 'cut']);
  expect(memo.images.map((i) => i.width)).toEqual([384, 384]);
  expect(memo.images[0]!.dots.reduce((a, d) => a + d, 0)).toBeGreaterThan(3000);
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  await shot(page, info, lang, 'thermal-preview');

  // A reprint does not open the drawer; a printer gone says so and offers the browser's print.
  await page.goto(`/print/sale/${sale.id}`);
  await page.evaluate(() => void ((window as unknown as { printFail: boolean }).printFail = true));
  await page.getByTestId('receipt-print').click();
  await expect(page.getByText(w.gone)).toBeVisible();
  await page.getByRole('button', { name: w.useBrowser }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.evaluate(() => void ((window as unknown as { printFail: boolean }).printFail = false));
  await page.getByTestId('receipt-print').click();
  await expect(page.getByText(w.sent).first()).toBeVisible();
  const reprint = readEscPos(Uint8Array.from((await printedJobs(page)).at(-1)!));
  expect(reprint.commands).not.toContain('drawer');
  expect(reprint.images).toHaveLength(2);

  // Barcode labels print the same way: two 38 × 25 mm labels, 304 × 200 dots each, back to back.
  await page.goto(`/product/labels?ids=${rice.id}`);
  await expect(page.getByTestId('labels-chosen')).toBeVisible();
  await page.getByTestId('labels-copies').fill('2');
  await expect(page.getByTestId('labels-printer')).toBeVisible();
  await page.getByTestId('labels-print').click();
  await expect(page.getByText(w.sent).first()).toBeVisible();
  const labels = readEscPos(Uint8Array.from((await printedJobs(page)).at(-1)!));
  expect(labels.images.map((i) => [i.width, i.height])).toEqual([[304, 400]]);

  // The sale is in the books whatever the printer did.
  const book = await callApi<{ items: { id: string }[] }>(page.request, token, `${shop}/sales`);
  expect(book.items.map((s) => s.id)).toContain(sale.id);
});
