import { expect, test } from '@playwright/test';
import { ulid } from '@dokani/core';
import { expectAccessible, langOf, ownShop, seedSession } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

const words = {
  bn: {
    shop: 'নূর স্টোর',
    customer: 'জামাল হোসেন',
    other: 'রফিক মিয়া',
    show: 'নিষ্ক্রিয় কন্টাক্টও দেখান',
    inactive: 'নিষ্ক্রিয়',
    reactivate: 'আবার চালু করুন',
  },
  en: {
    shop: 'Noor Store',
    customer: 'Jamal Hossain',
    other: 'Rafiq Mia',
    show: 'Show inactive contacts too',
    inactive: 'Inactive',
    reactivate: 'Make active again',
  },
} as const;

// Bangla on the phone, English on the desktop.
test('a customer with history, deleted, is kept as inactive: found with "show inactive", turned on again, back in the list', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const { token, shopId, mobile } = await ownShop(page, lang, w.shop, { signedIn: false });
  const shop = `/shops/${shopId}`;
  const customer = await callApi(page.request, token, `${shop}/contacts`, {
    id: ulid(),
    type: 'customer',
    name: w.customer,
    mobile: freshMobile().replace(/^019/, '017'),
  });
  await callApi(page.request, token, `${shop}/contacts`, { id: ulid(), type: 'customer', name: w.other });
  await callApi(page.request, token, `${shop}/due-entries`, {
    id: ulid(),
    contactId: customer.id,
    direction: 'given',
    dueType: 'money',
    amount: '250',
  });
  await callApi(page.request, token, `${shop}/due-entries`, {
    id: ulid(),
    contactId: customer.id,
    direction: 'received',
    dueType: 'money',
    amount: '250',
  });
  // With history, a delete keeps the contact as inactive.
  await callApi(page.request, token, `${shop}/contacts/${customer.id}`, undefined, 'DELETE');
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });

  await page.goto('/contact');
  const rows = page.getByTestId('contact-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(w.other);

  await page.getByLabel(w.show).click();
  await expect(page.getByLabel(w.show)).toBeChecked();
  await expect(page).toHaveURL(/inactive=1/);
  await expect(rows).toHaveCount(2);
  const gone = rows.filter({ hasText: w.customer });
  await expect(gone.getByTestId('contact-row-inactive')).toHaveText(w.inactive);
  await shot(page, info, lang, 'contacts-inactive');
  await expectAccessible(page);

  await gone.getByRole('link').click();
  await expect(page.getByTestId('contact-inactive')).toBeVisible();
  await page.getByRole('button', { name: w.reactivate }).click();
  await expect(page.getByTestId('contact-inactive')).toHaveCount(0);

  await page.goto('/contact');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: w.customer }).getByTestId('contact-row-inactive')).toHaveCount(0);
  await expect(page.getByLabel(w.show)).not.toBeChecked();
});
