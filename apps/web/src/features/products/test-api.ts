import { vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { makeShop } from '@/test/fixtures';

/** Test helpers of the products pages: a fake API by method and path, typing, saving. */
export const SHOP = makeShop();
export const BASE = `/shops/${SHOP.id}`;

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Answer = { status: number; body?: unknown };

/** A fake API answering by method and path (query strings are recorded, not matched). */
export function stubApi(answer: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      };
      calls.push(call);
      const res =
        call.path === '/shops'
          ? { status: 200, body: { items: [SHOP] } }
          : call.path === `${BASE}/categories`
            ? { status: 200, body: { items: [] } }
            : (answer(call) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } });
      return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
export const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('product-save'));
  });
};
/** The error text tied to a field (aria-describedby), as a screen reader hears it. */
export const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
