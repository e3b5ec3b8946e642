import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { LoaderCircle } from 'lucide-react';
import { normalizeCode } from '../lib/search';
import { scanFailure, startCameraScan, type ScanFailure, type ScanSession } from '../lib/camera-scan';

/** The camera scanner (loaded only when someone taps "scan"): the first code read is the answer. */
export default function BarcodeScanner({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const { t } = useTranslation('products');
  // The dialog renders in a portal a moment later: wait for the real <video> element.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [state, setState] = useState<'starting' | 'scanning' | ScanFailure>('starting');

  useEffect(() => {
    let session: ScanSession | null = null;
    let cancelled = false;
    if (!video) return undefined;
    startCameraScan(video, (raw) => {
      session?.stop();
      navigator.vibrate?.(60);
      onCode(normalizeCode(raw));
    })
      .then((s) => {
        if (cancelled) s.stop();
        else {
          session = s;
          setState('scanning');
        }
      })
      .catch((e: unknown) => {
        if (!cancelled) setState(scanFailure(e));
      });
    return () => {
      cancelled = true;
      session?.stop();
    };
  }, [video, onCode]);

  const failed = state === 'denied' || state === 'noCamera' || state === 'failed';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="barcode-scanner">
        <DialogHeader>
          <DialogTitle>{t('scanner.title')}</DialogTitle>
          <DialogDescription>{t('scanner.body')}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-md bg-black">
          <video ref={setVideo} muted playsInline className="size-full object-cover" aria-label={t('scanner.video')} />
          {state === 'scanning' ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-md border-2 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
            />
          ) : null}
          {state === 'starting' ? (
            <span className="absolute inset-0 flex items-center justify-center text-white">
              <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
            </span>
          ) : null}
        </div>
        <p role="status" className={failed ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {t(`scanner.${state}`)}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
