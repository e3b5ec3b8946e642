import type { Product, Purchase, Sale } from '@dokani/contracts';
import { BASE, makeContact, makeProduct, stockApi } from '@/test/api';
import { makeSettings } from '@/test/fixtures';

/** Fixtures and a fake API for the counter tests (sales, purchases, products, contacts, settings). */
export { BASE, SHOP } from '@/test/api';

export const RICE = makeProduct({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1',
  name: 'মিনিকেট চাল',
  unit: 'kg',
  sellPrice: '70.00',
  purchasePrice: '62.00',
  currentStock: '50',
  bulkSale: true,
  bulkPrice: '65.00',
  minOrderQuantity: '10',
  barcode: '2000000000015',
});
export const OIL = makeProduct({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2',
  name: 'সয়াবিন তেল',
  unit: 'litre',
  sellPrice: '189.50',
  purchasePrice: '175.00',
  currentStock: '20',
  vatApplicable: true,
  vatPercent: '7.5',
});

export const KARIM = makeContact({ balance: '100.00' });

const tradeBase = {
  date: '2026-11-21',
  occurredAt: '2026-11-21T04:00:00Z',
  status: 'completed' as const,
  employeeId: null,
  employeeName: null,
  lines: [],
  payments: [],
  subtotal: '0.00',
  discount: null,
  discountAmount: '0.00',
  vat: '0.00',
  deliveryCharge: '0.00',
  returnedAmount: '0.00',
  returns: [],
  note: null,
  createdBy: null,
  createdAt: '2026-11-21T04:00:00Z',
  voidedAt: null,
  voidReason: null,
};

export function makeSale(over: Partial<Sale> = {}): Sale {
  return {
    ...tradeBase,
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S1',
    number: 'S-000007',
    kind: 'items',
    total: '0.00',
    paid: '0.00',
    due: '0.00',
    change: '0.00',
    customerId: null,
    customerName: null,
    customerMobile: null,
    customerAddress: null,
    customerBalance: null,
    customerBalanceNow: null,
    cost: '0.00',
    profit: '0.00',
    offline: null,
    stockShort: false,
    ...over,
  };
}

export function makePurchase(over: Partial<Purchase> = {}): Purchase {
  return {
    ...tradeBase,
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1P1',
    number: 'P-000003',
    total: '0.00',
    paid: '0.00',
    due: '0.00',
    change: '0.00',
    supplierId: null,
    supplierName: null,
    supplierMobile: null,
    supplierAddress: null,
    supplierBalance: null,
    supplierBalanceNow: null,
    ...over,
  };
}

type Handlers = Parameters<typeof stockApi>[0];

/** The counter's usual answers; `extra` adds or replaces some (e.g. the POST). */
export function counterApi(extra: Handlers = {}, products: Product[] = [RICE, OIL]) {
  return stockApi({
    [`GET ${BASE}/products`]: ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const barcode = url.searchParams.get('barcode');
      const items = products.filter((p) => (barcode ? p.barcode === barcode : !q || p.name.toLowerCase().startsWith(q)));
      return { status: 200, body: { items, nextCursor: null } };
    },
    [`GET ${BASE}/settings`]: () => ({
      status: 200,
      body: makeSettings(),
    }),
    [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [KARIM], nextCursor: null } }),
    [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: KARIM }),
    ...extra,
  });
}
