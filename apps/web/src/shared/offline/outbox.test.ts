import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/lib/http';
import { addToOutbox, outboxEntries, removeFromOutbox, retryOutboxEntry, sendOutbox } from './outbox';
import { outboxWaiting, readOutboxState } from './outbox-state';

/* The one seam: the API. Each test says what the server answers to each path. */
const calls: { method: string; path: string; body: unknown }[] = [];
let answer: (method: string, path: string, body: unknown) => unknown = () => ({});

vi.mock('@/shared/lib/http', async (orig) => {
  // the module's other exports as they are (a namespace import of it would take `request` too)
  const real = await orig<Record<string, unknown>>();
  return {
    ...real,
    request: vi.fn(async (path: string, o: { method?: string; body?: unknown } = {}) => {
      const method = o.method ?? 'GET';
      calls.push({ method, path, body: o.body });
      return answer(method, path, o.body);
    }),
  };
});

afterEach(() => {
  calls.length = 0;
  answer = () => ({});
});

const sale = (id: string, n: number, extra: Record<string, unknown> = {}) => ({
  id,
  shopId: 'SHOP',
  kind: 'sale' as const,
  path: '/shops/SHOP/sales',
  body: { id, lines: [], offline: { madeAt: '2026-11-26T10:00:00Z', number: `AAA-000${n}` } },
  label: `AAA-000${n}`,
  local: null,
  createdAt: 1_000 + n,
  ...extra,
});

describe('the outbox', () => {
  it('sends in the order made, each once, and is empty after', async () => {
    await addToOutbox(sale('B', 2));
    await addToOutbox(sale('A', 1));
    await addToOutbox(sale('C', 3));
    expect(readOutboxState().count).toBe(3);
    expect(outboxWaiting()).toBe(true);
    const r = await sendOutbox();
    expect(calls.map((c) => (c.body as { id: string }).id)).toEqual(['A', 'B', 'C']);
    expect(r).toMatchObject({ stopped: null });
    expect(r.sent).toHaveLength(3);
    expect(await outboxEntries()).toHaveLength(0);
    expect(readOutboxState()).toMatchObject({ count: 0, lastError: null });
    expect(outboxWaiting()).toBe(false);
  });

  it('stops at a network failure and keeps the rest, in order, for the next try', async () => {
    await addToOutbox(sale('A', 1));
    await addToOutbox(sale('B', 2));
    await addToOutbox(sale('C', 3));
    answer = (_m, _p, body) => {
      if ((body as { id: string }).id === 'B') throw new ApiError(0, 'NETWORK', 'no network');
      return {};
    };
    const r = await sendOutbox();
    expect(r.stopped).toBe('network');
    expect(calls).toHaveLength(2);
    expect((await outboxEntries()).map((e) => e.id)).toEqual(['B', 'C']);
    expect(readOutboxState()).toMatchObject({ count: 2, lastError: 'network' });
    answer = () => ({});
    await sendOutbox();
    expect(await outboxEntries()).toHaveLength(0);
  });

  it('a refused sale waits for the owner with the server’s words; the others go on; it can be tried again or removed', async () => {
    await addToOutbox(sale('A', 1));
    await addToOutbox(sale('B', 2));
    answer = (_m, _p, body) => {
      if ((body as { id: string }).id === 'A') throw new ApiError(400, 'VALIDATION_FAILED', 'ফোনের ঘড়ি ঠিক আছে কি না দেখুন।');
      return {};
    };
    await sendOutbox();
    const left = await outboxEntries();
    expect(left.map((e) => [e.id, e.error?.message])).toEqual([['A', 'ফোনের ঘড়ি ঠিক আছে কি না দেখুন।']]);
    expect(readOutboxState()).toMatchObject({ count: 1, refused: 1 });
    // not sent again by itself
    calls.length = 0;
    await sendOutbox();
    expect(calls).toHaveLength(0);
    // the owner tries again once the cause is fixed
    answer = () => ({});
    await retryOutboxEntry('A');
    await sendOutbox();
    expect(await outboxEntries()).toHaveLength(0);
    await addToOutbox(sale('C', 3));
    await removeFromOutbox('C');
    expect(readOutboxState().count).toBe(0);
  });

  it('a session that ended, or a server down, stops the sending without marking the sale', async () => {
    await addToOutbox(sale('A', 1));
    answer = () => {
      throw new ApiError(401, 'SESSION_EXPIRED', 'x');
    };
    expect((await sendOutbox()).stopped).toBe('session');
    answer = () => {
      throw new ApiError(503, 'INTERNAL', 'x');
    };
    expect((await sendOutbox()).stopped).toBe('server');
    expect((await outboxEntries())[0]?.error).toBeNull();
  });

  it('a sale whose online post lost its answer: resent as posted; refused for the stock and not booked, it goes as made offline', async () => {
    const plain = { id: 'A', lines: [{ productId: 'P', quantity: '1' }] };
    const offline = { ...plain, offline: { madeAt: '2026-11-26T10:00:00Z', number: 'AAA-0001' } };
    await addToOutbox({ ...sale('A', 1), body: plain, fallbackBody: offline });
    answer = (method, path, body) => {
      if (method === 'GET') throw new ApiError(404, 'NOT_FOUND', 'x');
      if (!(body as { offline?: unknown }).offline) throw new ApiError(409, 'STOCK_INSUFFICIENT', 'x');
      return { id: 'A' };
    };
    const r = await sendOutbox();
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', '/shops/SHOP/sales'],
      ['GET', '/shops/SHOP/sales/A'],
      ['POST', '/shops/SHOP/sales'],
    ]);
    expect(calls[2]?.body).toEqual(offline);
    expect(r.sent).toHaveLength(1);
    expect(await outboxEntries()).toHaveLength(0);
  });

  it('two sends at once (two tabs, or a tap during a send) post each sale once', async () => {
    await addToOutbox(sale('A', 1));
    await addToOutbox(sale('B', 2));
    await Promise.all([sendOutbox(), sendOutbox(), sendOutbox()]);
    expect(calls.map((c) => (c.body as { id: string }).id)).toEqual(['A', 'B']);
  });
});
