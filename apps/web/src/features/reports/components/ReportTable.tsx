import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { compareNames } from '@dokani/core';
import { cn } from '@/shared/lib/cn';
import type { CsvCell } from '../lib/csv';
import type { CsvTable } from './ReportShell';

type SortKey = bigint | number | string;

/**
 * One column of a report's table, on screen and in the CSV: `cell` is what the screen shows
 * (৳ and Bangla digits in bn), `csv` the plain value the file gets (no `csv`: not in the file).
 */
export interface Column<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  csv?: (row: R) => CsvCell;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The totals row's cell. */
  total?: ReactNode;
  /** Makes the column sortable (largest first on the first press). */
  sort?: (row: R) => SortKey;
  /** Extra classes for the column's cells. */
  className?: string;
  /** Only in the CSV (e.g. the category, which the screen shows under the name). */
  csvOnly?: boolean;
  /**
   * The row's money figure kept in view on a phone: shown last and pinned to the right edge while
   * the columns between scroll. Without one, the last numeric column is pinned.
   */
  pin?: boolean;
  /** Shown only on a phone (below 640 px) or only on wider screens. */
  screen?: 'phone' | 'wide';
}

export type SortState = { id: string; dir: 'asc' | 'desc' } | null;

const compare = (a: SortKey, b: SortKey): number => {
  if (typeof a === 'string' && typeof b === 'string') return compareNames(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
};

/** The CSV of a table: the header and one line per row, in the columns that have a `csv`. */
export function tableCsv<R>(columns: readonly Column<R>[], rows: readonly R[]): CsvTable {
  const cols = columns.filter((c) => c.csv);
  return { header: cols.map((c) => c.header), rows: rows.map((r) => cols.map((c) => (c.csv ? c.csv(r) : null))) };
}

interface ReportTableProps<R> {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The label of the totals row (no totals row without it). */
  totalLabel?: string;
  testId: string;
  defaultSort?: SortState;
  rowClassName?: (row: R) => string | undefined;
}

/**
 * A report's table: the first column names the row; figures line up on the right; the totals of
 * the whole report in the last row. Wider than its screen, it scrolls sideways: from sm up with the
 * first column kept in view; on a phone whole, every column at its full width (pinned ends left a
 * sliver between them at 360 px), the row's money figure (`pin`, else the last numeric column)
 * last. Test ids:
 * `<testId>`, `<testId>-row`, `<testId>-total-<column>`, and `data-pinned` on the pinned cells.
 */
export function ReportTable<R>({
  caption,
  columns: all,
  rows,
  rowKey,
  totalLabel,
  testId,
  defaultSort = null,
  rowClassName,
}: ReportTableProps<R>) {
  const { t } = useTranslation('reports');
  const columns = useMemo(() => {
    const shown = all.filter((c) => !c.csvOnly);
    const rest = shown.slice(1);
    const pinned = rest.find((c) => c.pin) ?? [...rest].reverse().find((c) => c.numeric && c.screen !== 'wide');
    if (!pinned) return shown;
    return [...shown.filter((c) => c !== pinned), { ...pinned, pin: true }];
  }, [all]);
  const [sort, setSort] = useState<SortState>(defaultSort);
  const sorted = useMemo(() => {
    const col = sort ? columns.find((c) => c.id === sort.id) : undefined;
    if (!sort || !col?.sort) return rows;
    const key = col.sort;
    const sign = sort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(key(a), key(b)));
  }, [rows, columns, sort]);

  const press = (id: string) => setSort((s) => (s?.id === id ? { id, dir: s.dir === 'desc' ? 'asc' : 'desc' } : { id, dir: 'desc' }));

  const cellClass = (c: Column<R>, first: boolean) =>
    cn(
      'px-2 py-2 align-top',
      c.numeric && 'text-right tabular-nums whitespace-nowrap',
      // from sm up the name stays in view while the figures scroll; on a phone the table scrolls
      // whole (pinning both ends left a sliver between them at 360 px); a wide table does not
      // squeeze the name to a letter a line
      first && 'min-w-32 text-left sm:sticky sm:left-0 sm:z-[1] sm:bg-card print:static',
      c.screen === 'phone' && 'sm:hidden print:hidden',
      c.screen === 'wide' && 'max-sm:hidden print:table-cell',
      c.className,
    );
  const pinMark = (c: Column<R>) => (c.pin ? { 'data-pinned': '' } : {});

  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="dk-table-scroll -mx-1 overflow-x-auto rounded-md px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table data-testid={testId} className="w-full min-w-max border-collapse text-sm sm:min-w-0">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            {columns.map((c, i) => {
              const active = sort?.id === c.id ? sort.dir : null;
              return (
                <th
                  key={c.id}
                  scope="col"
                  {...pinMark(c)}
                  aria-sort={c.sort ? (active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none') : undefined}
                  className={cn(cellClass(c, i === 0), 'font-medium')}
                >
                  {c.sort ? (
                    <button
                      type="button"
                      onClick={() => press(c.id)}
                      data-testid={`${testId}-sort-${c.id}`}
                      title={t('table.sortBy', { column: c.header })}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        active && 'text-foreground',
                      )}
                    >
                      {c.header}
                      {active === 'asc' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5 print:hidden" />
                      ) : active === 'desc' ? (
                        <ArrowDown aria-hidden="true" className="size-3.5 print:hidden" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-60 print:hidden" />
                      )}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={rowKey(r)} data-testid={`${testId}-row`} className={cn('border-b border-border/70', rowClassName?.(r))}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.id} scope="row" className={cn(cellClass(c, true), 'font-normal')}>
                    {c.cell(r)}
                  </th>
                ) : (
                  <td key={c.id} className={cellClass(c, false)} {...pinMark(c)}>
                    {c.cell(r)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {totalLabel ? (
          <tfoot>
            <tr className="border-t-2 border-foreground/40 font-semibold">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.id} scope="row" className={cellClass(c, true)}>
                    {totalLabel}
                  </th>
                ) : (
                  <td key={c.id} data-testid={`${testId}-total-${c.id}`} className={cellClass(c, false)} {...pinMark(c)}>
                    {c.total ?? null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
