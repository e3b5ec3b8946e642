import type { Purchase, Sale } from '@dokani/contracts';
import type { SaleRow } from '../api';

/** A three-line sale as the server answers it (the figures of the server's own test, to the poisha). */
export function makeSale(over: Partial<Sale> = {}): Sale {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S1',
    number: 'S-000123',
    date: '2025-03-10',
    occurredAt: '2025-03-10T04:30:00.000Z', // 10:30 in Dhaka
    status: 'completed',
    kind: 'items',
    employeeId: null,
    employeeName: null,
    customerId: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
    customerName: 'করিম',
    customerMobile: '+8801712345678',
    customerAddress: null,
    customerBalance: '1250.00',
    customerBalanceNow: '1250.00',
    lines: [
      line(1, 'মিনিকেট চাল', 'kg', '12', '60.00', '0.00', '0.00', '720.00'),
      {
        ...line(2, 'সয়াবিন তেল', 'litre', '2', '185.00', '18.50', '26.36', '377.86'),
        discount: { type: 'PERCENT', value: '5.00' },
        vatPercent: '7.50',
      },
      line(3, 'লাক্স সাবান', 'pcs', '3', '45.00', '13.50', '0.00', '121.50'),
    ],
    payments: [{ method: 'cash', amount: '1300.00' }],
    subtotal: '1193.00',
    discount: { type: 'AMOUNT', value: '13.00' },
    discountAmount: '13.00',
    vat: '26.36',
    deliveryCharge: '50.00',
    total: '1256.36',
    paid: '1300.00',
    due: '0.00',
    change: '43.64',
    returnedAmount: '0.00',
    returns: [],
    note: null,
    createdBy: '01JD3ZK7Q8V6Y2N4W5X9A0B1C2',
    createdAt: '2025-03-10T04:30:00.000Z',
    voidedAt: null,
    voidReason: null,
    cost: '1105.00',
    profit: '125.00',
    offline: null,
    stockShort: false,
    ...over,
  };
}

function line(
  lineNo: number,
  productName: string,
  unit: string,
  quantity: string,
  unitPrice: string,
  discountAmount: string,
  vat: string,
  total: string,
): Sale['lines'][number] {
  return {
    lineNo,
    productId: `01JD3ZK7Q8V6Y2N4W5X9A0B1P${lineNo}`,
    productName,
    unit,
    quantity,
    returnedQuantity: '0',
    unitPrice,
    discount: null,
    discountAmount,
    vatPercent: '0.00',
    vat,
    total,
    discountShare: '0.00',
    cost: '0.00',
    warrantyEndsOn: null,
  };
}

export function saleRow(s: Sale): SaleRow {
  const { lines, returns: _r, ...row } = s;
  return { ...row, lineCount: lines.length };
}

export function makePurchase(over: Partial<Purchase> = {}): Purchase {
  const s = makeSale();
  const {
    kind: _k,
    customerId: _ci,
    customerName: _cn,
    customerMobile: _cm,
    customerAddress: _ca,
    customerBalance: _cb,
    customerBalanceNow: _cbn,
    cost: _c,
    profit: _p,
    ...common
  } = s;
  return {
    ...common,
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1U1',
    number: 'P-000045',
    supplierId: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2',
    supplierName: 'রহমান ট্রেডার্স',
    supplierMobile: null,
    supplierAddress: null,
    supplierBalance: '-40.50',
    supplierBalanceNow: '-40.50',
    ...over,
  };
}
