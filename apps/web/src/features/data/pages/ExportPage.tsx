import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileArchive } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { saveBlob } from '@/shared/lib/download';
import { useShopId } from '@/shared/lib/shop';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page-title';
import { downloadExport } from '../api';

type State =
  | { step: 'idle' }
  | { step: 'running'; bytes: number; rows: number | null }
  | { step: 'done'; bytes: number; rows: number; fileName: string }
  | { step: 'failed'; message: string };

/** /settings/export — the owner takes the whole shop with them: one ZIP, a CSV per table (opens in Excel) and shop.json. */
export default function ExportPage() {
  const { t } = useTranslation('data', { keyPrefix: 'export' });
  const { t: tNav } = useTranslation('nav');
  const fmt = useFormat();
  const shopId = useShopId();
  const owner = useAuthStore((s) => s.currentShop?.role === 'owner');
  const [state, setState] = useState<State>({ step: 'idle' });
  const mb = (bytes: number) =>
    bytes < 102_400
      ? t('kb', { kb: fmt.number(Math.max(1, Math.round(bytes / 1024))) })
      : t('mb', { mb: fmt.digits((bytes / 1_048_576).toFixed(1)) });

  const start = async () => {
    setState({ step: 'running', bytes: 0, rows: null });
    try {
      const { file, fileName, rows } = await downloadExport(shopId, (bytes, rowsTotal) =>
        setState({ step: 'running', bytes, rows: rowsTotal }),
      );
      saveBlob(file, fileName);
      setState({ step: 'done', bytes: file.size, rows, fileName });
    } catch (err) {
      setState({ step: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <Page data-testid="export-page" title={tNav('exportData')} intro={t('intro')}>
      <ul className="flex list-disc flex-col gap-1 rounded-lg border border-border bg-card p-4 ps-8 text-sm">
        <li>{t('holds')}</li>
        <li>{t('csv')}</li>
        <li>{t('json')}</li>
        <li>{t('private')}</li>
      </ul>
      {!owner ? (
        <FormAlert message={t('ownerOnly')} />
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
          <Button onClick={() => void start()} disabled={state.step === 'running'} data-testid="export-start" className="self-start">
            <Download aria-hidden="true" />
            {state.step === 'running' ? t('running') : t('start')}
          </Button>
          {state.step === 'running' ? (
            <div role="status" aria-live="polite" data-testid="export-progress" className="flex flex-col gap-2">
              <div className="h-2 w-full overflow-hidden rounded-full bg-muted">
                <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
              </div>
              <p className="text-sm text-muted-foreground">
                {state.rows === null ? mb(state.bytes) : t('progress', { rows: fmt.number(state.rows), size: mb(state.bytes) })}
              </p>
            </div>
          ) : null}
          {state.step === 'done' ? (
            <p role="status" data-testid="export-done" className="flex items-start gap-2 text-sm">
              <FileArchive aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>{t('done', { file: state.fileName, rows: fmt.number(state.rows), size: mb(state.bytes) })}</span>
            </p>
          ) : null}
          {state.step === 'failed' ? <FormAlert message={t('failed', { message: state.message })} /> : null}
        </div>
      )}
    </Page>
  );
}
