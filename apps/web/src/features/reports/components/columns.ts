import { createElement } from 'react';
import { parseQuantity } from '@dokani/core/money';
import { csvMoney, csvNum, csvQty } from '../lib/csv';
import type { ReportFormat } from '../format';
import type { Column } from './ReportTable';

/** A money column: ৳ on screen, a plain decimal in the CSV; sortable. `signed`: a loss in red. */
export function moneyColumn<R>(
  fmt: ReportFormat,
  id: string,
  header: string,
  get: (row: R) => string | null,
  opts: { total?: string | null; signed?: boolean; className?: string } = {},
): Column<R> {
  // null: a cost or profit the role may not see (the server sends none)
  const show = (m: string | null) =>
    m === null
      ? '—'
      : opts.signed && fmt.isNegative(m)
        ? createElement('span', { className: 'text-destructive' }, fmt.moneyText(m))
        : fmt.moneyText(m);
  return {
    id,
    header,
    numeric: true,
    cell: (r) => show(get(r)),
    csv: (r) => {
      const m = get(r);
      return m === null ? '' : csvMoney(m);
    },
    sort: (r) => fmt.poisha(get(r) ?? '0'),
    total: opts.total === undefined ? undefined : show(opts.total),
    className: opts.className,
  };
}

/** A count column (invoices, entries). */
export function countColumn<R>(fmt: ReportFormat, id: string, header: string, get: (row: R) => number, total?: number): Column<R> {
  return {
    id,
    header,
    numeric: true,
    cell: (r) => fmt.number(get(r)),
    csv: (r) => csvNum(get(r)),
    sort: (r) => get(r),
    total: total === undefined ? undefined : fmt.number(total),
  };
}

/** A quantity column, with the unit on screen (the CSV has the number only). */
export function qtyColumn<R extends { unit: string }>(fmt: ReportFormat, id: string, header: string, get: (row: R) => string): Column<R> {
  return {
    id,
    header,
    numeric: true,
    cell: (r) => fmt.qtyUnit(get(r), r.unit),
    csv: (r) => csvQty(get(r)),
    sort: (r) => parseQuantity(get(r)) ?? 0n,
  };
}

/** A text column (names): sorted by the language's order. */
export function textColumn<R>(
  id: string,
  header: string,
  get: (row: R) => string,
  cell?: (row: R) => ReturnType<Column<R>['cell']>,
): Column<R> {
  return { id, header, cell: cell ?? ((r) => get(r)), csv: (r) => get(r), sort: (r) => get(r) };
}
