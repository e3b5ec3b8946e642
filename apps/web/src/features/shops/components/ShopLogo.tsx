import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Store, Trash2 } from 'lucide-react';
import type { Shop } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { PhotoBusy, PhotoInput } from '@/shared/ui/photo-picker';
import { MAX_PHOTO_MB, readyPhoto } from '@/shared/lib/photos';
import { useRemoveShopLogo, useSetShopLogo } from '../api';
import { ErrorText } from '@/shared/ui/field';

/**
 * The shop's logo (printed on receipts): the current one or an empty square, with "add / change
 * logo" (camera or gallery; a big photo is shrunk in the browser first) and "remove". The server
 * judges the file (it reads more formats than a phone names): its message comes in the user's language.
 * The texts are few and short: the shop namespace comes with the sign-in page.
 */
export function ShopLogo({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shop');
  const fmt = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const upload = useSetShopLogo(shop.id);
  const remove = useRemoveShopLogo(shop.id);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const failed = (e: Error) => setProblem(e instanceof ApiError ? e.message : t('common:errors.unknown'));

  async function put(file: File) {
    setProblem(null);
    const photo = await readyPhoto(file);
    if (!photo) {
      setProblem(t('form.logo.big', { mb: fmt.number(MAX_PHOTO_MB) }));
      return;
    }
    upload.mutate({ file: photo.blob, name: photo.name }, { onSuccess: () => notify('success', t('form.saved')), onError: failed });
  }

  return (
    <section className="mb-6 flex items-center gap-4" data-testid="shop-logo" aria-label={t('form.logo.title')}>
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {shop.logoUrl ? (
          <img src={shop.logoUrl} alt={t('form.logo.title')} className="size-full object-contain" data-testid="shop-logo-image" />
        ) : (
          <Store className="size-10 text-muted-foreground" aria-hidden="true" data-testid="shop-logo-empty" />
        )}
        {busy ? <PhotoBusy label={t('common:loading')} /> : null}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1">
        <p className="font-medium">{t('form.logo.title')}</p>
        <PhotoInput ref={input} accept="image/*" testId="shop-logo-input" onFiles={([file]) => void put(file)} />
        <div className="flex flex-wrap gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
            data-testid="shop-logo-change"
          >
            <Camera aria-hidden="true" />
            {shop.logoUrl ? t('form.logo.change') : t('form.logo.add')}
          </Button>
          {shop.logoUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              data-testid="shop-logo-remove"
              onClick={() => {
                setProblem(null);
                remove.mutate(undefined, { onSuccess: () => notify('success', t('form.saved')), onError: failed });
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('form.logo.remove')}
            </Button>
          ) : null}
        </div>
        <ErrorText error={problem} testId="shop-logo-problem" />
      </div>
    </section>
  );
}
