import { vi } from 'vitest';
import type { Contact, Product, StockMovement } from '@dokani/contracts';
import { makeShop } from '@/test/fixtures';

export const SHOP = makeShop();
export const BASE = `/shops/${SHOP.id}`;

type Answer = { status: number; body?: unknown };
type Handler = (req: { url: URL; body: unknown }) => Answer;
export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * A fake API for the stock screens: `METHOD /path` (under /api/v1, without the query string) →
 * answer; the handler sees the query. Unknown calls answer 404. Calls are recorded.
 */
export function stockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
    const h = handlers[`${method} ${path}`];
    const res = h ? h({ url, body }) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1',
    name: 'মিনিকেট চাল',
    unit: 'kg',
    categoryId: null,
    subCategoryId: null,
    purchasePrice: '62.00',
    sellPrice: '70.00',
    currentStock: '10',
    averageCost: '62.00',
    stockValue: '620.00',
    lowStock: false,
    details: null,
    barcode: null,
    photos: [],
    onlineSale: false,
    bulkSale: false,
    bulkPrice: null,
    minOrderQuantity: null,
    lowStockAlert: '5',
    vatApplicable: false,
    vatPercent: null,
    warrantyDays: null,
    discount: null,
    expiryDate: null,
    batchNumber: null,
    status: 'active',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

export function makeMovement(over: Partial<StockMovement> = {}): StockMovement {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E1',
    productId: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1',
    productName: 'মিনিকেট চাল',
    unit: 'kg',
    occurredAt: '2025-01-05T04:30:00.000Z',
    date: '2025-01-05',
    reason: 'damaged',
    change: '-2',
    previousStock: '10',
    afterStock: '8',
    unitCost: '62.00',
    costTotal: '-124.00',
    averageCostAfter: '62.00',
    note: null,
    userId: null,
    userName: 'রহিম উদ্দিন',
    deviceName: 'Chrome · Android',
    refType: null,
    refId: null,
    ...over,
  };
}

/** A customer, করিম, owing nothing; `over` changes some fields. */
export function makeContact(over: Partial<Contact> = {}): Contact {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
    type: 'customer',
    name: 'করিম',
    mobile: '+8801712345678',
    address: null,
    email: null,
    photoUrl: null,
    position: null,
    monthlySalary: null,
    suppliedItems: null,
    balance: '0.00',
    status: 'active',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...over,
  };
}
