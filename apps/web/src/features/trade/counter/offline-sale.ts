/**
 * A sale made without a network (decision 0013): kept in the device's outbox with the body the
 * server will get (its client ULID, and `offline`: when it was made and the provisional number its
 * receipt prints), and shown — success panel, receipt, print — from a sale built here out of the
 * figures the counter showed, until the server's answer replaces it.
 */
import type { Sale } from '@dokani/contracts';
import { formatFixed } from '@dokani/core/decimal';
import { formatMoneyDecimal, parseMoney } from '@dokani/core/money';
import type { SaleRequest } from '../api';

/** What the counter knew about the customer when it sold offline. */
export interface LocalCustomer {
  id: string | null;
  name: string;
  mobile: string | null;
  address: string | null;
}

/** The figures the counter showed (CartFigures, or a quick sell's amount), as decimal strings. */
export interface LocalFigures {
  lines: {
    productId: string;
    productName: string;
    unit: string;
    quantity: string;
    unitPrice: string;
    discountAmount: string;
    vatPercent: string;
    vat: string;
    total: string;
  }[];
  subtotal: string;
  discountAmount: string;
  vat: string;
  deliveryCharge: string;
  total: string;
  paid: string;
  change: string;
  due: string;
}

/** This device's provisional numbers: a short tag of the device and a running count (`KDQ-0001`). */
export async function nextProvisionalNumber(): Promise<string> {
  const { offlineDb } = await import('@/shared/offline/db');
  const db = await offlineDb();
  const tx = db.transaction('meta', 'readwrite');
  let tag = (await tx.store.get('device'))?.value as string | undefined;
  if (!tag) {
    // letters only: the tag reads the same with Bangla digits around it
    const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ';
    const bytes = crypto.getRandomValues(new Uint8Array(3));
    tag = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    await tx.store.put({ key: 'device', value: tag });
  }
  const seq = (((await tx.store.get('seq'))?.value as number | undefined) ?? 0) + 1;
  await tx.store.put({ key: 'seq', value: seq });
  await tx.done;
  return `${tag}-${String(seq).padStart(4, '0')}`;
}

const ZERO = '0.00';

export function localSale(
  body: SaleRequest & { offline: { madeAt: string; number: string } },
  f: LocalFigures,
  customer: LocalCustomer | null,
  userId: string | null,
): Sale {
  const { madeAt, number } = body.offline;
  return {
    id: body.id,
    number,
    date: madeAt.slice(0, 10),
    occurredAt: madeAt,
    status: 'completed',
    kind: body.quickSell ? 'quick' : 'items',
    employeeId: body.employeeId ?? null,
    employeeName: null,
    customerId: customer?.id ?? null,
    customerName: customer?.name ?? null,
    customerMobile: customer?.mobile ?? null,
    customerAddress: customer?.address ?? null,
    // the balance after this sale is the server's to say; the receipt leaves it out until then
    customerBalance: null,
    customerBalanceNow: null,
    lines: f.lines.map((l, i) => ({
      lineNo: i + 1,
      productId: l.productId,
      productName: l.productName,
      unit: l.unit,
      quantity: l.quantity,
      returnedQuantity: '0',
      unitPrice: l.unitPrice,
      discount: null,
      discountAmount: l.discountAmount,
      vatPercent: l.vatPercent,
      vat: l.vat,
      total: l.total,
      discountShare: ZERO,
      cost: ZERO,
      warrantyEndsOn: null,
    })),
    payments: (body.payments ?? []).map((p) => ({ method: p.method, amount: formatMoneyDecimal(parseMoney(p.amount) ?? 0n) })),
    subtotal: f.subtotal,
    discount: body.discount ?? null,
    discountAmount: f.discountAmount,
    vat: f.vat,
    deliveryCharge: f.deliveryCharge,
    total: f.total,
    paid: f.paid,
    due: f.due,
    change: f.change,
    returnedAmount: ZERO,
    returns: [],
    note: body.note ?? null,
    createdBy: userId,
    createdAt: madeAt,
    voidedAt: null,
    voidReason: null,
    cost: ZERO,
    profit: ZERO,
    offline: { madeAt, number },
    stockShort: false,
  };
}

/** The counter's figures (bigints) as the local sale's decimal strings. */
export function localFigures(
  lines: readonly { productId: string; productName: string; unit: string; quantity: string }[],
  inv: {
    lines: readonly { unitPrice: bigint; discountAmount: bigint; vatPercent: bigint; vat: bigint; total: bigint }[];
    subtotal: bigint;
    discountAmount: bigint;
    vat: bigint;
    deliveryCharge: bigint;
    total: bigint;
  },
  s: { paid: bigint; change: bigint; due: bigint },
): LocalFigures {
  const m = formatMoneyDecimal;
  return {
    lines: lines.map((l, i) => {
      const r = inv.lines[i];
      return {
        ...l,
        unitPrice: m(r?.unitPrice ?? 0n),
        discountAmount: m(r?.discountAmount ?? 0n),
        vatPercent: formatPercent(r?.vatPercent ?? 0n),
        vat: m(r?.vat ?? 0n),
        total: m(r?.total ?? 0n),
      };
    }),
    subtotal: m(inv.subtotal),
    discountAmount: m(inv.discountAmount),
    vat: m(inv.vat),
    deliveryCharge: m(inv.deliveryCharge),
    total: m(inv.total),
    paid: m(s.paid),
    change: m(s.change),
    due: m(s.due),
  };
}

/** A percent in hundredths (750n) as the API writes it ("7.5"). */
const formatPercent = (v: bigint) => formatFixed(v, 2, true);
