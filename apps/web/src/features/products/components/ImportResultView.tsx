import { useTranslation } from 'react-i18next';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import type { ImportResult } from '../api';

/** What an import did: how many products went in, how many rows did not, and why, row by row. */
export function ImportResultView({ result }: { result: ImportResult }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  // The template's column names are the form's field names: show the label the person knows.
  const columnLabel = (field: string): string => {
    const label: unknown = t(`form.${field}`, { returnObjects: true, defaultValue: field });
    return typeof label === 'string' ? label : field;
  };
  return (
    <section
      data-testid="import-result"
      aria-labelledby="import-result-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="import-result-title" className="text-lg font-semibold">
        {t('import.resultTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md bg-secondary p-3 text-secondary-foreground">
          <dt className="flex items-center gap-1.5 text-sm">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('import.imported')}
          </dt>
          <dd className="text-2xl font-semibold" data-testid="import-imported">
            {fmt.number(result.imported)}
          </dd>
        </div>
        <div className={result.failed ? 'rounded-md bg-destructive/10 p-3' : 'rounded-md bg-muted p-3'}>
          <dt className="flex items-center gap-1.5 text-sm">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t('import.failed')}
          </dt>
          <dd className={result.failed ? 'text-2xl font-semibold text-destructive' : 'text-2xl font-semibold'} data-testid="import-failed">
            {fmt.number(result.failed)}
          </dd>
        </div>
      </dl>
      {result.errors.length ? (
        <>
          <p className="text-sm text-muted-foreground">{t('import.errorsHint')}</p>
          {/* Focusable so the table can be scrolled sideways with the keyboard on a narrow phone. */}
          <div
            className="overflow-x-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            tabIndex={0}
            role="region"
            aria-label={t('import.errorsTitle')}
          >
            <table className="w-full text-left text-sm [overflow-wrap:normal]" data-testid="import-errors">
              <caption className="sr-only">{t('import.errorsTitle')}</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="w-px whitespace-nowrap px-3 py-2 font-medium">
                    {t('import.line')}
                  </th>
                  <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                    {t('import.field')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('import.reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((e, i) => (
                  <tr key={i} className="border-t border-border align-top">
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums">{fmt.number(e.line)}</td>
                    <td className="min-w-[6.5rem] px-3 py-2">
                      {e.field ? (
                        <>
                          <span className="block">{columnLabel(e.field)}</span>
                          {columnLabel(e.field) !== e.field ? (
                            <span className="block break-all font-mono text-xs text-muted-foreground">{e.field}</span>
                          ) : null}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="min-w-[8.5rem] px-3 py-2">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : result.imported ? (
        <p className="text-sm">{t('import.allGood')}</p>
      ) : null}
    </section>
  );
}
