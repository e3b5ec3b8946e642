/**
 * The sales and purchase books' filters, kept in the address so a filtered book can be shared,
 * reloaded and returned to: `?period=today|yesterday|week|month|custom&from=&to=&contactId=
 * &payment=&due=1&review=1&status=&q=`. Malformed values are ignored. Periods are business dates in the
 * shop's time zone; the week starts on Saturday, as shops in Bangladesh count it.
 */
import { periodRange } from '@/shared/lib/period';
import type { PAYMENT_FILTERS } from '@dokani/contracts/trade';
import type { TradeFilters, TradeKind } from '../keys';

export const PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'month';

export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
/** The contract's payment filters, without importing zod into the page (checked complete below). */
const ALL_PAYMENT_FILTERS = [
  'cash',
  'qr-code',
  'bank-check',
  'online-order',
  'due',
  'quick-sell',
] as const satisfies readonly PaymentFilter[];
const _complete: Exclude<PaymentFilter, (typeof ALL_PAYMENT_FILTERS)[number]> extends never ? true : never = true;
void _complete;

/** The payment filters a book offers: a purchase has no quick sell. */
export function paymentFilters(kind: TradeKind): readonly PaymentFilter[] {
  return kind === 'sales' ? ALL_PAYMENT_FILTERS : ALL_PAYMENT_FILTERS.filter((p) => p !== 'quick-sell');
}

export const STATUSES = ['completed', 'void'] as const;
export type StatusFilter = '' | (typeof STATUSES)[number];

/** What the filter controls show (the period as chosen, the custom dates as typed). */
export interface BookFilterState {
  period: Period;
  /** Custom period ends as typed ('' when not set). */
  from: string;
  to: string;
  contactId: string;
  payment: '' | PaymentFilter;
  dueOnly: boolean;
  /** Sales: only the offline sales that arrived after the stock had gone short. */
  stockShort: boolean;
  status: StatusFilter;
  q: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

const isPeriod = (v: unknown): v is Period => (PERIODS as readonly unknown[]).includes(v);

/** Reads the filters from the address; anything malformed falls back to "any". */
export function bookFiltersFrom(params: URLSearchParams, kind: TradeKind): BookFilterState {
  const period = params.get('period');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const contactId = params.get('contactId') ?? '';
  const payment = params.get('payment') ?? '';
  const status = params.get('status') ?? '';
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    contactId: ULID.test(contactId) ? contactId : '',
    payment: (paymentFilters(kind) as readonly string[]).includes(payment) ? (payment as PaymentFilter) : '',
    dueOnly: params.get('due') === '1',
    stockShort: kind === 'sales' && params.get('review') === '1',
    status: status === 'completed' || status === 'void' ? status : '',
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The address's query for a filter state (defaults left out, so a plain book has a plain address). */
export function bookFiltersToParams(f: BookFilterState): URLSearchParams {
  const p = new URLSearchParams();
  if (f.period !== DEFAULT_PERIOD) p.set('period', f.period);
  if (f.period === 'custom') {
    if (f.from) p.set('from', f.from);
    if (f.to) p.set('to', f.to);
  }
  if (f.contactId) p.set('contactId', f.contactId);
  if (f.payment) p.set('payment', f.payment);
  if (f.dueOnly) p.set('due', '1');
  if (f.stockShort) p.set('review', '1');
  if (f.status) p.set('status', f.status);
  if (f.q) p.set('q', f.q);
  return p;
}

/** The query the book's API call carries (TradeFilters of keys.ts) for a filter state. */
export function tradeFiltersOf(f: BookFilterState, now: Date, timeZone: string): TradeFilters {
  const range = periodRange(f.period, now, timeZone, { from: f.from, to: f.to });
  return {
    from: range.from,
    to: range.to,
    contactId: f.contactId,
    payment: f.payment,
    dueOnly: f.dueOnly,
    ...(f.stockShort ? { stockShort: true } : {}),
    status: f.status,
    q: f.q.trim(),
  };
}

/** How many of the filters besides the period and the search are set (the phone's filter button shows it). */
export function activeFilterCount(f: BookFilterState): number {
  return [f.contactId, f.payment, f.dueOnly, f.stockShort, f.status].filter(Boolean).length;
}
