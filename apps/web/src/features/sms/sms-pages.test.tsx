import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@dokani/contracts/contacts';
import type { PackageItem, PackageList, Payment } from '@dokani/contracts/billing';
import type { SmsBalance, SmsCampaign, SmsCampaignDetail, SmsNotice, SmsPurchase, SmsQuote, SmsQuoteWire } from '@dokani/contracts/sms';
import { USAGE_FEATURES } from '@dokani/contracts/features';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signInStore, signOutStore, watchAssign } from '@/test/fixtures';
import { makeContact } from '@/test/api';
import { formatInstant } from '@/shared/lib/format';
import { setLanguage } from '@/shared/lib/i18n';

const SHOP = makeShop();
const BASE = `/shops/${SHOP.id}`;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const CAMPAIGN_ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1M1';
const NOTICE_ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1N1';
const PAYMENT_ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1P1';
const BALANCE: SmsBalance = { free: 28, paid: 500, total: 528 };
const SHORT_WORDS = 'এসএমএস পাঠাতে ২৪০টি লাগবে, আছে ২০০টি। এসএমএস প্যাকেজ কিনে নিন।';

const shops = () => ({ status: 200, body: { items: [SHOP] } });

function quote(over: Partial<SmsQuote> = {}): SmsQuote {
  return {
    characters: 82,
    encoding: 'UCS-2',
    parts: 2,
    recipients: 120,
    smsCount: 240,
    preview: 'মায়ের দোয়া স্টোর: সব পণ্যে চলছে বিশেষ ছাড়! অফার অল্প কদিনের জন্য, আজই চলে আসুন।',
    personal: false,
    enough: true,
    balance: BALANCE,
    invalidNumbers: [],
    duplicates: 0,
    tooMany: false,
    ...over,
  };
}

function campaign(over: Partial<SmsCampaign> = {}): SmsCampaign {
  return {
    id: CAMPAIGN_ID,
    status: 'sending',
    text: 'মায়ের দোয়া স্টোর: সব পণ্যে চলছে বিশেষ ছাড়!',
    encoding: 'UCS-2',
    parts: 2,
    recipients: 120,
    smsCount: 240,
    sendAt: '2026-11-25T05:00:00.000Z',
    heldForWindow: false,
    counts: { queued: 120, sent: 0, delivered: 0, failed: 0 },
    refunded: 0,
    resendOf: null,
    resentAs: null,
    createdAt: '2026-11-25T05:00:00.000Z',
    ...over,
  };
}

function contact(id: string, name: string, mobile: string | null, type: Contact['type'] = 'customer'): Contact {
  return makeContact({ id, type, name, mobile });
}

const NO_LIMITS = Object.fromEntries(USAGE_FEATURES.map((f) => [f, null])) as PackageItem['limits'];
function pack(count: number, price: string, discount: string, payable: string): PackageItem {
  return {
    id: `sms-${count}`,
    kind: 'sms',
    packageId: `sms-${count}`,
    name: `${count} SMS`,
    months: null,
    price,
    discount,
    payable,
    limits: NO_LIMITS,
    smsCount: count,
    buyable: true,
  };
}
const PACKAGES: PackageList = {
  items: [
    {
      id: 'advanced-monthly',
      kind: 'subscription',
      packageId: 'advanced',
      name: 'Advanced',
      months: 1,
      price: '299.00',
      discount: '0.00',
      payable: '299.00',
      limits: NO_LIMITS,
      smsCount: null,
      buyable: true,
    },
    pack(2000, '1000.00', '1.00', '999.00'),
    pack(500, '250.00', '0.00', '250.00'),
    pack(1000, '450.00', '0.00', '450.00'),
  ],
  providers: ['sandbox', 'bkash'],
};
const PURCHASE: SmsPurchase = {
  paymentId: PAYMENT_ID,
  packageId: 'sms-500',
  smsCount: 500,
  amount: '250.00',
  provider: 'bkash',
  transactionId: 'BK7XQ2M9',
  paidAt: '2026-11-20T06:00:00.000Z',
};

/** The shop and its SMS balance, as the SMS pages read them; `extra` adds or replaces answers. */
const smsApi = (extra: Parameters<typeof fakeApi>[0]) =>
  fakeApi({ 'GET /shops': shops, [`GET ${BASE}/sms/balance`]: () => ({ status: 200, body: BALANCE }), ...extra });

/** Opens /sms signed in, writes a short offer to the customers and waits for its quote. */
async function writeToCustomers() {
  signInStore(SHOP);
  const view = renderRoutes(routes, '/sms');
  fireEvent.change(await screen.findByTestId('sms-text'), { target: { value: 'সব পণ্যে ছাড়!' } });
  fireEvent.click(screen.getByTestId('sms-group-customers'));
  await screen.findByTestId('sms-quote');
  return view;
}

/** Presses Send. */
async function send() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('sms-send'));
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutStore();
  await setLanguage('bn');
});

describe('SMS marketing (/sms)', () => {
  it('counts a Bangla text live: UCS-2, its characters and parts, and shows it as a phone would', async () => {
    smsApi({});
    signInStore(SHOP);
    renderRoutes(routes, '/sms');
    expect((await screen.findByTestId('sms-balance-total')).textContent).toBe('৫২৮টি');
    expect(screen.getByTestId('sms-balance-free').textContent).toBe('২৮টি');

    // a ready message with {shop}: the box keeps the placeholder, the count and the bubble have the shop's name in
    fireEvent.click(screen.getByTestId('sms-template-offer'));
    const text = 'মায়ের দোয়া স্টোর: সব পণ্যে চলছে বিশেষ ছাড়! অফার অল্প কদিনের জন্য, আজই চলে আসুন।';
    expect((screen.getByLabelText('মেসেজ লিখুন') as HTMLTextAreaElement).value).toBe(
      '{shop}: সব পণ্যে চলছে বিশেষ ছাড়! অফার অল্প কদিনের জন্য, আজই চলে আসুন।',
    );
    expect(screen.getByTestId('sms-count').dataset.encoding).toBe('UCS2');
    expect(screen.getByTestId('sms-characters').textContent).toBe('৮২');
    expect(screen.getByTestId('sms-encoding').textContent).toBe('বাংলা (UCS-2)');
    expect(screen.getByTestId('sms-parts').textContent).toBe('২টি এসএমএস');
    expect(screen.getByTestId('sms-count-rule').textContent).toBe(
      'বাংলা (বা ইমোজি) থাকলে এক এসএমএসে ৭০ অক্ষর ধরে; এর বেশি হলে প্রতি ভাগে ৬৭ অক্ষর। আরও ৫২ অক্ষর লিখলেও এসএমএস বাড়বে না।',
    );
    expect(screen.getByTestId('sms-preview-text').textContent).toBe(text);
    expect(screen.queryByTestId('sms-count-personal')).toBeNull();
    expect(screen.getByTestId('sms-length').textContent).toBe('৭০/১,০০০');

    // {name} put where the cursor is: each person's own, said so
    const box = screen.getByTestId('sms-text') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'প্রিয় , আজ ছাড়!' } });
    box.setSelectionRange(7, 7);
    fireEvent.click(screen.getByTestId('sms-insert-name'));
    expect(box.value).toBe('প্রিয় {name}, আজ ছাড়!');
    expect(screen.getByTestId('sms-count-personal').textContent).toContain('প্রত্যেকের জন্য আলাদা');

    // one SMS when short
    fireEvent.change(screen.getByTestId('sms-text'), { target: { value: 'ঈদ উপলক্ষে সব পণ্যে ১০% ছাড়! আজই চলে আসুন, মায়ের দোয়া স্টোর।' } });
    expect(screen.getByTestId('sms-characters').textContent).toBe('৬৩');
    expect(screen.getByTestId('sms-parts').textContent).toBe('১টি এসএমএস');

    // over the limit: named, in Bangla digits
    fireEvent.change(screen.getByTestId('sms-text'), { target: { value: 'ক'.repeat(1001) } });
    expect(screen.getByText('এসএমএস ১,০০০ অক্ষরের বেশি হতে পারে না।')).toBeTruthy();
  });

  it('in English: an English text is GSM-7, 160 in one SMS and 153 a part beyond', async () => {
    smsApi({});
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/sms');
    const box = await screen.findByLabelText('Write your message');
    fireEvent.change(box, { target: { value: 'Eid offer: 10% off on everything today!' } });
    expect(screen.getByTestId('sms-count').dataset.encoding).toBe('GSM7');
    expect(screen.getByTestId('sms-characters').textContent).toBe('39');
    expect(screen.getByTestId('sms-encoding').textContent).toBe('English (GSM-7)');
    expect(screen.getByTestId('sms-parts').textContent).toBe('1 SMS');
    fireEvent.change(box, { target: { value: 'Eid offer: 10% off on everything today! '.repeat(5) } });
    expect(screen.getByTestId('sms-characters').textContent).toBe('200');
    expect(screen.getByTestId('sms-parts').textContent).toBe('2 SMS');
    expect(screen.getByTestId('sms-count-rule').textContent).toBe(
      'In English one SMS holds 160 characters; a longer message goes in parts of 153. 106 more characters fit without another SMS.',
    );
    expect(screen.getByTestId('sms-window-note').textContent).toContain('between 9 am and 9 pm');
  });

  it('asks the quote once typing pauses and shows recipients, SMS used, the balance after, wrong and repeated numbers', async () => {
    const api = smsApi({
      [`POST ${BASE}/sms/quote`]: () => ({
        status: 200,
        body: quote({ recipients: 122, smsCount: 244, invalidNumbers: ['12345'], duplicates: 1 }),
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms');
    fireEvent.change(await screen.findByTestId('sms-text'), {
      target: { value: 'মায়ের দোয়া স্টোর: সব পণ্যে চলছে বিশেষ ছাড়! অফার অল্প কদিনের জন্য, আজই চলে আসুন।' },
    });
    expect(screen.getByTestId('sms-quote-pending').textContent).toContain('কাকে পাঠাবেন বেছে নিলে');
    fireEvent.click(screen.getByTestId('sms-group-customers'));
    fireEvent.change(screen.getByLabelText('মোবাইল নম্বর লিখুন'), { target: { value: '০১৭১২৩৪৫৬৭৮, +880 1812 345678\n12345 01712345678' } });
    expect(screen.getByTestId('sms-numbers-count').textContent).toBe('৪টি নম্বর লেখা হয়েছে');

    const summary = await screen.findByTestId('sms-quote');
    expect(within(summary).getByTestId('sms-quote-recipients').textContent).toBe('১২২ জন');
    expect(within(summary).getByTestId('sms-quote-sms').textContent).toBe('২৪৪টি এসএমএস');
    expect(summary.textContent).toContain('২ ভাগ × ১২২ জন');
    expect(within(summary).getByTestId('sms-quote-balance').textContent).toBe('৫২৮টি এসএমএস');
    expect(within(summary).getByTestId('sms-quote-after').textContent).toBe('২৮৪টি এসএমএস');
    expect(within(summary).getByTestId('sms-quote-invalid').textContent).toContain('১টি নম্বর ঠিক নেই');
    expect(within(summary).getByTestId('sms-quote-invalid').textContent).toContain('12345');
    expect(within(summary).getByTestId('sms-quote-duplicates').textContent).toBe('১টি নম্বর একাধিকবার এসেছে — প্রত্যেকে একবারই পাবেন।');
    expect(screen.getByTestId('sms-send').hasAttribute('disabled')).toBe(false);

    // one quote for the settled form (not one a keystroke), with the numbers split as typed
    const quotes = api.calls.filter((c) => c.key === `POST ${BASE}/sms/quote`);
    expect(quotes).toHaveLength(1);
    expect((quotes[0]?.body as SmsQuoteWire).recipients).toEqual({
      groups: ['customers'],
      contactIds: [],
      mobiles: ['০১৭১২৩৪৫৬৭৮', '+880 1812 345678', '12345', '01712345678'],
    });
  });

  it('with {name} and {due}: the bubble shows the first person’s own text from the quote, and the cost is counted for each', async () => {
    smsApi({
      [`POST ${BASE}/sms/quote`]: () => ({
        status: 200,
        body: quote({
          recipients: 2,
          smsCount: 3,
          parts: 2,
          personal: true,
          preview: 'প্রিয় করিম, মায়ের দোয়া স্টোর-এ আপনার বাকি ৳১,২৫০। সুবিধামতো সময়ে পরিশোধ করার অনুরোধ রইল। ধন্যবাদ।',
        }),
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms');
    fireEvent.click(await screen.findByTestId('sms-template-dueRequest'));
    expect(screen.getByTestId('sms-preview-text').textContent).toBe(
      'প্রিয় {name}, মায়ের দোয়া স্টোর-এ আপনার বাকি {due}। সুবিধামতো সময়ে পরিশোধ করার অনুরোধ রইল। ধন্যবাদ।',
    );
    fireEvent.click(screen.getByTestId('sms-group-customers-with-due'));
    const summary = await screen.findByTestId('sms-quote');
    expect(summary.textContent).toContain('প্রত্যেকের এসএমএস আলাদা গোনা');
    await waitFor(() =>
      expect(screen.getByTestId('sms-preview-text').textContent).toBe(
        'প্রিয় করিম, মায়ের দোয়া স্টোর-এ আপনার বাকি ৳১,২৫০। সুবিধামতো সময়ে পরিশোধ করার অনুরোধ রইল। ধন্যবাদ।',
      ),
    );
    expect(screen.getByTestId('sms-preview').textContent).toContain('প্রথমজন যেমন পাবেন');
  });

  it('hand-picked contacts: search, select all shown (those with a number), remove one', async () => {
    const api = smsApi({
      [`GET ${BASE}/contacts?limit=50`]: () => ({
        status: 200,
        body: {
          items: [
            contact('01JD3ZK7Q8V6Y2N4W5X9A0B1K1', 'করিম মিয়া', '+8801711000001'),
            contact('01JD3ZK7Q8V6Y2N4W5X9A0B1K2', 'রহিমা বেগম', '+8801711000002', 'supplier'),
            contact('01JD3ZK7Q8V6Y2N4W5X9A0B1K3', 'নম্বরহীন', null),
          ],
          nextCursor: null,
        },
      }),
      [`GET ${BASE}/contacts?q=01711000001&limit=50`]: () => ({
        status: 200,
        body: { items: [contact('01JD3ZK7Q8V6Y2N4W5X9A0B1K1', 'করিম মিয়া', '+8801711000001')], nextCursor: null },
      }),
      [`POST ${BASE}/sms/quote`]: (body) => {
        const n = (body as SmsQuoteWire).recipients.contactIds?.length ?? 0;
        return { status: 200, body: quote({ recipients: n, smsCount: n * 2 }) };
      },
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms');
    fireEvent.change(await screen.findByTestId('sms-text'), {
      target: { value: 'নতুন মাল এসেছে! সময় করে একবার ঘুরে যান, পছন্দের জিনিস বেছে নিন। ধন্যবাদ!' },
    });
    fireEvent.click(screen.getByTestId('sms-contacts-toggle'));
    await waitFor(() => expect(screen.getAllByTestId('sms-contact')).toHaveLength(3));
    const noNumber = screen.getAllByTestId('sms-contact')[2] as HTMLElement;
    expect(noNumber.textContent).toContain('মোবাইল নম্বর নেই');
    expect((within(noNumber).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByTestId('sms-contact')[0]?.textContent).toContain('০১৭১১০০০০০১');
    fireEvent.click(screen.getByTestId('sms-contacts-all'));
    expect(screen.getByTestId('sms-picked-count').textContent).toBe('২ জন বাছাই করা হয়েছে');
    await waitFor(() => expect(screen.getByTestId('sms-quote-recipients').textContent).toBe('২ জন'));
    fireEvent.click(screen.getByRole('button', { name: 'রহিমা বেগম-কে বাদ দিন' }));
    await waitFor(() => expect(screen.getByTestId('sms-quote-recipients').textContent).toBe('১ জন'));
    const last = api.calls.filter((c) => c.key === `POST ${BASE}/sms/quote`).at(-1)?.body as SmsQuoteWire;
    expect(last.recipients.contactIds).toEqual(['01JD3ZK7Q8V6Y2N4W5X9A0B1K1']);

    // searched by number (Bangla digits typed): the one found is already chosen
    fireEvent.change(screen.getByLabelText('নাম বা মোবাইল নম্বর দিয়ে খুঁজুন'), { target: { value: '০১৭১১০০০০০১' } });
    await waitFor(() => expect(screen.getAllByTestId('sms-contact')).toHaveLength(1));
    expect((within(screen.getByTestId('sms-contact')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('sms-contacts-all').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('sms-recipients-limit').textContent).toBe('একবারে সর্বোচ্চ ১০,০০০ জনকে পাঠানো যায়।');
  });

  it('not enough credit: Send is disabled, with what it needs and the way to buy', async () => {
    fakeApi({
      'GET /shops': shops,
      [`GET ${BASE}/sms/balance`]: () => ({ status: 200, body: { free: 0, paid: 200, total: 200 } }),
      [`POST ${BASE}/sms/quote`]: () => ({ status: 200, body: quote({ enough: false, balance: { free: 0, paid: 200, total: 200 } }) }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms');
    fireEvent.change(await screen.findByTestId('sms-text'), { target: { value: 'সব পণ্যে ছাড়!' } });
    fireEvent.click(screen.getByTestId('sms-group-customers-with-due'));
    const short = await screen.findByTestId('sms-short');
    expect(short.textContent).toContain('ব্যালান্সে কুলাবে না: লাগবে ২৪০টি এসএমএস, আছে ২০০টি এসএমএস।');
    expect(within(short).getByTestId('sms-short-buy').getAttribute('href')).toBe('/sms/packages');
    expect(screen.getByTestId('sms-quote-after').textContent).toBe('কুলাবে না');
    expect(screen.getByTestId('sms-send').hasAttribute('disabled')).toBe(true);
  });

  it('the server refuses for credit (402): its words, and the way to buy', async () => {
    smsApi({
      [`POST ${BASE}/sms/quote`]: () => ({ status: 200, body: quote() }),
      [`POST ${BASE}/sms/campaigns`]: () => ({
        status: 402,
        body: { error: { code: 'SMS_CREDIT_SHORT', message: SHORT_WORDS, details: { needed: 240, available: 200 } } },
      }),
    });
    await writeToCustomers();
    await send();
    const refusal = await screen.findByTestId('sms-credit-error');
    expect(refusal.textContent).toContain(SHORT_WORDS);
    expect(within(refusal).getByRole('link', { name: 'এসএমএস কিনুন' }).getAttribute('href')).toBe('/sms/packages');
    expect(screen.queryByTestId('sms-result')).toBeNull();
  });

  it('asks for a message and recipients before sending', async () => {
    const api = smsApi({});
    signInStore(SHOP);
    renderRoutes(routes, '/sms');
    const send = await screen.findByTestId('sms-send');
    await act(async () => {
      fireEvent.click(send);
    });
    expect(screen.getByText('মেসেজ লিখুন।')).toBeTruthy();
    expect(screen.getByTestId('sms-recipients-error').textContent).toBe('অন্তত একজন প্রাপক বেছে নিন বা মোবাইল নম্বর লিখুন।');
    expect(api.calls.some((c) => c.key === `POST ${BASE}/sms/campaigns`)).toBe(false);
  });

  it('sends now: posts the campaign with a new id, says it is going, and leads to the list', async () => {
    const api = smsApi({
      [`POST ${BASE}/sms/quote`]: () => ({ status: 200, body: quote() }),
      [`POST ${BASE}/sms/campaigns`]: (body) => ({ status: 201, body: campaign({ id: (body as { id: string }).id }) }),
      [`GET ${BASE}/sms/campaigns`]: () => ({ status: 200, body: { items: [campaign()], nextCursor: null } }),
    });
    const { router } = await writeToCustomers();
    expect(screen.getByTestId('sms-send').textContent).toBe('এখনই পাঠান');
    await send();
    const result = await screen.findByTestId('sms-result');
    expect(result.dataset.status).toBe('sending');
    expect(within(result).getByRole('heading', { name: 'মেসেজ পাঠানো শুরু হয়েছে' })).toBeTruthy();
    expect(within(result).getByTestId('sms-result-body').textContent).toContain('১২০ জন প্রাপকের কাছে এখন যাচ্ছে');
    expect(result.textContent).toContain('ব্যালান্স থেকে ২৪০টি এসএমএস কাটা হয়েছে।');

    const sent = api.calls.find((c) => c.key === `POST ${BASE}/sms/campaigns`)?.body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['id', 'recipients', 'text']);
    expect(sent.id).toMatch(ULID);
    expect(sent).toMatchObject({ text: 'সব পণ্যে ছাড়!', recipients: { groups: ['customers'], contactIds: [], mobiles: [] } });

    fireEvent.click(within(result).getByTestId('sms-result-list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms-list'));
    expect(await screen.findByTestId('campaign-row')).toBeTruthy();
  });

  it('later: asks for the date and time, then sends them as the instant on the shop’s clock and says when it will go', async () => {
    const api = smsApi({
      [`POST ${BASE}/sms/quote`]: () => ({ status: 200, body: quote() }),
      [`POST ${BASE}/sms/campaigns`]: (body) => {
        const b = body as { id: string; sendAt: string };
        return { status: 201, body: campaign({ id: b.id, status: 'scheduled', sendAt: new Date(b.sendAt).toISOString() }) };
      },
    });
    await writeToCustomers();
    fireEvent.click(within(screen.getByTestId('sms-when')).getByRole('button', { name: 'পরে, সময় ঠিক করে' }));
    expect(screen.getByTestId('sms-send').textContent).toBe('ঠিক করা সময়ে পাঠান');
    await send();
    expect(screen.getByText('কবে, কখন পাঠাবেন — তারিখ আর সময় দিন।')).toBeTruthy();
    expect(api.calls.some((c) => c.key === `POST ${BASE}/sms/campaigns`)).toBe(false);

    const date = screen.getByLabelText('তারিখ');
    fireEvent.change(date, { target: { value: '15/01/2099' } });
    fireEvent.blur(date);
    const hour = screen.getByLabelText('সময়');
    hour.focus();
    fireEvent.keyDown(hour, { key: 'Enter' });
    const option = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .find((o) => o.textContent === 'সকাল ১০');
    fireEvent.keyDown(option as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await send();
    const result = await screen.findByTestId('sms-result');
    // 10 am in Dhaka (UTC+6)
    const sent = api.calls.find((c) => c.key === `POST ${BASE}/sms/campaigns`)?.body as { sendAt: string };
    expect(new Date(sent.sendAt).toISOString()).toBe('2099-01-15T04:00:00.000Z');
    expect(result.dataset.status).toBe('scheduled');
    expect(within(result).getByRole('heading', { name: 'মেসেজ পাঠানোর সময় ঠিক হয়েছে' })).toBeTruthy();
    expect(within(result).getByTestId('sms-result-body').textContent).toBe(
      `১২০ জন প্রাপকের কাছে যাবে ${formatInstant(new Date('2099-01-15T04:00:00.000Z'), 'bn')}।`,
    );
  });

  it('outside 9 am – 9 pm the campaign is held: says when it will go', async () => {
    const sendAt = '2026-11-26T03:00:00.000Z';
    smsApi({
      [`POST ${BASE}/sms/quote`]: () => ({ status: 200, body: quote() }),
      [`POST ${BASE}/sms/campaigns`]: (body) => ({
        status: 201,
        body: campaign({ id: (body as { id: string }).id, status: 'scheduled', heldForWindow: true, sendAt }),
      }),
    });
    await writeToCustomers();
    await send();
    const result = await screen.findByTestId('sms-result');
    expect(result.dataset.status).toBe('scheduled');
    expect(within(result).getByTestId('sms-result-body').textContent).toBe(
      `এখন প্রচারের এসএমএস পাঠানোর সময় নয় (সকাল ৯টা – রাত ৯টা)। ১২০ জন প্রাপকের কাছে যাবে ${formatInstant(new Date(sendAt), 'bn')}।`,
    );
  });
});

describe('Sent SMS (/sms-list)', () => {
  const done = campaign({ status: 'done', counts: { queued: 0, sent: 3, delivered: 115, failed: 2 }, refunded: 4 });
  const detail: SmsCampaignDetail = {
    ...done,
    messages: [
      { id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S1', mobile: '+8801711000001', status: 'delivered', error: null, attempts: 1 },
      { id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S2', mobile: '+8801711000002', status: 'failed', error: 'Number not reachable', attempts: 3 },
      { id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S3', mobile: '+8801711000003', status: 'failed', error: 'Invalid number', attempts: 1 },
    ],
  };

  it('each campaign with its counts; opened, every recipient and the reason; failed ones sent again after asking', async () => {
    const api = fakeApi({
      'GET /shops': shops,
      [`GET ${BASE}/sms/campaigns`]: () => ({ status: 200, body: { items: [done], nextCursor: null } }),
      [`GET ${BASE}/sms/campaigns/${CAMPAIGN_ID}`]: () => ({ status: 200, body: detail }),
      [`POST ${BASE}/sms/campaigns/${CAMPAIGN_ID}/resend`]: (body) => ({
        status: 201,
        body: campaign({
          id: (body as { id: string }).id,
          recipients: 2,
          smsCount: 4,
          resendOf: CAMPAIGN_ID,
          counts: { queued: 2, sent: 0, delivered: 0, failed: 0 },
        }),
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms-list');
    const row = await screen.findByTestId('campaign-row');
    expect(within(row).getByTestId('campaign-status').textContent).toBe('পাঠানো শেষ');
    expect(within(row).getByTestId('campaign-cost').textContent).toBe('১২০ জন · প্রতি জনে ২ ভাগ · মোট ২৪০টি এসএমএস');
    expect(within(row).getByTestId('count-delivered').textContent).toBe('পৌঁছেছে ১১৫');
    expect(within(row).getByTestId('count-sent').textContent).toBe('পাঠানো হয়েছে ৩');
    expect(within(row).getByTestId('count-failed').textContent).toBe('যায়নি ২');
    expect(within(row).queryByTestId('count-queued')).toBeNull();

    fireEvent.click(within(row).getByTestId('campaign-toggle'));
    await waitFor(() => expect(within(row).getAllByTestId('campaign-message')).toHaveLength(3));
    const [first, second, third] = within(row).getAllByTestId('campaign-message') as [HTMLElement, HTMLElement, HTMLElement];
    // failed first, with the reason
    expect(first.dataset.status).toBe('failed');
    expect(first.textContent).toContain('০১৭১১০০০০০২');
    expect(within(first).getByTestId('campaign-message-error').textContent).toBe('কারণ: Number not reachable');
    expect(first.textContent).toContain('৩ বার চেষ্টা করা হয়েছে');
    expect(second.dataset.status).toBe('failed');
    expect(third.dataset.status).toBe('delivered');
    expect(within(row).getByTestId('campaign-refunded').textContent).toContain('৪টি এসএমএস ব্যালান্সে ফেরত');

    fireEvent.click(within(row).getByTestId('campaign-resend'));
    const dialog = await screen.findByTestId('campaign-resend-dialog');
    expect(dialog.textContent).toContain('২ জন প্রাপককে আবার পাঠানো হবে। এতে ব্যালান্স থেকে আবার ৪টি এসএমএস কাটা যাবে।');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('campaign-resend-dialog-confirm'));
    });
    await waitFor(() => expect(screen.queryByTestId('campaign-resend-dialog')).toBeNull());
    const post = api.calls.find((c) => c.key === `POST ${BASE}/sms/campaigns/${CAMPAIGN_ID}/resend`);
    expect(Object.keys(post?.body as object)).toEqual(['id']);
    expect((post?.body as { id: string }).id).toMatch(ULID);
  });

  it('a campaign sent again once: Send failed again is off and says so; a short credit shows the server’s words', async () => {
    fakeApi({
      'GET /shops': shops,
      [`GET ${BASE}/sms/campaigns`]: () => ({
        status: 200,
        body: { items: [{ ...done, resentAs: '01JD3ZK7Q8V6Y2N4W5X9A0B1M2' }], nextCursor: null },
      }),
      [`GET ${BASE}/sms/campaigns/${CAMPAIGN_ID}`]: () => ({ status: 200, body: { ...detail, resentAs: '01JD3ZK7Q8V6Y2N4W5X9A0B1M2' } }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms-list');
    fireEvent.click(await screen.findByTestId('campaign-toggle'));
    const resend = await screen.findByTestId('campaign-resend');
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('campaign-resent').textContent).toContain('একবার আবার পাঠানো হয়েছে');
  });

  it('resend refused for credit (402): the words and the way to buy', async () => {
    fakeApi({
      'GET /shops': shops,
      [`GET ${BASE}/sms/campaigns`]: () => ({ status: 200, body: { items: [done], nextCursor: null } }),
      [`GET ${BASE}/sms/campaigns/${CAMPAIGN_ID}`]: () => ({ status: 200, body: detail }),
      [`POST ${BASE}/sms/campaigns/${CAMPAIGN_ID}/resend`]: () => ({
        status: 402,
        body: { error: { code: 'SMS_CREDIT_SHORT', message: SHORT_WORDS } },
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/sms-list');
    fireEvent.click(await screen.findByTestId('campaign-toggle'));
    fireEvent.click(await screen.findByTestId('campaign-resend'));
    const confirm = await screen.findByTestId('campaign-resend-dialog-confirm');
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect((await screen.findByTestId('form-error')).textContent).toContain(SHORT_WORDS);
    expect(screen.getByTestId('sms-refusal-buy').getAttribute('href')).toBe('/sms/packages');
  });

  it('due notices: to whom, why, its status and reason; a failed one is sent again; more with the cursor', async () => {
    const notice = (over: Partial<SmsNotice>): SmsNotice => ({
      id: NOTICE_ID,
      purpose: 'due-reminder',
      mobile: '+8801711000001',
      contactName: 'করিম মিয়া',
      text: 'মায়ের দোয়া স্টোর: আপনার কাছে মোট ৳১,২৫০ বাকি আছে।',
      parts: 1,
      status: 'failed',
      error: 'Gateway timeout',
      createdAt: '2026-11-24T08:00:00.000Z',
      resentAs: null,
      ...over,
    });
    const api = fakeApi({
      'GET /shops': shops,
      [`GET ${BASE}/sms/campaigns`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      [`GET ${BASE}/sms/notices`]: () => ({ status: 200, body: { items: [notice({})], nextCursor: 'next-1' } }),
      [`GET ${BASE}/sms/notices?cursor=next-1`]: () => ({
        status: 200,
        body: {
          items: [notice({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1N2', purpose: 'due-notice', contactName: null, status: 'delivered', error: null })],
          nextCursor: null,
        },
      }),
      [`POST ${BASE}/sms/notices/${NOTICE_ID}/resend`]: () => ({
        status: 201,
        body: notice({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1N3', status: 'queued', error: null }),
      }),
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/sms-list');
    expect(await screen.findByTestId('campaigns-empty')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('sms-list-tabs')).getByRole('button', { name: 'লেনদেনের এসএমএস' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notices'));
    const row = await screen.findByTestId('notice-row');
    expect(within(row).getByTestId('notice-to').textContent).toBe('করিম মিয়া');
    expect(row.textContent).toContain('বাকির তাগাদা');
    expect(within(row).getByTestId('message-status').textContent).toBe('যায়নি');
    expect(within(row).getByTestId('notice-error').textContent).toBe('কারণ: Gateway timeout');

    fireEvent.click(within(row).getByTestId('notice-resend'));
    const dialog = await screen.findByTestId('notice-resend-dialog');
    expect(dialog.textContent).toContain('করিম মিয়া-কে আবার পাঠানো হবে, ব্যালান্স থেকে ১টি এসএমএস কাটা যাবে।');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('notice-resend-dialog-confirm'));
    });
    await waitFor(() => expect(api.calls.some((c) => c.key === `POST ${BASE}/sms/notices/${NOTICE_ID}/resend`)).toBe(true));
    expect(api.calls.find((c) => c.key === `POST ${BASE}/sms/notices/${NOTICE_ID}/resend`)?.body).toBeUndefined();

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('notice-row')).toHaveLength(2));
    const second = screen.getAllByTestId('notice-row')[1] as HTMLElement;
    expect(within(second).getByTestId('notice-to').textContent).toBe('০১৭১১০০০০০১');
    expect(within(second).queryByTestId('notice-resend')).toBeNull();
  });
});

describe('SMS packs (/sms/packages)', () => {
  it('the balance, the packs with the price of one SMS in Bangla digits, the purchases; buying posts the payment and goes to the provider', async () => {
    const api = smsApi({
      'GET /packages': () => ({ status: 200, body: PACKAGES }),
      [`GET ${BASE}/sms/purchases`]: () => ({ status: 200, body: { items: [PURCHASE] } }),
      [`POST ${BASE}/payments`]: (body) => ({
        status: 201,
        body: {
          id: (body as { id: string }).id,
          packageId: 'sms-1000',
          amount: '450.00',
          provider: 'bkash',
          status: 'initiated',
          redirectUrl: 'https://pay.example/bkash/sms',
          transactionId: null,
          createdAt: '2026-11-25T04:00:00.000Z',
        } satisfies Payment,
      }),
    });
    const assign = watchAssign();
    signInStore(SHOP);
    renderRoutes(routes, '/sms/packages');
    await waitFor(() => expect(screen.getAllByTestId('sms-pack')).toHaveLength(3));
    expect(screen.getByTestId('sms-balance-free').textContent).toBe('২৮টি');
    expect(screen.getByTestId('sms-balance-paid').textContent).toBe('৫০০টি');
    const [p500, p1000, p2000] = screen.getAllByTestId('sms-pack') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(p500).getByTestId('sms-pack-count').textContent).toBe('৫০০টি এসএমএস');
    expect(within(p500).getByTestId('sms-pack-per-sms').textContent).toBe('প্রতি এসএমএস ৳০.৫০');
    expect(within(p1000).getByTestId('sms-pack-payable').textContent).toBe('৳৪৫০.০০');
    expect(within(p1000).getByTestId('sms-pack-per-sms').textContent).toBe('প্রতি এসএমএস ৳০.৪৫');
    expect(within(p2000).getByTestId('sms-pack-per-sms').textContent).toBe('প্রতি এসএমএস প্রায় ৳০.৫০');
    expect(within(p2000).getByTestId('sms-pack-saving').textContent).toBe('৳১.০০ ছাড়');
    expect(within(p2000).getByTestId('sms-pack-price').textContent).toBe('৳১,০০০.০০');

    const history = await screen.findByTestId('sms-purchase');
    expect(history.textContent).toContain('৫০০টি এসএমএস');
    expect(history.textContent).toContain('৳২৫০.০০');
    expect(history.textContent).toContain('বিকাশ');
    expect(history.textContent).toContain('BK7XQ2M9');

    fireEvent.click(screen.getByRole('button', { name: '১,০০০টি এসএমএস কিনুন' }));
    const dialog = await screen.findByTestId('sms-buy-dialog');
    expect(within(dialog).getByTestId('sms-buy-payable').textContent).toBe('৳৪৫০.০০');
    fireEvent.click(within(dialog).getByTestId('sms-buy-provider-bkash'));
    expect(within(dialog).getByTestId('sms-buy-pay').textContent).toBe('৳৪৫০.০০ পরিশোধ করুন');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('sms-buy-pay'));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/bkash/sms'));
    const sent = api.calls.find((c) => c.key === `POST ${BASE}/payments`)?.body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['id', 'packageId', 'provider']);
    expect(sent).toMatchObject({ packageId: 'sms-1000', provider: 'bkash' });
    expect(sent.id).toMatch(ULID);
  });

  it('a member who is not the owner sees that only the owner can buy', async () => {
    const cashier = makeShop({ role: 'ক্যাশিয়ার', features: ['sms'] });
    fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [cashier] } }),
      'GET /packages': () => ({ status: 200, body: PACKAGES }),
      [`GET ${BASE}/sms/balance`]: () => ({ status: 200, body: BALANCE }),
      [`GET ${BASE}/sms/purchases`]: () => ({ status: 200, body: { items: [] } }),
    });
    signInStore(cashier);
    renderRoutes(routes, '/sms/packages');
    expect((await screen.findByTestId('sms-owner-only')).textContent).toBe('এসএমএস শুধু দোকানের মালিক কিনতে পারেন। দরকার হলে মালিককে বলুন।');
    for (const buy of screen.getAllByTestId('sms-pack-buy')) expect(buy.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByTestId('sms-history-empty')).toBeTruthy();
  });

  it('back from the provider: waits, then says how many SMS were added and the new balance', async () => {
    let polls = 0;
    let balanceReads = 0;
    fakeApi({
      'GET /shops': shops,
      'GET /packages': () => ({ status: 200, body: PACKAGES }),
      [`GET ${BASE}/sms/balance`]: () => ({ status: 200, body: ++balanceReads > 1 ? { free: 28, paid: 1500, total: 1528 } : BALANCE }),
      [`GET ${BASE}/sms/purchases`]: () => ({ status: 200, body: { items: [] } }),
      [`GET ${BASE}/payments/${PAYMENT_ID}`]: () => ({
        status: 200,
        body: {
          id: PAYMENT_ID,
          packageId: 'sms-1000',
          amount: '450.00',
          provider: 'sandbox',
          status: ++polls < 2 ? 'initiated' : 'succeeded',
          redirectUrl: null,
          transactionId: polls < 2 ? null : 'SBX-9',
          createdAt: '2026-11-25T04:00:00.000Z',
        } satisfies Payment,
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, `/sms/packages?payment=${PAYMENT_ID}`);
    expect((await screen.findByTestId('sms-payment-result')).dataset.status).toBe('initiated');
    await waitFor(() => expect(screen.getByTestId('sms-payment-result').dataset.status).toBe('succeeded'));
    await waitFor(() =>
      expect(screen.getByTestId('sms-payment-result-body').textContent).toBe(
        '১,০০০টি এসএমএস আপনার ব্যালান্সে যোগ হয়েছে। এখন মোট ব্যালান্স ১,৫২৮টি এসএমএস।',
      ),
    );
    expect(screen.getByTestId('sms-balance-total').textContent).toBe('১,৫২৮টি');
    expect(screen.getByTestId('sms-payment-to-compose').getAttribute('href')).toBe('/sms');
  });

  it('a cancelled payment: nothing bought, the balance as it was', async () => {
    smsApi({
      'GET /packages': () => ({ status: 200, body: PACKAGES }),
      [`GET ${BASE}/sms/purchases`]: () => ({ status: 200, body: { items: [] } }),
      [`GET ${BASE}/payments/${PAYMENT_ID}`]: () => ({
        status: 200,
        body: {
          id: PAYMENT_ID,
          packageId: 'sms-1000',
          amount: '450.00',
          provider: 'sandbox',
          status: 'cancelled',
          redirectUrl: null,
          transactionId: null,
          createdAt: '2026-11-25T04:00:00.000Z',
        } satisfies Payment,
      }),
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, `/sms/packages?payment=${PAYMENT_ID}`);
    const result = await screen.findByTestId('sms-payment-result');
    expect(result.dataset.status).toBe('cancelled');
    expect(within(result).getByRole('heading', { name: 'পেমেন্ট বাতিল করা হয়েছে' })).toBeTruthy();
    fireEvent.click(within(result).getByTestId('sms-payment-dismiss'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // the router's state changes before React has drawn the page without the result
    await waitFor(() => expect(screen.queryByTestId('sms-payment-result')).toBeNull());
  });
});
