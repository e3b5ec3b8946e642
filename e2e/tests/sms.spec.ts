import { expect, test } from '@playwright/test';
import { countSms, DHAKA_TZ, localTime, normalizeBdMobile, toBanglaDigits, ulid } from '@dokani/core';
import type { SmsCampaign, SmsQuote } from '@dokani/contracts/sms';
import { expectAccessible, langOf, ownShop, seedSession } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { readOutbox } from '../support/outbox.ts';
import { shot } from '../support/shots.ts';

// The screens' words and the contacts' names (packages/i18n/locales/*/campaigns.json).
const words = {
  bn: { shop: 'মায়ের দোয়া স্টোর', owes: ['করিম মিয়া', 'রহিমা বেগম'], clear: 'সালাম', perSms: '৳০.৪৫', digits: toBanglaDigits },
  en: { shop: 'Mayer Doa Store', owes: ['Karim Mia', 'Rahima Begum'], clear: 'Salam', perSms: '৳0.45', digits: (s: string) => s },
} as const;

/** Whether a promotional SMS may go out at this instant (9 am – 9 pm in Dhaka). */
const inWindow = (at: Date) => {
  const time = localTime(at, DHAKA_TZ);
  return time >= '09:00:00' && time < '21:00:00';
};

// Bangla on the phone, English on the desktop.
test('a campaign to the customers who owe — each their own name and due — costed as the server counts it, sent through the queue, every SMS in the list; credit bought in the sandbox', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { token, shopId, mobile } = await ownShop(page, lang, w.shop, { signedIn: false });
  const shop = `/shops/${shopId}`;
  // two customers who owe (the first told of it by SMS: a due notice), one who owes nothing
  const owing = [freshMobile().replace(/^019/, '017'), freshMobile().replace(/^019/, '018')];
  const ids: string[] = [];
  for (const [i, name] of w.owes.entries()) {
    const c = await callApi(page.request, token, `${shop}/contacts`, { id: ulid(), type: 'customer', name, mobile: owing[i] });
    ids.push(c.id);
    await callApi(page.request, token, `${shop}/due-entries`, {
      id: ulid(),
      contactId: c.id,
      direction: 'given',
      dueType: 'money',
      amount: i === 0 ? '1250' : '300',
      sendSms: i === 0,
    });
  }
  await callApi(page.request, token, `${shop}/contacts`, {
    id: ulid(),
    type: 'customer',
    name: w.clear,
    mobile: freshMobile().replace(/^019/, '016'),
  });
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });

  // The message: the ready "ask to pay dues" one, with {name} and {due}; to the customers who owe.
  await page.goto('/sms');
  await expect(page.getByTestId('sms-balance-total')).toContainText(w.digits('29'));
  await page.getByTestId('sms-template-dueRequest').click();
  const text = await page.getByTestId('sms-text').inputValue();
  expect(text).toContain('{name}');
  expect(text).toContain('{due}');
  await expect(page.getByTestId('sms-count-personal')).toBeVisible();
  await page.getByTestId('sms-group-customers-with-due').click();
  await expect(page.getByTestId('sms-quote')).toBeVisible();
  await expect(page.getByTestId('sms-quote')).not.toHaveAttribute('aria-busy', 'true');

  // The screen says what the server counts for the same message and recipients.
  const quote = await callApi<SmsQuote>(page.request, token, `${shop}/sms/quote`, { text, recipients: { groups: ['customers-with-due'] } });
  expect(quote).toMatchObject({ recipients: 2, personal: true, enough: true });
  await expect(page.getByTestId('sms-quote-recipients')).toContainText(w.digits(String(quote.recipients)));
  await expect(page.getByTestId('sms-quote-sms')).toContainText(w.digits(String(quote.smsCount)));
  await expect(page.getByTestId('sms-quote-after')).toContainText(w.digits(String(29 - quote.smsCount)));
  // the bubble: the first customer's own text, as the quote has it
  await expect(page.getByTestId('sms-preview-text')).toHaveText(quote.preview);
  await expect(page.getByTestId('sms-window-note')).toBeVisible();
  await shot(page, info, lang, 'sms-compose');
  await expectAccessible(page);

  await page.getByTestId('sms-send').click();
  const result = page.getByTestId('sms-result');
  await expect(result).toBeVisible();
  const campaigns = await callApi<{ items: SmsCampaign[] }>(page.request, token, `${shop}/sms/campaigns`);
  expect(campaigns.items).toHaveLength(1);
  const campaign = campaigns.items[0] as SmsCampaign;
  expect(campaign).toMatchObject({ recipients: quote.recipients, smsCount: quote.smsCount, text });
  // Promotional SMS go out 9 am – 9 pm in Dhaka: sent now inside it, held for it outside.
  const open = inWindow(new Date(campaign.createdAt));
  expect(campaign.heldForWindow).toBe(!open);
  await expect(result).toHaveAttribute('data-status', open ? /sending|done/ : 'scheduled');
  await shot(page, info, lang, 'sms-sent');

  await page.getByTestId('sms-result-list').click();
  const row = page.getByTestId('campaign-row');
  await expect(row).toHaveCount(1);
  if (open) {
    // the queue sends them in the background: the list shows them sent (it refreshes while sending)
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('campaign-status')).toHaveAttribute('data-status', 'done', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await page.getByTestId('campaign-toggle').click();
    await expect(page.getByTestId('campaign-message')).toHaveCount(2);
    for (const s of await page.getByTestId('campaign-messages').getByTestId('message-status').all())
      await expect(s).toHaveAttribute('data-status', 'sent');
    // each customer got their own text, and the parts they took are the SMS the screen said
    const mine = readOutbox().filter(
      (m) =>
        owing.map((n) => normalizeBdMobile(n)).includes(m.to) &&
        (m.text.includes(w.owes[0] as string) || m.text.includes(w.owes[1] as string)),
    );
    expect(mine).toHaveLength(2);
    expect(mine.find((m) => m.to === normalizeBdMobile(owing[0] as string))?.text).toContain(w.digits('1,250'));
    expect(mine.find((m) => m.to === normalizeBdMobile(owing[1] as string))?.text).toContain(w.digits('300'));
    expect(mine.reduce((n, m) => n + countSms(m.text).segments, 0)).toBe(quote.smsCount);
  } else {
    await expect(page.getByTestId('campaign-status')).toHaveAttribute('data-status', 'scheduled');
    await expect(page.getByTestId('count-queued')).toBeVisible();
  }
  await shot(page, info, lang, 'sms-list');

  // The due notice sent with the entry, in the notices tab, sent.
  await page.goto('/sms-list?tab=notices');
  await expect(page.getByTestId('notice-row')).toHaveCount(1);
  await expect(page.getByTestId('notice-to')).toContainText(w.owes[0] as string);
  await expect(page.getByTestId('notice-row').getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
  await shot(page, info, lang, 'sms-list-notices');
  await expectAccessible(page);

  // SMS credit: the packs with the price of one SMS; 500 bought in the sandbox.
  await page.goto('/sms/packages');
  await expect(page.getByTestId('sms-pack')).toHaveCount(4);
  await expect(page.locator('[data-pack-id="sms-1000"]').getByTestId('sms-pack-per-sms')).toContainText(w.perSms);
  await shot(page, info, lang, 'sms-packages');
  await expectAccessible(page);
  await page.locator('[data-pack-id="sms-500"]').getByTestId('sms-pack-buy').click();
  await expect(page.getByTestId('sms-buy-dialog')).toBeVisible();
  await page.getByTestId('sms-buy-pay').click();
  await expect(page.getByTestId('sandbox-page')).toBeVisible();
  await page.getByTestId('sandbox-success').click();
  await expect(page).toHaveURL(/\/sms\/packages\?payment=[0-9A-Z]{26}/);
  await expect(page.getByTestId('sms-payment-result')).toBeVisible();
  await expect(page.getByTestId('sms-balance-paid')).toContainText(w.digits('500'));
  await expect(page.getByTestId('sms-purchase')).toHaveCount(1);
  await shot(page, info, lang, 'sms-packages-bought');
  const balance = await callApi<{ free: number; paid: number }>(page.request, token, `${shop}/sms/balance`);
  expect(balance.paid).toBe(500);

  // The dark theme: the message screen and the list, looked at.
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.goto('/sms');
  await page.getByTestId('sms-template-offer').click();
  await page.getByTestId('sms-group-customers').click();
  await expect(page.getByTestId('sms-quote')).toBeVisible();
  await shot(page, info, lang, 'sms-compose-dark');
  await expectAccessible(page);
  await page.goto('/sms-list');
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);
  await shot(page, info, lang, 'sms-list-dark');
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
});
