import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PackageItem, PackageList, Payment, SandboxPayment, Subscription, UsageItem } from '@dokani/contracts/billing';
import { USAGE_FEATURES } from '@dokani/contracts/features';
import { formatBusinessDate } from '@dokani/core/format';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signInStore, signOutStore, watchAssign } from '@/test/fixtures';
import { setLanguage } from '@/shared/lib/i18n';

const SHOP = makeShop();
const BASE = `/shops/${SHOP.id}`;
const PAYMENT_ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1P1';
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

const FREE_LIMITS: PackageItem['limits'] = {
  sell: 50,
  buy: 50,
  expense: 50,
  due: 50,
  'product-list': 100,
  customer: 50,
  supplier: 20,
  employee: 2,
  'stock-list': 100,
  'expense-category': 10,
};
const NO_LIMITS = Object.fromEntries(USAGE_FEATURES.map((f) => [f, null])) as PackageItem['limits'];

function item(id: string, months: number | null, price: string, discount: string, payable: string): PackageItem {
  const free = months === null;
  return {
    id,
    kind: 'subscription',
    packageId: free ? 'free' : 'advanced',
    name: free ? 'Free' : 'Advanced',
    months,
    price,
    discount,
    payable,
    limits: free ? FREE_LIMITS : NO_LIMITS,
    smsCount: null,
    buyable: !free,
  };
}

const PACKAGES: PackageList = {
  items: [
    item('free', null, '0.00', '0.00', '0.00'),
    item('advanced-monthly', 1, '299.00', '0.00', '299.00'),
    item('advanced-half-yearly', 6, '1794.00', '295.00', '1499.00'),
    item('advanced-yearly', 12, '3588.00', '889.00', '2699.00'),
  ],
  providers: ['sandbox', 'bkash', 'sslcommerz'],
};
const FREE_SUB: Subscription = { packageId: 'free', status: 'free', startsOn: null, endsOn: null, daysLeft: null, history: [] };
const PURCHASE: Subscription['history'][number] = {
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S1',
  packageId: 'advanced-monthly',
  startsOn: '2026-10-01',
  endsOn: '2026-10-31',
  paymentId: PAYMENT_ID,
  amount: '299.00',
  provider: 'bkash',
  transactionId: 'BK7XQ2M9',
  paidAt: '2026-10-01T05:00:00.000Z',
};

/** Advanced ran out at the end of October: the shop is on Free again. */
const LAPSED: Subscription = {
  packageId: 'advanced-monthly',
  status: 'lapsed',
  startsOn: '2026-10-01',
  endsOn: '2026-10-31',
  daysLeft: null,
  history: [PURCHASE],
};

function payment(status: Payment['status'], over: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    packageId: 'advanced-yearly',
    amount: '2699.00',
    provider: 'sandbox',
    status,
    redirectUrl: status === 'initiated' ? `http://localhost/payments/sandbox/${PAYMENT_ID}` : null,
    transactionId: status === 'succeeded' ? 'SBX-1' : null,
    createdAt: '2026-11-25T04:00:00.000Z',
    ...over,
  };
}

/** The shop and the package list, as every billing page reads them; `extra` adds the page's own answers. */
const billingApi = (extra: Parameters<typeof fakeApi>[0]) =>
  fakeApi({
    'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
    'GET /packages': () => ({ status: 200, body: PACKAGES }),
    ...extra,
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutStore();
  await setLanguage('bn');
});

describe('Packages', () => {
  it('shows Free with its limits and Advanced with a period, its saving and payable — Bangla digits and ৳', async () => {
    billingApi({
      [`GET ${BASE}/subscription`]: () => ({ status: 200, body: FREE_SUB }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/settings/subscriptions/packages');
    const advanced = await screen.findByTestId('packages-advanced');
    const free = screen.getByTestId('packages-free');
    expect(free.textContent).toContain('আপনার প্যাকেজ');
    const sell = within(screen.getByTestId('packages-free-limits'))
      .getAllByTestId('limit-line')
      .find((l) => l.dataset.feature === 'sell');
    expect(sell?.textContent).toBe('বিক্রিমাসে ৫০টি');
    const products = within(screen.getByTestId('packages-free-limits'))
      .getAllByTestId('limit-line')
      .find((l) => l.dataset.feature === 'product-list');
    expect(products?.textContent).toBe('পণ্যের তালিকামোট ১০০টি');
    expect(within(screen.getByTestId('packages-advanced-limits')).getAllByText('সীমা নেই')).toHaveLength(USAGE_FEATURES.length);

    expect(within(advanced).getByTestId('packages-payable').textContent).toBe('৳২৯৯.০০');
    expect(within(advanced).queryByTestId('packages-saving')).toBeNull();
    fireEvent.click(within(screen.getByTestId('packages-period')).getByRole('button', { name: 'বাৎসরিক' }));
    expect(within(advanced).getByTestId('packages-payable').textContent).toBe('৳২,৬৯৯.০০');
    expect(within(advanced).getByTestId('packages-list-price').textContent).toBe('৳৩,৫৮৮.০০');
    expect(within(advanced).getByTestId('packages-saving').textContent).toBe('৳৮৮৯.০০ সাশ্রয়');
    const buy = within(advanced).getByTestId('packages-buy');
    expect(buy.textContent).toContain('কিনুন');
    expect(buy.getAttribute('href')).toBe('/settings/subscriptions/checkout?package=advanced-yearly');
  });
});

describe('Checkout', () => {
  it('posts the payment (a new id, the package, the provider) and goes to the provider', async () => {
    const api = billingApi({
      [`POST ${BASE}/payments`]: (body) => ({
        status: 201,
        body: payment('initiated', {
          id: (body as { id: string }).id,
          packageId: 'advanced-half-yearly',
          amount: '1499.00',
          provider: 'bkash',
          redirectUrl: 'https://pay.example/bkash/abc',
        }),
      }),
    });
    const assign = watchAssign();
    signInStore(SHOP);
    renderRoutes(routes, '/settings/subscriptions/checkout?package=advanced-half-yearly');
    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByTestId('checkout-payable').textContent).toBe('৳১,৪৯৯.০০');
    expect(summary.textContent).toContain('অ্যাডভান্সড · ছয় মাস');
    expect(summary.textContent).toContain('৬ মাস');
    expect(summary.textContent).toContain('−৳২৯৫.০০');
    expect(screen.getByTestId('checkout-provider-sslcommerz').closest('label')?.textContent).toContain('কার্ড, মোবাইল ব্যাংকিং');
    expect(screen.getByTestId('checkout-provider-sandbox').closest('label')?.textContent).toContain('পরীক্ষার পেমেন্ট');

    fireEvent.click(screen.getByTestId('checkout-provider-bkash'));
    expect(screen.getByTestId('checkout-pay').textContent).toBe('৳১,৪৯৯.০০ পরিশোধ করুন');
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-pay'));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/bkash/abc'));
    const sent = api.calls.find((c) => c.key === `POST ${BASE}/payments`)?.body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['id', 'packageId', 'provider']);
    expect(sent).toMatchObject({ packageId: 'advanced-half-yearly', provider: 'bkash' });
    expect(sent.id).toMatch(ULID);
  });

  it('shows the server’s words when the payment is refused (only the owner may buy)', async () => {
    billingApi({
      [`POST ${BASE}/payments`]: () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'শুধু দোকানের মালিক প্যাকেজ কিনতে পারেন।' } },
      }),
    });
    const assign = watchAssign();
    signInStore(SHOP);
    renderRoutes(routes, '/settings/subscriptions/checkout?package=advanced-monthly');
    await screen.findByTestId('checkout-summary');
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-pay'));
    });
    expect((await screen.findByTestId('form-error')).textContent).toContain('শুধু দোকানের মালিক প্যাকেজ কিনতে পারেন।');
    expect(assign).not.toHaveBeenCalled();
  });

  it('an unknown package says so and points to the packages', async () => {
    billingApi({});
    signInStore(SHOP);
    renderRoutes(routes, '/settings/subscriptions/checkout?package=free');
    expect((await screen.findByTestId('checkout-unknown')).textContent).toContain('এই প্যাকেজটি পাওয়া যায়নি।');
  });
});

describe('Payment result', () => {
  it('waits while the provider has not answered, then shows the package active until its last day', async () => {
    let polls = 0;
    billingApi({
      [`GET ${BASE}/payments/${PAYMENT_ID}`]: () => ({ status: 200, body: payment(++polls < 2 ? 'initiated' : 'succeeded') }),
      [`GET ${BASE}/subscription`]: () => ({
        status: 200,
        body: {
          packageId: 'advanced-yearly',
          status: 'active',
          startsOn: '2026-11-25',
          endsOn: '2027-11-24',
          daysLeft: 365,
          history: [],
        } satisfies Subscription,
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, `/settings/subscriptions/checkout?payment=${PAYMENT_ID}`);
    expect((await screen.findByTestId('payment-result')).dataset.status).toBe('initiated');
    await waitFor(() => expect(screen.getByTestId('payment-result').dataset.status).toBe('succeeded'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-result-body').textContent).toBe(
        `অ্যাডভান্সড · বাৎসরিক প্যাকেজ এখন চালু, ${formatBusinessDate('2027-11-24', 'bn')} পর্যন্ত।`,
      ),
    );
    expect(screen.getByTestId('payment-to-subscription').getAttribute('href')).toBe('/settings/subscriptions');
    expect(screen.getByTestId('payment-to-limit-chart').getAttribute('href')).toBe('/settings/limit-chart');
    expect(polls).toBe(2);
  });

  it.each([
    ['failed', 'পেমেন্ট হয়নি'],
    ['cancelled', 'পেমেন্ট বাতিল করা হয়েছে'],
  ] as const)('%s: says so and offers the same package again', async (status, title) => {
    billingApi({
      [`GET ${BASE}/payments/${PAYMENT_ID}`]: () => ({ status: 200, body: payment(status) }),
    });
    signInStore(SHOP);
    renderRoutes(routes, `/settings/subscriptions/checkout?payment=${PAYMENT_ID}`);
    const result = await screen.findByTestId('payment-result');
    expect(result.dataset.status).toBe(status);
    expect(within(result).getByRole('heading', { name: title })).toBeTruthy();
    expect(within(result).getByTestId('payment-try-again').getAttribute('href')).toBe(
      '/settings/subscriptions/checkout?package=advanced-yearly',
    );
  });
});

describe('Limit chart', () => {
  it('each feature with used / limit, coloured by level; monthly ones reset, the others are totals; no limit said', async () => {
    const usage: UsageItem[] = [
      { feature: 'sell', used: 46, limit: 50, period: '2026-11', level: 'high', resetsOn: '2026-12-01' },
      { feature: 'buy', used: 40, limit: 50, period: '2026-11', level: 'medium', resetsOn: '2026-12-01' },
      { feature: 'product-list', used: 12, limit: 100, period: 'all', level: 'low', resetsOn: null },
      { feature: 'customer', used: 130, limit: null, period: 'all', level: 'low', resetsOn: null },
    ];
    fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/usage`]: () => ({ status: 200, body: { items: usage } }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/settings/limit-chart');
    await waitFor(() => expect(screen.getAllByTestId('usage-row')).toHaveLength(4));
    const [sell, buy, products, customers] = screen.getAllByTestId('usage-row') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(sell.dataset.level).toBe('high');
    expect(within(sell).getByTestId('usage-count').textContent).toBe('৫০টির মধ্যে ৪৬টি');
    expect(within(sell).getByTestId('usage-level').textContent).toBe('সীমা প্রায় শেষ');
    expect(within(sell).getByRole('progressbar').firstElementChild?.className).toContain('bg-destructive');
    expect(sell.textContent).toContain(`${formatBusinessDate('2026-12-01', 'bn')} থেকে আবার শূন্য থেকে গোনা হবে`);
    expect(buy.dataset.level).toBe('medium');
    expect(within(buy).getByTestId('usage-level').textContent).toBe('সীমার কাছাকাছি');
    expect(within(buy).getByRole('progressbar').firstElementChild?.className).toContain('bg-warning');
    expect(within(products).getByRole('progressbar').firstElementChild?.className).toContain('bg-primary');
    expect(products.textContent).toContain('মোট হিসাব, মাসে মাসে শূন্য হয় না');
    expect(within(customers).getByTestId('usage-no-limit').textContent).toBe('সীমা নেই');
    expect(within(customers).queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('usage-upgrade').getAttribute('href')).toBe('/settings/subscriptions/packages');
  });

  it('in English: the names in plain words and "No limit"', async () => {
    fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/usage`]: () => ({
        status: 200,
        body: {
          items: [{ feature: 'product-list', used: 5, limit: null, period: 'all', level: 'low', resetsOn: null }] satisfies UsageItem[],
        },
      }),
    });
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/settings/limit-chart');
    const row = await screen.findByTestId('usage-row');
    expect(row.textContent).toContain('Product list');
    expect(row.textContent).toContain('5 used');
    expect(row.textContent).toContain('No limit');
    expect(row.textContent).toContain('Total, does not reset each month');
    // nothing is limited (Advanced): the page does not sell Advanced again
    expect(screen.queryByTestId('usage-upgrade')).toBeNull();
    expect(screen.getByTestId('usage-unlimited').textContent).toContain('Your package has no limits');
  });
});

describe('Subscription', () => {
  it('active with few days left: the dates, the days and a reminder to renew', async () => {
    billingApi({
      [`GET ${BASE}/subscription`]: () => ({
        status: 200,
        body: {
          packageId: 'advanced-monthly',
          status: 'active',
          startsOn: '2026-11-01',
          endsOn: '2026-11-30',
          daysLeft: 3,
          history: [],
        } satisfies Subscription,
      }),
    });
    signInStore(SHOP);
    renderRoutes(routes, '/settings/subscriptions');
    const current = await screen.findByTestId('subscription-current');
    await waitFor(() => expect(within(current).getByTestId('subscription-package').textContent).toBe('অ্যাডভান্সড · মাসিক'));
    expect(current.textContent).toContain(formatBusinessDate('2026-11-30', 'bn'));
    expect(within(current).getByTestId('subscription-days-left').textContent).toBe('আর ৩ দিন');
    expect(screen.getByTestId('subscription-reminder').textContent).toContain('আর মাত্র ৩ দিন');
    expect(screen.getByTestId('subscription-renew').getAttribute('href')).toBe('/settings/subscriptions/packages');
    expect(screen.queryByTestId('subscription-lapsed')).toBeNull();
    expect(screen.getByTestId('subscription-history-empty')).toBeTruthy();
  });

  it('lapsed: a banner with the end date, Free now, nothing locked; the purchases with a printable receipt', async () => {
    billingApi({
      [`GET ${BASE}/subscription`]: () => ({ status: 200, body: LAPSED }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signInStore(SHOP);
    renderRoutes(routes, '/settings/subscriptions');
    const banner = await screen.findByTestId('subscription-lapsed');
    expect(banner.textContent).toContain(`মেয়াদ শেষ হয়েছে ${formatBusinessDate('2026-10-31', 'bn')} তারিখে`);
    expect(banner.textContent).toContain('দোকান এখন ফ্রি প্যাকেজে চলছে');
    expect(banner.textContent).toContain('পুরনো সব হিসাব আগের মতোই দেখতে পারবেন');
    expect(screen.getByTestId('subscription-package').textContent).toBe('ফ্রি');
    expect(screen.queryByTestId('subscription-reminder')).toBeNull();

    const row = screen.getByTestId('subscription-purchase');
    await waitFor(() => expect(row.textContent).toContain('অ্যাডভান্সড · মাসিক'));
    expect(row.textContent).toContain('৳২৯৯.০০');
    expect(row.textContent).toContain('বিকাশ');
    expect(row.textContent).toContain('BK7XQ2M9');
    fireEvent.click(within(row).getByTestId('subscription-receipt'));
    const receipt = await screen.findByTestId('billing-receipt');
    expect(receipt.textContent).toContain(SHOP.name);
    expect(receipt.textContent).toContain('BK7XQ2M9');
    fireEvent.click(within(receipt).getByTestId('billing-receipt-print'));
    expect(print).toHaveBeenCalled();
  });
});

describe('Home: the package news', () => {
  it('a lapsed package shows on the home page with the way to renew; a member without subscriptions is not asked', async () => {
    const calls: string[] = [];
    fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/subscription`]: () => {
        calls.push('subscription');
        return {
          status: 200,
          body: LAPSED,
        };
      },
    });
    signInStore(SHOP);
    renderRoutes(routes, '/home');
    const banner = await screen.findByTestId('subscription-lapsed');
    expect(banner.textContent).toContain(formatBusinessDate('2026-10-31', 'bn'));
    expect(within(banner).getByTestId('subscription-notice-link').getAttribute('href')).toBe('/settings/subscriptions');
    expect(calls).toEqual(['subscription']);
    signOutStore();
    const cashier = makeShop({ role: 'ক্যাশিয়ার', features: ['sell', 'contacts'] });
    signInStore(cashier);
    renderRoutes(routes, '/home');
    await screen.findAllByTestId('home-page');
    expect(calls).toEqual(['subscription']);
  });
});

describe('Sandbox payment', () => {
  const SANDBOX: SandboxPayment = {
    id: PAYMENT_ID,
    amount: '1499.00',
    status: 'initiated',
    returnUrl: `http://localhost/settings/subscriptions/checkout?payment=${PAYMENT_ID}`,
  };

  it('public, no sign-in: the amount and three outcomes; the chosen one is sent and the browser returns', async () => {
    const api = fakeApi({
      [`GET /payments/sandbox/${PAYMENT_ID}`]: () => ({ status: 200, body: SANDBOX }),
      [`POST /payments/sandbox/${PAYMENT_ID}/complete`]: () => ({ status: 200, body: payment('succeeded') }),
    });
    const assign = watchAssign();
    renderRoutes(routes, `/payments/sandbox/${PAYMENT_ID}`);
    expect((await screen.findByTestId('sandbox-amount')).textContent).toBe('৳১,৪৯৯.০০');
    expect(screen.getByRole('heading', { name: 'স্যান্ডবক্স পেমেন্ট — আসল টাকা নয়' })).toBeTruthy();
    expect(screen.getByTestId('sandbox-fail')).toBeTruthy();
    expect(screen.getByTestId('sandbox-cancel')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('sandbox-success'));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SANDBOX.returnUrl));
    const post = api.calls.find((c) => c.key === `POST /payments/sandbox/${PAYMENT_ID}/complete`);
    expect(post?.body).toEqual({ outcome: 'success' });
    expect(post?.headers.Authorization).toBeUndefined();
  });

  it('already completed: says so and offers the way back', async () => {
    fakeApi({ [`GET /payments/sandbox/${PAYMENT_ID}`]: () => ({ status: 200, body: { ...SANDBOX, status: 'cancelled' } }) });
    renderRoutes(routes, `/payments/sandbox/${PAYMENT_ID}`);
    const done = await screen.findByTestId('sandbox-done');
    expect(done.textContent).toContain('এই পেমেন্ট আগেই শেষ হয়েছে: বাতিল।');
    expect(within(done).getByTestId('sandbox-return').getAttribute('href')).toBe(SANDBOX.returnUrl);
    expect(screen.queryByTestId('sandbox-success')).toBeNull();
  });
});
