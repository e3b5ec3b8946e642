import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact, ContactTransaction } from '@dokani/contracts';
import { isUlid } from '@dokani/core/ulid';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, makeContact, stockApi } from '@/test/api';
import { makeDueEntry } from './test-fixtures';

// The first render of a lazy route (code and the 'dues' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const KARIM = makeContact({ balance: '1250.00' });
const SUPPLIER: Contact = { ...KARIM, id: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2', type: 'supplier', name: 'রহমান ট্রেডার্স', balance: '-40.50' };
const ENTRY = makeDueEntry({ contactId: KARIM.id, contactName: KARIM.name });

signedInEachTest(SHOP);

describe('/contact', () => {
  it('lists contacts by tab with coloured balances; Bangla digits search as ASCII', async () => {
    const api = stockApi({
      [`GET ${BASE}/contacts`]: ({ url }) => ({
        status: 200,
        body: { items: url.searchParams.get('type') === 'supplier' ? [SUPPLIER] : [KARIM], nextCursor: null },
      }),
    });
    renderRoutes(routes, '/contact');
    const rows = await screen.findAllByTestId('contact-row');
    const balance = within(rows[0] as HTMLElement).getByTestId('contact-balance');
    expect(balance.getAttribute('data-kind')).toBe('receivable');
    expect(balance.textContent).toContain('পাবো');
    expect(balance.textContent).toContain('১,২৫০');

    fireEvent.click(screen.getByTestId('contact-tab-supplier'));
    await waitFor(() => expect(screen.getByTestId('contact-balance').getAttribute('data-kind')).toBe('payable'));
    expect(screen.getByTestId('contact-balance').textContent).toContain('দেবো');

    fireEvent.change(screen.getByTestId('contact-search'), { target: { value: '০১৭১' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/contacts` && c.query.q === '0171')).toBe(true));
  });
});

describe('/due', () => {
  it('shows totals and books a "received" entry for the picked contact with a client ULID', async () => {
    const api = stockApi({
      [`GET ${BASE}/due-summary`]: () => ({
        status: 200,
        body: { receivable: '1250.00', payable: '40.50', receivableContacts: 1, payableContacts: 1, contactsWithDue: 2 },
      }),
      [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [KARIM], nextCursor: null } }),
      [`GET ${BASE}/due-entries`]: () => ({
        status: 200,
        body: { items: [ENTRY], nextCursor: null, totals: { given: '1250.00', received: '0.00' } },
      }),
      [`POST ${BASE}/due-entries`]: ({ body }) => ({ status: 201, body: { ...ENTRY, ...(body as object) } }),
    });
    renderRoutes(routes, `/due?contactId=${KARIM.id}`);
    const summary = await screen.findByTestId('due-summary');
    await waitFor(() => expect(within(summary).getByTestId('due-summary-receivable').textContent).toContain('৳১,২৫০.০০'));
    expect(await screen.findAllByTestId('due-entry-row')).toHaveLength(1);

    expect(screen.getByTestId('due-type')).toBeTruthy();
    fireEvent.click(screen.getByTestId('due-direction-received'));
    // money received is money: no "money due / goods due" choice
    expect(screen.queryByTestId('due-type')).toBeNull();
    fireEvent.change(screen.getByTestId('due-amount'), { target: { value: '৫০০' } });
    fireEvent.click(screen.getByTestId('due-submit'));
    await waitFor(() => expect(screen.getByTestId('due-form').textContent).toContain('খাতায় তুলুন'));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ contactId: KARIM.id, direction: 'received', dueType: 'money', amount: '500', sendSms: false });
    expect(isUlid((post?.body as { id: string }).id)).toBe(true);
  });
});

describe('/due without a network', () => {
  it('a payment received is kept on the device, dated today, and goes to the book once the network is back', async () => {
    const api = stockApi({
      [`GET ${BASE}/due-summary`]: () => ({
        status: 200,
        body: { receivable: '1250.00', payable: '0.00', receivableContacts: 1, payableContacts: 0, contactsWithDue: 1 },
      }),
      [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [KARIM], nextCursor: null } }),
      [`GET ${BASE}/due-entries`]: () => ({
        status: 200,
        body: { items: [], nextCursor: null, totals: { given: '0.00', received: '0.00' } },
      }),
      [`POST ${BASE}/due-entries`]: ({ body }) => ({ status: 201, body: { ...ENTRY, ...(body as object) } }),
    });
    renderRoutes(routes, `/due?contactId=${KARIM.id}`);
    await screen.findByTestId('due-summary');
    fireEvent.click(await screen.findByTestId('due-direction-received'));
    fireEvent.change(screen.getByTestId('due-amount'), { target: { value: '৫০০' } });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByTestId('due-submit'));
    const { outboxEntries, sendOutbox } = await import('@/shared/offline/outbox');
    await waitFor(async () => expect(await outboxEntries()).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const [kept] = await outboxEntries();
    expect(kept).toMatchObject({
      kind: 'due-payment',
      body: { contactId: KARIM.id, direction: 'received', amount: '500', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    offline.mockRestore();
    await sendOutbox();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([kept?.body]);
    expect(await outboxEntries()).toHaveLength(0);
  });
});

describe('/due: the contact picker', () => {
  const dueApi = (extra: Parameters<typeof stockApi>[0] = {}) =>
    stockApi({
      [`GET ${BASE}/due-summary`]: () => ({
        status: 200,
        body: { receivable: '0.00', payable: '0.00', receivableContacts: 0, payableContacts: 0, contactsWithDue: 0 },
      }),
      [`GET ${BASE}/due-entries`]: () => ({
        status: 200,
        body: { items: [], nextCursor: null, totals: { given: '0.00', received: '0.00' } },
      }),
      [`POST ${BASE}/due-entries`]: ({ body }) => ({
        status: 201,
        body: { ...ENTRY, contactId: (body as { contactId?: string }).contactId ?? SUPPLIER.id },
      }),
      ...extra,
    });

  it('finds a contact by number typed in Bangla digits and books the entry for the one chosen', async () => {
    const api = dueApi({
      [`GET ${BASE}/contacts`]: ({ url }) => ({
        status: 200,
        body: { items: url.searchParams.get('q') === '0171' ? [KARIM] : [KARIM, SUPPLIER], nextCursor: null },
      }),
    });
    renderRoutes(routes, '/due');
    const picker = await screen.findByRole('combobox', { name: 'কন্টাক্ট' });
    fireEvent.change(picker, { target: { value: '০১৭১' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/contacts` && c.query.q === '0171')).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('contact-option')).toHaveLength(1));
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect((picker as HTMLInputElement).value).toBe('করিম');
    fireEvent.change(screen.getByTestId('due-amount'), { target: { value: '২০০' } });
    fireEvent.click(screen.getByTestId('due-submit'));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ contactId: KARIM.id, amount: '200' });
  });

  it('without a choice the form asks for a contact; a new number typed becomes a new contact with the entry', async () => {
    const api = dueApi({ [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [], nextCursor: null } }) });
    renderRoutes(routes, '/due');
    const picker = await screen.findByRole('combobox', { name: 'কন্টাক্ট' });
    fireEvent.change(screen.getByTestId('due-amount'), { target: { value: '৫০' } });
    fireEvent.click(screen.getByTestId('due-submit'));
    await waitFor(() => expect(picker.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(picker, { target: { value: '০১৯১২৩৪৫৬৭৮' } });
    fireEvent.mouseDown(await screen.findByTestId('contact-option-new'));
    expect((screen.getByTestId('due-mobile') as HTMLInputElement).value).toBe('০১৯১২৩৪৫৬৭৮');
    expect((screen.getByTestId('due-new-contact') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByTestId('due-name'), { target: { value: 'নতুন কাস্টমার' } });
    fireEvent.click(screen.getByTestId('due-submit'));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = api.calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({ name: 'নতুন কাস্টমার', mobile: '01912345678', amount: '50' });
    expect(body).not.toHaveProperty('contactId');
  });
});

describe('/due/history', () => {
  it('shows the totals of the whole filter above the list, and asks again when the filter changes', async () => {
    const api = stockApi({
      [`GET ${BASE}/due-entries`]: ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('direction') === 'received'
            ? { items: [], nextCursor: null, totals: { given: '0.00', received: '300.50' } }
            : { items: [ENTRY], nextCursor: 'more', totals: { given: '12500.00', received: '300.50' } },
      }),
    });
    renderRoutes(routes, '/due/history');
    const totals = await screen.findByTestId('due-filter-totals');
    await waitFor(() => expect(within(totals).getByTestId('due-total-given').textContent).toBe('৳১২,৫০০.০০'));
    expect(within(totals).getByTestId('due-total-received').textContent).toBe('৳৩০০.৫০');
    expect(totals.textContent).toContain('মোট বাকি দিলাম');
    // Above the list.
    const row = await screen.findByTestId('due-entry-row');
    expect(totals.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.change(screen.getByTestId('due-filter-direction'), { target: { value: 'received' } });
    await waitFor(() => expect(within(totals).getByTestId('due-total-given').textContent).toBe('৳০.০০'));
    expect(api.calls.some((c) => c.query.direction === 'received')).toBe(true);
  });
});

/** One row of a contact's full history, as the server answers it. */
function tx(over: Partial<ContactTransaction> = {}): ContactTransaction {
  return {
    id: 'sale:01JD3ZK7Q8V6Y2N4W5X9A0B1S1',
    kind: 'sale',
    refId: '01JD3ZK7Q8V6Y2N4W5X9A0B1S1',
    invoiceId: '01JD3ZK7Q8V6Y2N4W5X9A0B1S1',
    number: 'S-000012',
    date: '2025-03-10',
    occurredAt: '2025-03-10T04:30:00.000Z',
    amount: '1500.00',
    cash: '250.00',
    dueChange: '1250.00',
    balanceAfter: '1250.00',
    direction: null,
    dueType: null,
    void: false,
    label: null,
    note: null,
    ...over,
  };
}

describe('/contact/:contactId', () => {
  it('shows the balance and the full history: a sale with its number, cash and due, a due entry, a voided sale; remind shows the text the server sent', async () => {
    const items = [
      tx({
        id: 'due:1',
        kind: 'due',
        refId: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1',
        invoiceId: null,
        number: null,
        amount: '250.00',
        cash: null,
        dueChange: '-250.00',
        balanceAfter: '1250.00',
        direction: 'received',
        dueType: 'money',
      }),
      tx({
        id: 'sale:2',
        refId: '01JD3ZK7Q8V6Y2N4W5X9A0B1S2',
        invoiceId: '01JD3ZK7Q8V6Y2N4W5X9A0B1S2',
        number: 'S-000013',
        amount: '90.00',
        cash: '90.00',
        dueChange: '0.00',
        balanceAfter: '1500.00',
        void: true,
      }),
      tx(),
    ];
    const api = stockApi({
      [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: KARIM }),
      [`GET ${BASE}/contacts/${KARIM.id}/transactions`]: () => ({ status: 200, body: { items, nextCursor: null } }),
      [`GET ${BASE}/contacts/${KARIM.id}/remind`]: () => ({
        status: 200,
        body: { text: 'করিম, আপনার বাকি ৳১,২৫০', segments: 1, sendsAt: null },
      }),
      [`POST ${BASE}/contacts/${KARIM.id}/remind`]: () => ({
        status: 200,
        body: { smsStatus: 'sent', segments: 1, text: 'করিম, আপনার বাকি ৳১,২৫০', sendsAt: null },
      }),
    });
    renderRoutes(routes, `/contact/${KARIM.id}`);
    expect(await screen.findByTestId('contact-detail-page')).toBeTruthy();
    expect(screen.getAllByTestId('contact-balance')[0]?.textContent).toContain('১,২৫০');
    const rows = await screen.findAllByTestId('contact-tx-row');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['due', 'sale', 'sale']);
    expect(rows[0]?.textContent).toContain('\u2212৳২৫০.০০');
    expect(rows[0]?.textContent).toContain('টাকা পেলাম');
    expect(rows[0]?.textContent).not.toContain('টাকা বাকি');
    expect(rows[2]?.textContent).toContain('বিক্রি S-০০০০১২');
    expect(rows[2]?.textContent).toContain('নগদ ৳২৫০.০০');
    expect(rows[2]?.textContent).toContain('বাকি বাড়ল ৳১,২৫০.০০');
    expect(
      within(rows[2] as HTMLElement)
        .getByTestId('contact-tx-invoice')
        .getAttribute('href'),
    ).toBe('/sell-list/01JD3ZK7Q8V6Y2N4W5X9A0B1S1');
    expect(rows[1]?.textContent).toContain('বাতিল');
    expect(within(rows[1] as HTMLElement).getByTestId('contact-tx-amount').className).toContain('line-through');
    const remind = screen.getByTestId('due-remind');
    expect(remind.hasAttribute('disabled')).toBe(false);
    fireEvent.click(remind);
    // asked first: the text and its cost; nothing sent until confirmed
    expect((await screen.findByTestId('due-remind-preview')).textContent).toBe('করিম, আপনার বাকি ৳১,২৫০');
    expect(screen.getByTestId('due-remind-dialog').textContent).toContain('ব্যালান্স থেকে ১টি এসএমএস কাটা যাবে।');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('due-remind-dialog-confirm'));
    expect((await screen.findByTestId('due-remind-text')).textContent).toContain('আপনার বাকি');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('remind is off for a contact without a mobile or without a due', async () => {
    stockApi({
      [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: { ...KARIM, mobile: null } }),
      [`GET ${BASE}/contacts/${KARIM.id}/transactions`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderRoutes(routes, `/contact/${KARIM.id}`);
    expect((await screen.findByTestId('due-remind')).hasAttribute('disabled')).toBe(true);
  });
});
