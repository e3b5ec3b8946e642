import { expect, test, type Page } from '@playwright/test';
import { DHAKA_TZ, localTime, toBanglaDigits } from '@dokani/core';
import { expectAccessible, type Lang, ownShop } from '../support/flows.ts';
import { freshMobile } from '../support/mobile.ts';
import { lastSmsTo, smsCountTo } from '../support/outbox.ts';
import { shot } from '../support/shots.ts';

// The screens' words, as the locale files have them (packages/i18n/locales/*/dues.json), and the
// amounts of the journey: a 1,000 product due, a 500 money due, 250 received → 1,250 owed.
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    customer: 'রহিম মিয়া',
    addContact: 'নতুন যোগ করুন',
    contactTitle: 'নতুন কন্টাক্ট',
    name: 'নাম',
    mobile: 'মোবাইল নম্বর',
    save: 'সেভ করুন',
    settled: 'হিসাব পরিষ্কার',
    giveDue: 'বাকি দিলাম',
    receive: 'টাকা পেলাম',
    dueType: 'বাকির ধরন',
    productDue: 'পণ্য বাকি',
    moneyDue: 'টাকা বাকি',
    contact: 'কন্টাক্ট',
    amount: 'টাকার পরিমাণ',
    note: 'নোট',
    sendSms: 'এসএমএস পাঠান',
    submit: 'খাতায় তুলুন',
    saved: 'খাতায় উঠেছে',
    totalReceivable: 'মোট পাবো',
    remind: 'তাগাদা পাঠান',
    history: 'লেনদেনের ইতিহাস',
    kind: 'ধরন',
    productNote: 'চাল ১০ কেজি, ডাল ২ কেজি',
    typed: { product: '১০০০', money: '৫০০', got: '২৫০' },
    shown: {
      product: '৳১,০০০.০০',
      money: '৳৫০০.০০',
      got: '৳২৫০.০০',
      afterGiven: 'পাবো ৳১,৫০০.০০',
      owed: 'পাবো ৳১,২৫০.০০',
      owedAmount: '৳১,২৫০.০০',
      firstBalance: 'পাবো ৳১,০০০.০০',
    },
    // The SMS leave off ".00" of whole taka (fewer characters, fewer parts).
    sms: { got: '৳২৫০', owed: '৳১,২৫০', noticeWords: 'জমা পেলাম', reminderWords: 'মোট ৳১,২৫০ বাকি আছে' },
  },
  en: {
    shop: 'Mayer Doa Store',
    customer: 'Rahim Mia',
    addContact: 'Add new',
    contactTitle: 'New contact',
    name: 'Name',
    mobile: 'Mobile number',
    save: 'Save',
    settled: 'Settled',
    giveDue: 'Give due',
    receive: 'Receive',
    dueType: 'Due type',
    productDue: 'Product due',
    moneyDue: 'Money due',
    contact: 'Contact',
    amount: 'Amount',
    note: 'Note',
    sendSms: 'Send SMS',
    submit: 'Add to the book',
    saved: 'Added to the book',
    totalReceivable: 'Total to get',
    remind: 'Send reminder',
    history: 'History',
    kind: 'Kind',
    productNote: 'Rice 10 kg, lentils 2 kg',
    typed: { product: '1000', money: '500', got: '250' },
    shown: {
      product: '৳1,000.00',
      money: '৳500.00',
      got: '৳250.00',
      afterGiven: 'To get ৳1,500.00',
      owed: 'To get ৳1,250.00',
      owedAmount: '৳1,250.00',
      firstBalance: 'To get ৳1,000.00',
    },
    sms: { got: '৳250', owed: '৳1,250', noticeWords: 'we received', reminderWords: 'total due of ৳1,250' },
  },
} as const;

// The direction buttons on /due read like the contact page's links in Bangla ("বাকি দিলাম");
// in English the form says "Gave due" / "Got paid".
const formDirection = { bn: { given: 'বাকি দিলাম', received: 'টাকা পেলাম' }, en: { given: 'Gave due', received: 'Got paid' } } as const;

async function openShop(page: Page, lang: Lang): Promise<{ token: string; shopId: string }> {
  const { token, shopId } = await ownShop(page, lang, words[lang].shop, { pin: '13579' });
  return { token, shopId };
}

/** The shop's SMS language (Bangla unless changed). The settings screen has no control for it yet. */
async function setSmsLanguage(page: Page, token: string, shopId: string, smsLanguage: Lang): Promise<void> {
  const res = await page.request.patch(`/api/v1/shops/${shopId}/settings`, {
    data: { smsLanguage },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { smsLanguage: string }).smsLanguage).toBe(smsLanguage);
}

for (const lang of ['bn', 'en'] as Lang[]) {
  test(`add a customer, give product and money due, receive part with an SMS, see the balance and history, send a reminder (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    const { token, shopId } = await openShop(page, lang);
    // English shops may write their SMS in English; the default stays Bangla.
    if (lang === 'en') await setSmsLanguage(page, token, shopId, 'en');

    // A new customer with a Bangladeshi number (typed in Bangla digits in Bangla).
    const mobile = freshMobile();
    await page.goto('/contact');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(lang === 'bn' ? 'কাস্টমার' : 'Customers');
    await page.getByRole('button', { name: w.addContact }).click();
    const dialog = page.getByRole('dialog', { name: w.contactTitle });
    await dialog.getByLabel(w.name, { exact: true }).fill(w.customer);
    await dialog.getByLabel(w.mobile, { exact: true }).fill(lang === 'bn' ? toBanglaDigits(mobile) : mobile);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    const contactLink = page.getByRole('link').filter({ hasText: w.customer });
    await expect(contactLink).toContainText(lang === 'bn' ? toBanglaDigits(mobile) : mobile);
    await expect(contactLink).toContainText(w.settled);
    await shot(page, info, lang, 'contact-list');
    await expectAccessible(page);

    // From the customer's page: give a product due, then a money due, on the due book's form.
    await contactLink.click();
    await expect(page).toHaveURL(/\/contact\/[0-9A-Z]{26}$/);
    const contactUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: w.customer })).toBeVisible();
    await expect(page.getByRole('button', { name: w.remind })).toBeDisabled(); // nothing owed yet
    await page.getByRole('link', { name: w.giveDue }).click();
    await expect(page).toHaveURL(/\/due\?contactId=[0-9A-Z]{26}&direction=given$/);

    const form = page.getByTestId('due-form');
    await expect(form.getByRole('combobox', { name: w.contact, exact: true })).toHaveValue(w.customer);
    await expect(form.getByRole('button', { name: formDirection[lang].given })).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('group', { name: w.dueType }).getByRole('button', { name: w.productDue }).click();
    await form.getByLabel(w.amount, { exact: true }).fill(w.typed.product);
    await form.getByLabel(w.note, { exact: true }).fill(w.productNote);
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const recent = page.getByTestId('due-entry-row');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText(w.productDue);
    await expect(recent.first()).toContainText(w.productNote);
    await expect(recent.first()).toContainText(`+${w.shown.product}`);
    await expect(recent.first()).toContainText(w.shown.firstBalance);

    // The form keeps the customer and the direction for the next entry; the type goes back to money.
    await expect(form.getByLabel(w.amount, { exact: true })).toHaveValue('');
    await expect(form.getByRole('group', { name: w.dueType }).getByRole('button', { name: w.moneyDue })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByLabel(w.amount, { exact: true }).fill(w.typed.money);
    await form.getByRole('button', { name: w.submit }).click();
    await expect(recent).toHaveCount(2);
    await expect(recent.first()).toContainText(w.moneyDue);
    await expect(recent.first()).toContainText(`+${w.shown.money}`);
    await expect(recent.first()).toContainText(w.shown.afterGiven);
    await expectAccessible(page);

    // Back on the customer's page: 1,500 owed. Receive 250 with the SMS notice on.
    await page.goto(contactUrl);
    await expect(page.getByTestId('contact-balance')).toHaveText(w.shown.afterGiven);
    await page.getByRole('link', { name: w.receive }).click();
    await expect(page).toHaveURL(/\/due\?contactId=[0-9A-Z]{26}&direction=received$/);
    await expect(form.getByRole('button', { name: formDirection[lang].received })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('combobox', { name: w.contact, exact: true })).toHaveValue(w.customer);
    await form.getByLabel(w.amount, { exact: true }).fill(w.typed.got);
    const beforeNotice = smsCountTo(mobile);
    await form.getByLabel(w.sendSms).check();
    await shot(page, info, lang, 'due-form');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(recent).toHaveCount(3);
    await expect(recent.first()).toContainText(`\u2212${w.shown.got}`);
    await expect(recent.first()).toContainText(w.shown.owed);
    await expect(page.getByTestId('due-summary').getByText(w.totalReceivable)).toBeVisible();
    await expect(page.getByTestId('due-summary-receivable')).toHaveText(w.shown.owedAmount);

    // The notice reached the customer: the amount received and what is still owed, in the shop's SMS language.
    await expect.poll(() => smsCountTo(mobile), { timeout: 10_000 }).toBeGreaterThan(beforeNotice);
    await expect.poll(() => lastSmsTo(mobile)?.text ?? '').toContain(w.sms.noticeWords);
    const notice = lastSmsTo(mobile)?.text ?? '';
    expect(notice).toContain(w.shop);
    expect(notice).toContain(w.sms.got);
    expect(notice).toContain(w.sms.owed);
    if (lang === 'bn') expect(notice).not.toMatch(/[0-9]/);
    await shot(page, info, lang, 'due-book');
    await expectAccessible(page);

    // The customer's page: the balance, and the full history newest first with the balance after each.
    await page.goto(contactUrl);
    const balance = page.getByTestId('contact-balance');
    await expect(balance).toHaveText(w.shown.owed);
    await expect(page.getByRole('heading', { level: 2, name: w.history })).toBeVisible();
    const rows = page.getByTestId('contact-tx-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(`\u2212${w.shown.got}`);
    await expect(rows.nth(0)).toContainText(w.shown.owed);
    await expect(rows.nth(1)).toContainText(w.moneyDue);
    await expect(rows.nth(1)).toContainText(w.shown.afterGiven);
    await expect(rows.nth(2)).toContainText(w.productDue);
    await expect(rows.nth(2)).toContainText(w.shown.firstBalance);

    // The reminder SMS: asked first (its text and cost), then the whole balance, in Bangla digits in
    // Bangla. Asked between 9 pm and 9 am (Dhaka) it is held for the morning, and the dialog says so.
    const beforeReminder = smsCountTo(mobile);
    await page.getByRole('button', { name: w.remind }).click();
    const ask = page.getByTestId('due-remind-dialog');
    await expect(ask.getByTestId('due-remind-preview')).toContainText(w.sms.owed);
    await shot(page, info, lang, 'remind-ask');
    const time = localTime(new Date(), DHAKA_TZ);
    if (time < '09:00:00' || time >= '20:59:00') {
      await expect(ask.getByTestId('due-remind-later')).toBeVisible();
      await ask.getByTestId('due-remind-dialog-confirm').click();
      await expect(ask).toBeHidden();
      expect(smsCountTo(mobile)).toBe(beforeReminder);
    } else {
      await ask.getByTestId('due-remind-dialog-confirm').click();
      await expect(page.getByTestId('due-remind-text')).toContainText(w.sms.owed);
      await expect.poll(() => smsCountTo(mobile), { timeout: 10_000 }).toBeGreaterThan(beforeReminder);
      const reminder = lastSmsTo(mobile)?.text ?? '';
      expect(reminder).toContain(w.shop);
      expect(reminder).toContain(w.sms.reminderWords);
      if (lang === 'bn') expect(reminder).not.toMatch(/[0-9]/);
      await expect(page.getByTestId('due-remind-text')).toHaveText(reminder);
    }
    await shot(page, info, lang, 'contact-detail');
    await expectAccessible(page);

    // The due history: every entry with the customer's name; filtered to money received, one.
    await page.goto('/due/history');
    const all = page.getByTestId('due-entry-row');
    await expect(all).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(all.nth(i)).toContainText(w.customer);
    await page.getByLabel(w.kind, { exact: true }).selectOption('received');
    await expect(page).toHaveURL(/direction=received/);
    await expect(all).toHaveCount(1);
    await expect(all.first()).toContainText(`\u2212${w.shown.got}`);
    await expect(all.first()).toContainText(w.shown.owed);
    await shot(page, info, lang, 'due-history');
    await expectAccessible(page);
  });
}
