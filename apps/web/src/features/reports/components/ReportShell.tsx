import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSpreadsheet, Lock, Printer } from 'lucide-react';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { saveTextFile } from '@/shared/lib/download';
import { csvFileName, toCsv, type CsvCell } from '../lib/csv';
import { useReportFormat } from '../format';
import type { ReportPeriod } from '../period';
import { PeriodPicker } from './PeriodPicker';
import '../report-print.css';

/** What a report page's query gives the shell (a plain or a paged TanStack query). */
export interface ReportQueryState<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** What an error says: the server's reason for a refused period, or its message. */
export function reportErrorText(e: unknown, fallback: string): string {
  if (e instanceof ApiError) {
    const to = e.details.to;
    return typeof to === 'string' && to ? to : e.message || fallback;
  }
  return fallback;
}

interface ReportShellProps<T> {
  /** The page's h1 (also printed). */
  title: string;
  /** `<testId>-page` on the page, `<testId>-…` on its parts; ASCII name of the CSV file too. */
  name: string;
  period: ReportPeriod;
  query: ReportQueryState<T>;
  /** The table the CSV button saves; no button when absent. */
  csv?: (data: T) => CsvTable | Promise<CsvTable>;
  /** More controls beside the period (a kind filter). */
  controls?: ReactNode;
  /** More buttons or links in the report's header (not printed). */
  actions?: ReactNode;
  /** The report itself, once its data is in. */
  children: (data: T) => ReactNode;
  /** The loading skeleton's shape. */
  skeleton?: 'table' | 'cards';
  width?: 'narrow' | 'wide';
}

/**
 * The frame every report shares: the period (and the page's own filters) on top, then the
 * printable report — the shop, the title and the dates, CSV and print, and the report, or its
 * loading, error and "no permission" states.
 */
export function ReportShell<T>({
  title,
  name,
  period,
  query,
  csv,
  controls,
  actions,
  children,
  skeleton = 'table',
  width = 'wide',
}: ReportShellProps<T>) {
  const { t } = useTranslation('reports');
  const fmt = useReportFormat();
  const shop = useAuthStore((s) => s.currentShop);
  const [exporting, setExporting] = useState(false);
  const { range, complete } = period;
  const forbidden = query.error instanceof ApiError && query.error.status === 403;

  const rangeText = !complete
    ? ''
    : range.from === range.to
      ? fmt.businessDate(range.from)
      : t('period.range', { from: fmt.businessDate(range.from), to: fmt.businessDate(range.to) });

  const exportCsv = async () => {
    if (!csv || query.data === undefined) return;
    setExporting(true);
    try {
      const table = await csv(query.data);
      saveTextFile(toCsv(table.header, table.rows), csvFileName(name, range));
    } catch (e) {
      notify('error', reportErrorText(e, t('shell.csvFailed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div
      data-testid={`${name}-page`}
      className={width === 'wide' ? 'mx-auto flex w-full max-w-6xl flex-col gap-4' : 'mx-auto flex w-full max-w-2xl flex-col gap-4'}
    >
      <section
        aria-label={t('shell.controls')}
        className="dk-no-print flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm print:hidden"
      >
        <PeriodPicker period={period} testId={name} />
        {controls}
      </section>

      <section
        aria-labelledby={`${name}-title`}
        aria-busy={query.isFetching}
        className="dk-report-print flex flex-col gap-4 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {shop ? <p className="text-sm text-muted-foreground">{shop.name}</p> : null}
            <h1 id={`${name}-title`} className="text-lg font-semibold sm:text-xl">
              {title}
            </h1>
            {rangeText ? (
              <p data-testid={`${name}-range`} className="text-sm text-muted-foreground">
                {rangeText}
              </p>
            ) : null}
          </div>
          <div className="dk-no-print flex flex-wrap items-center gap-2">
            {actions}
            {csv ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void exportCsv()}
                disabled={query.data === undefined || exporting}
                data-testid={`${name}-csv`}
              >
                {exporting ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
                {t('shell.csv')}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => window.print()}
              disabled={query.data === undefined}
              data-testid={`${name}-print`}
            >
              <Printer aria-hidden="true" />
              {t('shell.print')}
            </Button>
          </div>
        </header>

        {!complete ? (
          <p className="text-sm text-muted-foreground">{t('period.chooseDates')}</p>
        ) : query.data !== undefined ? (
          children(query.data)
        ) : forbidden ? (
          <div data-testid={`${name}-forbidden`} className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-semibold">{t('shell.forbidden')}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t('shell.forbiddenBody')}</p>
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid={`${name}-error`} className="text-sm text-destructive">
              {reportErrorText(query.error, t('shell.loadFailed'))}
            </p>
            {query.error instanceof ApiError && query.error.isClientError ? null : (
              <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()} data-testid={`${name}-retry`}>
                {t('shell.retry')}
              </Button>
            )}
          </div>
        ) : (
          <ReportSkeleton shape={skeleton} label={t('shell.loading')} />
        )}
      </section>
    </div>
  );
}

/** A report on its way: the cards and rows it will fill. */
export function ReportSkeleton({ shape, label }: { shape: 'table' | 'cards'; label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      {shape === 'table' ? (
        Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-8 w-full" />)
      ) : (
        <Skeleton className="h-56 w-full" />
      )}
    </div>
  );
}

/** A report with nothing in its period. */
export function ReportEmpty({ title, body, testId }: { title: string; body?: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-1 rounded-md border border-dashed border-border px-4 py-8 text-center"
    >
      <p className="font-semibold">{title}</p>
      {body ? <p className="max-w-md text-sm text-muted-foreground">{body}</p> : null}
    </div>
  );
}

/** A part of a report under its own heading. */
export function ReportSection({
  title,
  id,
  children,
  actions,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className ? `flex flex-col gap-2 ${className}` : 'flex flex-col gap-2'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
