import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { notify } from '@/shared/lib/notify';
import { saveQrPng, svgDataUrl, useQrSvg } from '@/shared/lib/qr';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { FormAlert } from '@/shared/ui/form';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';

/**
 * The store's link as a QR code to show and print: customers scan it with the phone's camera. Drawn
 * as SVG (dark on white, also in the dark theme: scanners want it so); "Download PNG" saves a big
 * picture named after the store's address.
 */
export function QrCodeDialog({ url, fileName, onOpenChange }: { url: string; fileName: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('online');
  const { svg: drawn, failed } = useQrSvg(url);
  const [saving, setSaving] = useState(false);

  async function download() {
    setSaving(true);
    try {
      await saveQrPng(url, `${fileName}-qr.png`);
    } catch {
      notify('error', t('dashboard.qrFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="online-qr-dialog" className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('dashboard.qrTitle')}</DialogTitle>
          <DialogDescription>{t('dashboard.qrIntro')}</DialogDescription>
        </DialogHeader>
        {failed ? (
          <FormAlert message={t('dashboard.qrFailed')} />
        ) : (
          <div className="flex flex-col items-center gap-2">
            {/* White under the code in both themes: a QR code is read dark on light. */}
            <div className="rounded-md border border-border bg-white p-2">
              {drawn ? (
                <img src={svgDataUrl(drawn)} alt={t('dashboard.qrAlt', { url })} className="size-56" data-testid="online-qr-image" />
              ) : (
                <Skeleton className="size-56" />
              )}
            </div>
            <p className="break-all text-center text-sm text-muted-foreground" data-testid="online-qr-url">
              {url}
            </p>
          </div>
        )}
        <Button onClick={() => void download()} disabled={failed || saving || !drawn} aria-busy={saving} data-testid="online-qr-download">
          {saving ? <Spinner /> : <Download aria-hidden="true" />}
          {t('dashboard.downloadPng')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
