/**
 * Posting a new sale or purchase (decision 0004 "One transaction, all or nothing"): idempotent by
 * the client's id; contact and employee checked (a new contact made from a name and number);
 * products locked in id order and priced; the client's total checked; payments settled; stock
 * moved with `moveStock` (its costs give the lines' costs); the unpaid part posted with `postDue`;
 * the invoice, its lines and payments written. The invoice number is taken with the products'
 * lock (after the rows are locked, in the same statement); a quick sell, which locks no product,
 * takes it last.
 *
 * Round trips (decision 0005): the writes that need no answer — stock movements, product rows,
 * report summaries, the invoice, its lines and payments, the audit entry and the usage count —
 * go to one `WriteBatch`, sent as one statement at the end. A cash sale is then BEGIN, the
 * idempotency key, the product lock with the number, the batch, COMMIT.
 */
import { addDays, lineFinal, localDate } from '@dokani/core';
import type { Discount, LineResult, Settlement } from '@dokani/core';
import type { PaymentMethod } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { WriteBatch } from '../../platform/db/batch.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { withMobileRace } from '../contacts/index.ts';
import { ContactSums } from '../contacts/index.ts';
import { postDue } from '../dues/index.ts';
import { METHOD_ACCOUNTS, postMoney } from '../money/index.ts';
import type { MoneyPosting } from '../money/index.ts';
import { addInvoice, paymentItems } from './summaries.ts';
import { moveStock } from '../stock/index.ts';
import type { StockMove } from '../stock/index.ts';
import type { InvoiceDetail } from './trade.dto.ts';
import { businessDate } from './dates.ts';
import { loadDetail } from './detail.ts';
import { nextInvoiceNumber } from './numbering.ts';
import { contactBalance, resolveParties } from './parties.ts';
import type { Parties, PartiesInput } from './parties.ts';
import { checkClientTotal, lockProducts, priceInvoice, settlePayments } from './pricing.ts';
import type { LineRequest, TradeProduct } from './pricing.ts';
import { linePart } from './return-parts.ts';
import type { InvoiceRecord, LineRecord, TradeSide, TradeStore } from './trade.types.ts';

export interface InvoiceInput {
  id: string;
  /** What makes two posts "the same" (the parsed body): hashed by `createOnce`. */
  body: unknown;
  date?: string | undefined;
  parties: PartiesInput;
  lines?: readonly LineRequest[] | undefined;
  /** Sales only: a sale by amount (no lines, no stock); cost = amount − profit (profit 0 when not given). */
  quickSell?: { amount: bigint; profit?: bigint | undefined } | undefined;
  discount?: Discount | null | undefined;
  deliveryCharge?: bigint | undefined;
  payments: readonly { method: PaymentMethod; amount: bigint; accountId?: string | undefined; transactionId?: string | undefined }[];
  note?: string | null | undefined;
  /** The total the client computed, checked against the server's. */
  total?: bigint | undefined;
  /**
   * Sales only: the goods have already left through the stock ledger (an online order, moved out
   * when shipped): no stock moves here, and each line's cost of goods is given (in line order).
   */
  stockMoved?: { lineCosts: readonly bigint[] } | undefined;
  /**
   * Sales only: made on a device while the network was down — when, and the provisional number
   * its receipt printed. The sale dates from `madeAt`; it is taken even when the stock went short
   * meanwhile or a product was put away (the goods have left), and marked `stock_short` then.
   */
  offline?: { madeAt: Date; number: string } | undefined;
}

/** How far ahead of the server's clock an offline sale's time may be (a device clock a little fast). */
const OFFLINE_CLOCK_SLACK_MS = 5 * 60_000;
/** How old an offline sale may be when it arrives. */
const OFFLINE_MAX_AGE_MS = 90 * 86_400_000;

/** The figures of the invoice row, before the number is taken. */
type Figures = Pick<
  InvoiceRecord,
  'kind' | 'subtotal' | 'discount_type' | 'discount_value' | 'discount_amount' | 'vat' | 'delivery_charge' | 'total' | 'cost'
>;

function quickFigures(amount: bigint, profit: bigint | undefined): Figures {
  return {
    kind: 'quick',
    subtotal: amount,
    discount_type: null,
    discount_value: null,
    discount_amount: 0n,
    vat: 0n,
    delivery_charge: 0n,
    total: amount,
    cost: amount - (profit ?? 0n),
  };
}

function lineRecord(side: TradeSide, date: string, lineNo: number, p: TradeProduct, l: LineResult, cost: bigint): LineRecord {
  const warrantyDays = side.kind === 'sale' && p.warranty_days !== null && p.warranty_days > 0 ? p.warranty_days : null;
  return {
    line_no: lineNo,
    product_id: p.id,
    product_name: p.name,
    unit: p.unit,
    quantity: l.quantity,
    returned_quantity: 0n,
    unit_price: l.unitPrice,
    discount_type: l.discount?.type ?? null,
    discount_value: l.discount?.value ?? null,
    discount_amount: l.discountAmount,
    discount_share: l.discountShare,
    vat_percent: l.vatPercent,
    vat: l.vat,
    total: l.total,
    cost,
    returned_amount: 0n,
    returned_vat: 0n,
    returned_cost: 0n,
    warranty_days: warrantyDays,
    warranty_ends_on: warrantyDays === null ? null : addDays(date, warrantyDays),
    expiry_date: side.kind === 'sale' ? p.expiry_date : null,
    batch_number: side.kind === 'sale' ? p.batch_number : null,
  };
}

interface Ctx {
  deps: AppDeps;
  side: TradeSide;
  store: TradeStore;
  shop: ShopContext;
  user: AuthUser;
  now: Date;
  /** The route's usage hook already took this invoice's unit (a shop with a limit). */
  usageTaken: boolean;
}

/**
 * Items: prices the lines, checks the total and the payments, and moves the stock — a sale takes
 * out its share of the stock's value (each movement's cost is its line's cost of goods), a purchase
 * adds exactly the line's final amount (after both discounts, with VAT) to it.
 */
async function postItems(
  c: Ctx,
  trx: Queryable,
  input: InvoiceInput,
  lines: readonly LineRequest[],
  date: string,
  parties: Parties,
  batch: WriteBatch,
): Promise<{ figures: Figures; settlement: Settlement; lines: LineRecord[]; stockShort: boolean; number: string }> {
  const offline = input.offline !== undefined;
  const { products, allowNegativeStock, number } = await lockProducts(
    trx,
    c.shop.id,
    c.side,
    lines.map((l) => l.productId),
    { inactiveOk: offline },
  );
  const inv = priceInvoice(c.side, products, lines, input.discount, input.deliveryCharge);
  checkClientTotal(inv.total, input.total);
  const settlement = settlePayments(c.side, inv.total, input.payments, parties.contact !== null);
  const sale = c.side.kind === 'sale';
  const moves: StockMove[] = inv.lines.map((l, i) => ({
    productId: (lines[i] as LineRequest).productId,
    change: sale ? -l.quantity : l.quantity,
    reason: c.side.reasons.create,
    ...(sale ? {} : { cost: lineFinal(l) }),
    refType: c.side.refTypes.create,
    refId: input.id,
  }));
  // The rows priced above are locked already, in the order moveStock would lock them: passed on.
  const moved = input.stockMoved
    ? input.stockMoved.lineCosts.map((cost) => ({ costTotal: -cost, short: false }))
    : await moveStock(trx, c.shop.id, moves, {
        userId: c.user.id,
        at: c.now,
        timezone: c.shop.timezone,
        locked: [...products.values()],
        allowNegative: allowNegativeStock || offline,
        batch,
      });
  const records = inv.lines.map((l, i) => {
    const m = moved[i];
    const p = products.get((lines[i] as LineRequest).productId);
    if (!m || !p) throw new Error('postItems: a line without its movement');
    // A sale's movement cost is negative (stock value out), a purchase's positive (stock value in).
    return lineRecord(c.side, date, i + 1, p, l, sale ? -m.costTotal : m.costTotal);
  });
  const figures: Figures = {
    kind: 'items',
    subtotal: inv.subtotal,
    discount_type: input.discount?.type ?? null,
    discount_value: input.discount?.value ?? null,
    discount_amount: inv.discountAmount,
    vat: inv.vat,
    delivery_charge: inv.deliveryCharge,
    total: inv.total,
    cost: records.reduce((a, l) => a + l.cost, 0n),
  };
  // an offline sale that took more than the stock left (it is taken: the goods have left)
  return { figures, settlement, lines: records, stockShort: offline && moved.some((m) => m.short), number };
}

/**
 * What the payments move: each into (a sale) or out of (a purchase) its account — the one it
 * names or its method's — and the change handed back off the cash ones, the last first: a sale
 * paid ৳500 for ৳375 puts ৳375 in the drawer.
 */
function paymentPostings(side: TradeSide, id: string, payments: InvoiceInput['payments'], change: bigint): MoneyPosting[] {
  const sign = side.kind === 'sale' ? 1n : -1n;
  const amounts = payments.map((p) => p.amount);
  let left = change;
  for (let i = payments.length - 1; i >= 0 && left > 0n; i--) {
    const a = amounts[i] ?? 0n;
    if (payments[i]?.method !== 'cash' || a === 0n) continue;
    const take = a < left ? a : left;
    amounts[i] = a - take;
    left -= take;
  }
  return payments.map((p, i) => ({
    accountId: p.accountId,
    fallback: METHOD_ACCOUNTS[p.method].fallback,
    kinds: METHOD_ACCOUNTS[p.method].kinds,
    amount: sign * (amounts[i] ?? 0n),
    kind: side.kind,
    refType: side.kind,
    refId: id,
    note: p.transactionId || null,
    field: `payments.${i}.accountId`,
  }));
}

/** Posts the invoice and answers it as written (no read back: every figure is in hand). */
async function post(c: Ctx, trx: Queryable, input: InvoiceInput): Promise<InvoiceDetail> {
  const { deps, side, shop, user, now } = c;
  const madeAt = input.offline?.madeAt;
  if (madeAt && madeAt.getTime() > now.getTime() + OFFLINE_CLOCK_SLACK_MS)
    throw new AppError('VALIDATION_FAILED', { offline: 'validation.trade.offlineInFuture' });
  if (madeAt && madeAt.getTime() < now.getTime() - OFFLINE_MAX_AGE_MS)
    throw new AppError('VALIDATION_FAILED', { offline: 'validation.trade.offlineTooOld' });
  // An offline sale happened when it was made (never later than now: a fast device clock).
  const occurredAt = madeAt && madeAt < now ? madeAt : now;
  const date = businessDate(now, shop.timezone, input.date ?? (madeAt ? localDate(occurredAt, shop.timezone) : undefined));
  const parties = await resolveParties(trx, deps.usage, shop, user, side, input.parties, now);
  const batch = new WriteBatch(trx);
  const sums = new ContactSums(shop.id);

  let figures: Figures;
  let settlement: Settlement;
  let lines: LineRecord[] = [];
  let stockShort = false;
  /** Taken with the products' lock; a quick sell takes it last, below. */
  let number: string | null = null;
  if (input.quickSell !== undefined) {
    figures = quickFigures(input.quickSell.amount, input.quickSell.profit);
    checkClientTotal(figures.total, input.total);
    settlement = settlePayments(side, figures.total, input.payments, parties.contact !== null);
  } else {
    if (!input.lines || input.lines.length === 0) throw new AppError('VALIDATION_FAILED', { lines: 'validation.trade.emptyCart' });
    ({ figures, settlement, lines, stockShort, number } = await postItems(c, trx, input, input.lines, date, parties, batch));
  }

  let balanceAfter: bigint | null = null;
  if (settlement.due > 0n && parties.contact) {
    const posted = await postDue(
      trx,
      shop.id,
      {
        contactId: parties.contact.id,
        direction: side.dueDirection,
        dueType: 'product',
        amount: settlement.due,
        refType: side.refTypes.create,
        refId: input.id,
        date,
        userId: user.id,
      },
      { at: now, timezone: shop.timezone, sums },
    );
    balanceAfter = posted.balanceAfter;
  } else if (parties.contact) {
    balanceAfter = await contactBalance(trx, shop.id, parties.contact.id);
  }

  await addInvoice(
    trx,
    shop.id,
    side.kind,
    {
      ...figures,
      date,
      due: settlement.due,
      due_reduced: 0n,
      contact_id: parties.contact?.id ?? null,
      employee_id: parties.employee?.id ?? null,
    },
    lines.map(linePart),
    paymentItems(input.payments, settlement.change),
    sums,
    batch,
  );
  // Last when no product was locked: the counter row is locked until the commit.
  number ??= await nextInvoiceNumber(trx, shop.id, side);
  // The money accounts are locked last of all (after the products, the number and the contact).
  await postMoney(trx, shop.id, paymentPostings(side, input.id, input.payments, settlement.change), {
    at: occurredAt,
    day: date,
    userId: user.id,
    batch,
  });
  const invoice: InvoiceRecord = {
    id: input.id,
    number,
    date,
    occurred_at: occurredAt,
    contact_id: parties.contact?.id ?? null,
    contact_name: parties.contact?.name ?? null,
    contact_mobile: parties.contact?.mobile ?? null,
    contact_address: parties.contact?.address ?? null,
    employee_id: parties.employee?.id ?? null,
    employee_name: parties.employee?.name ?? null,
    status: 'completed',
    ...figures,
    paid: settlement.paid,
    due: settlement.due,
    change_given: settlement.change,
    returned_amount: 0n,
    returned_vat: 0n,
    returned_cost: 0n,
    due_reduced: 0n,
    balance_after: balanceAfter,
    note: input.note ?? null,
    created_by: user.id,
    created_at: now,
    void_date: null,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    offline_made_at: madeAt ?? null,
    offline_number: input.offline?.number ?? null,
    stock_short: stockShort,
  };
  const payments = input.payments.map((p, i) => ({ seq: i + 1, method: p.method, amount: p.amount }));
  await c.store.insertInvoice(trx, shop.id, invoice, batch);
  await c.store.insertLines(trx, shop.id, input.id, lines, batch);
  await c.store.insertPayments(trx, shop.id, input.id, payments, batch);
  await writeAudit(
    trx,
    { shopId: shop.id, by: user, action: 'create', entity: side.kind, entityId: input.id, details: { number }, at: now },
    batch,
  );
  // The route answers 201 and sets request.usageCounted: the unit is counted here, with the
  // invoice — unless the usage hook took it already (a shop with a limit).
  if (!c.usageTaken) await deps.usage.record(trx, shop.id, side.usage, 1, shop.timezone, batch);
  await sums.write(trx, batch);
  await batch.flush();
  return { invoice: { ...invoice, contact_balance: balanceAfter }, lines, payments, returns: [] };
}

/**
 * POST /sales, POST /purchases. 201 with the invoice when new; the same id and body again → the
 * invoice as it is (200), however many times and however parallel; the same id with another
 * body → 409 ID_CONFLICT. Two invoices making a contact with one new number at once: the one that
 * loses the race runs again and uses the contact the other made.
 */
export async function postInvoice(
  deps: AppDeps,
  side: TradeSide,
  store: TradeStore,
  shop: ShopContext,
  user: AuthUser,
  input: InvoiceInput,
  opts: { usageTaken: boolean },
): Promise<{ created: boolean; detail: InvoiceDetail }> {
  const c: Ctx = { deps, side, store, shop, user, now: deps.clock.now(), usageTaken: opts.usageTaken };
  const mobile = input.parties.contact?.mobile;
  const run = () =>
    withMobileRace(deps.db, shop.id, side.contactType, mobile, () =>
      deps.db.transaction().execute(async (trx) => {
        const { created, value } = await createOnce(
          trx,
          { scope: shop.id, resource: side.resources.create, id: input.id, body: input.body, at: c.now },
          () => post(c, trx, input),
          () => loadDetail(trx, store, shop.id, input.id),
        );
        return { created, detail: value };
      }),
    );
  try {
    return await run();
  } catch (e) {
    if (mobile !== undefined && e instanceof AppError && e.code === 'CONTACT_MOBILE_TAKEN') return run();
    throw e;
  }
}
