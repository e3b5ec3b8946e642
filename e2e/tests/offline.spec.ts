import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { toBanglaDigits, ulid } from '@dokani/core';
import type { Sale } from '@dokani/contracts';
import { callApi, registerViaApi } from '../support/api.ts';
import { seedSession, type Lang } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The counter without a network (decision 0013): a device that opened the counter online keeps selling
// offline; the sales wait on the device under their ids and go to the server once when the network
// is back — after a reload, a browser restart, and a send cut off in the middle. Figures:
// sale 1 — 1 kg rice (120) cash; sale 2 — 2 soaps (90), 40 paid, 50 due to a new customer;
// sale 3 — quick sell 300 cash. Rice 10 → 9, soap 5 → 3, the customer owes 50.
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    rice: 'মিনিকেট চাল',
    soap: 'লাক্স সাবান',
    customer: 'জামাল হোসেন',
    add: (n: string) => `${n} যোগ করুন`,
    received: 'পেলাম (নগদ)',
    customerField: 'কাস্টমার',
    mobile: 'মোবাইল নম্বর',
    addNew: (text: string) => `নতুন হিসেবে যোগ করুন: ${text}`,
    newSale: 'নতুন বিক্রি',
    quickAmount: 'বিক্রির টাকা',
    kept: 'নেট নেই — বিক্রিটি এই ফোনে রাখা হয়েছে',
    signOutWaiting: 'এই ফোনে এখনো বিক্রি বা বাকির হিসাব পাঠানো বাকি।',
    digits: toBanglaDigits,
  },
  en: {
    shop: 'Mayer Doa Store',
    rice: 'Miniket Rice',
    soap: 'Lux Soap',
    customer: 'Jamal Hossain',
    add: (n: string) => `Add ${n}`,
    received: 'Received (cash)',
    customerField: 'Customer',
    mobile: 'Mobile number',
    addNew: (text: string) => `Add as new: ${text}`,
    newSale: 'New sale',
    quickAmount: 'Sale amount',
    kept: 'No network — the sale is kept on this device',
    signOutWaiting: 'Sales or due entries are still waiting to be sent from this device.',
    digits: (s: string) => s,
  },
};

test.describe.configure({ mode: 'serial' });

test('sell offline, reload and restart the browser offline, then every sale reaches the books exactly once', async ({ baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const lang: Lang = phone ? 'bn' : 'en';
  const w = words[lang];
  const use = info.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'dokani-offline-'));
  // A persistent profile: the device's storage survives a restart, and Chrome judges installability (not in incognito).
  const open = () =>
    chromium.launchPersistentContext(profile, {
      ...use.launchOptions,
      baseURL,
      viewport: use.viewport ?? null,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      deviceScaleFactor: use.deviceScaleFactor,
      userAgent: use.userAgent,
      serviceWorkers: 'allow',
    });
  let ctx: BrowserContext = await open();
  try {
    let page: Page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.addInitScript((l) => {
      if (!localStorage.getItem('dokani-lang')) localStorage.setItem('dokani-lang', l);
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    }, lang);

    const mobile = freshMobile();
    const { token, shopId = '' } = await registerViaApi(ctx.request, mobile, '24680', w.shop);
    const shop = `/shops/${shopId}`;
    const rice = await callApi(ctx.request, token, `${shop}/products`, {
      id: ulid(),
      name: w.rice,
      unit: 'kg',
      purchasePrice: '100',
      sellPrice: '120',
      openingStock: '10',
    });
    const soap = await callApi(ctx.request, token, `${shop}/products`, {
      id: ulid(),
      name: w.soap,
      unit: 'pcs',
      purchasePrice: '38',
      sellPrice: '45',
      openingStock: '5',
    });
    await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop }, expiresInMs: 6 * 3_600_000 });

    // --- Online once: the counter opens, the app installs itself, the products are kept on the device.
    await page.goto('/sell');
    await expect(page.getByRole('button', { name: w.add(w.rice) })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const req = indexedDB.open('dokani-offline');
              req.onsuccess = () => {
                const db = req.result;
                if (!db.objectStoreNames.contains('snapshots')) return resolve(0);
                const all = db.transaction('snapshots').objectStore('snapshots').getAll();
                all.onsuccess = () =>
                  resolve(
                    (all.result as { key: string; data: unknown[] }[])
                      .filter((s) => s.key.endsWith(':products'))
                      .map((s) => s.data.length)[0] ?? 0,
                  );
              };
              req.onerror = () => resolve(0);
            }),
        ),
      )
      .toBe(2);
    const cdp = await ctx.newCDPSession(page);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installable.installabilityErrors).toEqual([]);
    await cdp.detach();

    // --- The network drops: three sales go on.
    await ctx.setOffline(true);
    const toBill = async () => {
      if (phone) await page.getByTestId('counter-to-cart').click();
    };
    const done = page.getByTestId('counter-success');
    await page.getByRole('button', { name: w.add(w.rice) }).click();
    await toBill();
    await page.getByTestId('counter-submit').click();
    await expect(done.getByTestId('success-offline')).toContainText(w.kept);
    const first = (await done.getByTestId('success-number').textContent()) ?? '';
    expect(first).toMatch(phone ? /^[A-Z]{3}-০০০১$/ : /^[A-Z]{3}-0001$/);
    await shot(page, info, lang, 'offline-sold');
    await done.getByRole('button', { name: w.newSale }).click();

    await page.getByRole('button', { name: w.add(w.soap) }).click();
    await page.getByRole('button', { name: w.add(w.soap) }).click();
    await toBill();
    await page.getByRole('textbox', { name: w.received }).fill(w.digits('40'));
    await page.getByRole('combobox', { name: w.customerField }).fill(w.customer);
    await page.getByRole('option', { name: w.addNew(w.customer) }).click();
    const customerMobile = freshMobile();
    await page.getByLabel(w.mobile, { exact: true }).fill(w.digits(customerMobile));
    await page.getByTestId('counter-submit').click();
    await expect(done.getByTestId('success-offline')).toBeVisible();
    await expect(done.getByTestId('success-due')).toContainText(w.digits('৳50.00'));

    await page.goto('/quick-sell');
    await page.getByTestId('quick-amount').fill(w.digits('300'));
    await page.getByTestId('quick-submit').click();
    await expect(done.getByTestId('success-offline')).toBeVisible();
    await expect(page.getByTestId('outbox-count')).toHaveText(w.digits('3'));

    // --- A reload without a network: the app opens, the counter finds products on the device.
    await page.goto('/sell');
    await page.reload();
    await expect(page.getByRole('button', { name: w.add(w.rice) })).toBeVisible();
    await expect(page.getByTestId('outbox-count')).toHaveText(w.digits('3'));
    await shot(page, info, lang, 'offline-counter');

    // The sales book's part on this device, and a receipt printed from it.
    await page.goto('/sell-list');
    await expect(page.getByTestId('waiting-sale')).toHaveCount(3);
    await shot(page, info, lang, 'offline-waiting');
    await page.getByTestId('waiting-sale').last().click();
    await expect(page.getByTestId('receipt-number')).toHaveText(first);
    await page.getByTestId('receipt-print').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Signing out while sales wait is refused, with the reason.
    await page.goto('/settings');
    await page.getByTestId('settings-logout').click();
    await expect(page.getByText(w.signOutWaiting)).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);

    // --- The browser closes and opens again, still offline: the sales still wait.
    await ctx.close();
    ctx = await open();
    await ctx.setOffline(true);
    page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto('/sell');
    await expect(page.getByTestId('outbox-count')).toHaveText(w.digits('3'));

    // --- The network is back; the first send's answer is lost on the way (the server booked it).
    let cut = false;
    await ctx.route('**/api/v1/shops/*/sales', async (route) => {
      if (cut || route.request().method() !== 'POST') return route.fallback();
      cut = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await ctx.setOffline(false);
    await expect.poll(() => cut, { timeout: 30_000 }).toBe(true);
    await page.getByTestId('outbox-badge').click();
    await page.getByTestId('outbox-send').click();
    await expect(page.getByTestId('outbox-badge')).toHaveCount(0, { timeout: 60_000 });

    // Each sale is in the books once, with its provisional number; stock and dues are right.
    const book = await callApi<{ items: Sale[] }>(ctx.request, token, `${shop}/sales?limit=50`);
    expect(book.items).toHaveLength(3);
    expect(book.items.every((s) => s.offline !== null && s.stockShort === false)).toBe(true);
    const numbers = book.items.map((s) => s.offline?.number ?? '').sort();
    expect(numbers[0]).toBe(phone ? first.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)) : first);
    expect(new Set(numbers).size).toBe(3);
    const products = await callApi<{ items: { id: string; currentStock: string }[] }>(ctx.request, token, `${shop}/products?limit=50`);
    expect(products.items.find((p) => p.id === rice.id)?.currentStock).toBe('9');
    expect(products.items.find((p) => p.id === soap.id)?.currentStock).toBe('3');
    const due = book.items.find((s) => s.customerName === w.customer);
    expect(due).toMatchObject({ due: '50.00', customerBalance: '50.00' });
    await page.goto('/sell-list');
    await expect(page.getByTestId('waiting-sales')).toHaveCount(0);
    await expect(page.getByTestId('badge-offline')).toHaveCount(3);
    await shot(page, info, lang, 'offline-sent');
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
