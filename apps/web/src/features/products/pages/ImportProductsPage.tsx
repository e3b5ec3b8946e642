import { useRef, useState } from 'react';
import { ulid } from '@dokani/core/ulid';
import { useTranslation } from 'react-i18next';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import { fetchImportTemplate, useImportProducts, useShopId, type ImportResult } from '../api';
import { csvText, saveTextFile } from '@/shared/lib/download';
import { ImportResultView } from '../components/ImportResultView';

export const TEMPLATE_FILE_NAME = 'dokani-products-template.csv';
const MAX_CSV_BYTES = 5_000_000;

/** /product/import: download the template, fill it in, choose it, import; see what went in and what did not. */
export default function ImportProductsPage() {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const shopId = useShopId();
  const run = useImportProducts();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // One import id per chosen file: sending it again (a retry) never imports the rows twice.
  const [importId, setImportId] = useState(() => ulid());
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      saveTextFile(await fetchImportTemplate(shopId), TEMPLATE_FILE_NAME);
    } catch (e) {
      setError(`${t('import.templateFailed')} ${e instanceof ApiError ? e.message : ''}`.trim());
    } finally {
      setDownloading(false);
    }
  }

  function choose(f: File | undefined) {
    setResult(null);
    setError(null);
    if (!f) return setFile(null);
    if (!/\.csv$/i.test(f.name) && !/csv|text\/plain|excel/.test(f.type)) {
      setFile(null);
      return setError(t('import.notCsv', { name: f.name }));
    }
    if (f.size > MAX_CSV_BYTES) {
      setFile(null);
      return setError(t('import.tooBig', { mb: fmt.number(5) }));
    }
    setImportId(ulid());
    setFile(f);
  }

  async function submit() {
    if (!file) return setError(t('import.chooseFirst'));
    setError(null);
    try {
      const text = csvText(await file.text());
      if (!text.trim()) return setError(t('import.empty'));
      setResult(await run.mutateAsync({ id: importId, csv: text }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common:errors.unknown'));
    }
  }

  return (
    <Page data-testid="product-import-page" title={t('import.title')}>
      <p className="-mt-2 text-muted-foreground">{t('import.subtitle')}</p>

      <ol className="flex flex-col gap-4">
        <li className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
          <h2 className="font-semibold">{t('import.step1Title')}</h2>
          <p className="mb-3 text-sm text-muted-foreground">{t('import.step1Body')}</p>
          <Button variant="outline" onClick={() => void download()} disabled={downloading} data-testid="import-template">
            {downloading ? <Spinner /> : <Download aria-hidden="true" />}
            {t('import.downloadTemplate')}
          </Button>
        </li>
        <li className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
          <h2 className="font-semibold">{t('import.step2Title')}</h2>
          <p className="mb-3 text-sm text-muted-foreground">{t('import.step2Body')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button variant="outline" onClick={() => input.current?.click()} data-testid="import-choose">
              <FileSpreadsheet aria-hidden="true" />
              {t('import.chooseFile')}
            </Button>
            <span className="min-w-0 truncate text-sm" aria-live="polite" data-testid="import-file-name">
              {file
                ? t('import.fileChosen', { name: file.name, kb: fmt.number(Math.max(1, Math.round(file.size / 1024))) })
                : t('import.noFile')}
            </span>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('import.chooseFile')}
              data-testid="import-file-input"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
        </li>
      </ol>

      <FormAlert message={error} />
      <Button
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        onClick={() => void submit()}
        disabled={run.isPending || !file}
        data-testid="import-submit"
      >
        {run.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
        {run.isPending ? t('import.importing') : t('import.submit')}
      </Button>

      {result ? <ImportResultView result={result} /> : null}

      <ButtonLink variant="link" size="inline" className="self-start" to="/product" data-testid="import-back">
        {t('import.backToList')}
      </ButtonLink>
    </Page>
  );
}
