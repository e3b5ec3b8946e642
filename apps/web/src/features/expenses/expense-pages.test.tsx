import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CashbookCategory, CashbookEntry } from '@dokani/contracts';
import { isUlid } from '@dokani/core/ulid';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { renderRoutes } from '@/test/render';
import { signedInEachTest } from '@/test/fixtures';
import { pasteText } from '@/test/paste';
import { BASE, SHOP, stockApi } from '@/test/api';

const RENT: CashbookCategory = {
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E1',
  name: 'দোকান ভাড়া',
  isDefault: true,
  defaultKey: 'shop-rent',
  status: 'active',
};
const ENTRY: CashbookEntry = {
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
  categoryId: RENT.id,
  categoryName: RENT.name,
  amount: '1250.00',
  date: '2026-11-20',
  occurredAt: '2026-11-20T06:00:00.000Z',
  employeeId: null,
  note: 'নভেম্বরের ভাড়া',
  reason: null,
  details: null,
  status: 'active',
  voidedAt: null,
  voidReason: null,
  createdBy: null,
  createdAt: '2026-11-20T06:00:00.000Z',
};
const SUMMARY = {
  from: '2026-11-01',
  to: '2026-11-21',
  total: '1250.00',
  count: 1,
  byCategory: [{ categoryId: RENT.id, name: RENT.name, total: '1250.00', count: 1 }],
};

signedInEachTest(SHOP);

describe('/expense', () => {
  it('shows the period total in Bangla digits and the entries; the income tab asks the income book', async () => {
    const api = stockApi({
      [`GET ${BASE}/expense-summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/expenses`]: () => ({ status: 200, body: { items: [ENTRY], nextCursor: null } }),
      [`GET ${BASE}/income-summary`]: () => ({ status: 200, body: { ...SUMMARY, total: '0.00', count: 0, byCategory: [] } }),
      [`GET ${BASE}/incomes`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderRoutes(routes, '/expense');
    // The first render waits for the lazy page and its namespace (slow on a cold, busy runner).
    await waitFor(() => expect(screen.getByTestId('expense-total').textContent).toBe('৳১,২৫০.০০'));
    const rows = await screen.findAllByTestId('expense-row');
    expect(rows[0]?.textContent).toContain('দোকান ভাড়া');
    expect(rows[0]?.textContent).toContain('নভেম্বরের ভাড়া');
    // When, on Dhaka's clock, said the Bangla way: the part of the day first, never "PM".
    expect(rows[0]?.textContent).toContain('২০ নভে, ২০২৬, দুপুর ১২:০০');
    expect(rows[0]?.textContent).not.toMatch(/AM|PM/);
    const summaryCall = api.calls.find((c) => c.path === `${BASE}/expense-summary`);
    expect(summaryCall?.query.from).toMatch(/^\d{4}-\d{2}-01$/);

    fireEvent.click(screen.getByTestId('expense-tab-income'));
    await screen.findByTestId('expense-empty');
    expect(api.calls.some((c) => c.path === `${BASE}/income-summary`)).toBe(true);
  });

  it('counts entries in the language: "1 entry" and "3 entries" in English, "১টি লেনদেন" in Bangla', async () => {
    let count = 1;
    stockApi({
      [`GET ${BASE}/expense-summary`]: () => ({ status: 200, body: { ...SUMMARY, count } }),
      [`GET ${BASE}/expenses`]: () => ({ status: 200, body: { items: [ENTRY], nextCursor: null } }),
    });
    renderRoutes(routes, '/expense');
    expect(await screen.findByText('১টি লেনদেন')).toBeTruthy();
    await act(async () => {
      await setLanguage('en');
    });
    expect(await screen.findByText('1 entry')).toBeTruthy();
    count = 3;
    await act(async () => {
      await queryClient.invalidateQueries();
    });
    expect(await screen.findByText('3 entries')).toBeTruthy();
  });

  it('adds an expense in a new category; the 402 limit message is shown; a retried submit keeps its ULID', async () => {
    let categoryAnswers = 0;
    let entryAnswers = 0;
    const created: CashbookCategory[] = [];
    const api = stockApi({
      [`GET ${BASE}/expense-summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/expenses`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      [`GET ${BASE}/expense-categories`]: () => ({ status: 200, body: { items: [RENT, ...created] } }),
      [`POST ${BASE}/expense-categories`]: ({ body }) => {
        if (++categoryAnswers === 1)
          return { status: 402, body: { error: { code: 'USAGE_LIMIT_REACHED', message: 'খরচের খাতের সীমা শেষ।' } } };
        const c: CashbookCategory = { ...RENT, id: (body as { id: string }).id, name: 'পানির বিল', isDefault: false, defaultKey: null };
        created.push(c);
        return { status: 201, body: c };
      },
      [`POST ${BASE}/expenses`]: ({ body }) =>
        ++entryAnswers === 1
          ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: { amount: 'validation.amountPositive' } } } }
          : { status: 201, body: { ...ENTRY, id: (body as { id: string }).id } },
    });
    renderRoutes(routes, '/expense');
    fireEvent.click(await screen.findByTestId('expense-add'));
    fireEvent.click(await screen.findByTestId('expense-category-new'));
    fireEvent.change(screen.getByTestId('expense-category-new-name'), { target: { value: 'পানির বিল' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('expense-category-create'));
    });
    expect(await screen.findByText('খরচের খাতের সীমা শেষ।')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('expense-category-create'));
    });
    // a request leaves in a task of its own (shared/lib/http.ts)
    const catPosts = await waitFor(() => {
      const posts = api.calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/expense-categories`);
      expect(posts).toHaveLength(2);
      return posts;
    });
    expect((catPosts[0]?.body as { id: string }).id).toBe((catPosts[1]?.body as { id: string }).id);
    const newId = (catPosts[1]?.body as { id: string }).id;
    await waitFor(() => expect((screen.getByTestId('expense-category-select') as HTMLSelectElement).value).toBe(newId));

    fireEvent.change(screen.getByTestId('expense-amount'), { target: { value: '৩০০' } });
    const form = screen.getByTestId('expense-form');
    await act(async () => {
      fireEvent.click(within(form).getByTestId('expense-submit'));
    });
    // The server's field error lands on the amount.
    expect(await within(form).findByText('টাকার পরিমাণ শূন্যের বেশি হতে হবে।')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(form).getByTestId('expense-submit'));
    });
    const posts = await waitFor(() => {
      const sent = api.calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/expenses`);
      expect(sent).toHaveLength(2);
      return sent;
    });
    const first = posts[0]?.body as { id: string; amount: string; categoryId: string };
    expect(isUlid(first.id)).toBe(true);
    expect(first).toMatchObject({ amount: '300.00', categoryId: newId });
    expect((posts[1]?.body as { id: string }).id).toBe(first.id);
    await waitFor(() => expect(screen.queryByTestId('expense-form')).toBeNull());
  });

  it('voids an entry with its reason (required)', async () => {
    const api = stockApi({
      [`GET ${BASE}/expense-summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/expenses`]: () => ({ status: 200, body: { items: [ENTRY], nextCursor: null } }),
      [`POST ${BASE}/expenses/${ENTRY.id}/void`]: () => ({ status: 200, body: { ...ENTRY, status: 'void', voidReason: 'ভুল লেখা' } }),
    });
    renderRoutes(routes, '/expense');
    fireEvent.click(await screen.findByTestId('expense-void'));
    const dialog = await screen.findByTestId('expense-void-dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('expense-void-confirm'));
    });
    expect(api.calls.some((c) => c.path.endsWith('/void'))).toBe(false);
    fireEvent.change(within(dialog).getByTestId('expense-void-reason'), { target: { value: ' ভুল লেখা ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('expense-void-confirm'));
    });
    await waitFor(() => expect(api.calls.find((c) => c.path === `${BASE}/expenses/${ENTRY.id}/void`)?.body).toEqual({ reason: 'ভুল লেখা' }));
    await waitFor(() => expect(screen.queryByTestId('expense-void-dialog')).toBeNull());
  });

  it('a pasted category name over 60 characters is refused with the limit, never cut short: new and renamed', async () => {
    const api = stockApi({
      [`GET ${BASE}/expense-summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/expenses`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      [`GET ${BASE}/expense-categories`]: () => ({ status: 200, body: { items: [RENT] } }),
    });
    renderRoutes(routes, '/expense');
    fireEvent.click(await screen.findByTestId('expense-categories'));
    const dialog = await screen.findByTestId('expense-categories-dialog');
    const long = 'দোকানের খরচ '.repeat(500); // 6,000 characters
    const name = within(dialog).getByTestId('expense-category-new-name') as HTMLInputElement;
    pasteText(name, long);
    expect(name.value).toBe(long);
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('expense-category-create'));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    const row = await within(dialog).findByTestId('expense-category-row');
    fireEvent.click(within(row).getByRole('button', { name: 'নাম বদলান: দোকান ভাড়া' }));
    const rename = within(row).getByTestId('expense-category-rename-input') as HTMLInputElement;
    pasteText(rename, long);
    await act(async () => {
      fireEvent.submit(rename.closest('form') as HTMLFormElement);
    });
    expect(within(row).getByRole('alert').textContent).toBe('অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।');
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('one note, no reason or details fields; a note too long for the server names its limit, in the user’s language, and nothing is sent', async () => {
    const api = stockApi({
      [`GET ${BASE}/expense-summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/expenses`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      [`GET ${BASE}/expense-categories`]: () => ({ status: 200, body: { items: [RENT] } }),
    });
    renderRoutes(routes, '/expense');
    fireEvent.click(await screen.findByTestId('expense-add'));
    const form = await screen.findByTestId('expense-form');
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(within(form).getByTestId('expense-category-select'), { target: { value: RENT.id } });
    fireEvent.change(within(form).getByTestId('expense-amount'), { target: { value: '৩০০' } });
    expect(within(form).queryByTestId('expense-reason')).toBeNull();
    expect(within(form).queryByTestId('expense-details')).toBeNull();
    pasteText(within(form).getByTestId('expense-note'), 'ক'.repeat(5000));
    await act(async () => {
      fireEvent.click(within(form).getByTestId('expense-submit'));
    });
    expect(within(form).getByText('অনেক লম্বা — সর্বোচ্চ ১,০০০ অক্ষর।')).toBeTruthy();
    await act(async () => {
      await setLanguage('en');
    });
    expect(within(form).getByText('Too long — at most 1,000 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
