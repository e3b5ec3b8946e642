import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, ImageIcon, ImagePlus, Trash2 } from 'lucide-react';
import { BANNER_SIZE, type OnlineShop } from '@dokani/contracts/online-shop';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { MAX_PHOTO_MB, checkPhoto } from '@/shared/lib/photos';
import { Button } from '@/shared/ui/button';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { PhotoBusy, PhotoInput } from '@/shared/ui/photo-picker';
import { useRemoveBanner, useSetBanner } from '../api';
import { storePage } from '../components/StorePage';
import { ErrorText } from '@/shared/ui/field';

/**
 * The store's banner: the current one at the store's own shape (1920 × 560), a file to pick
 * (JPG, PNG or WebP, at most 5 MB — checked here first, and sent as it is: shrinking it would
 * make it narrower than the store shows it) and a remove behind a question. The server crops
 * what it gets to the banner's shape; a picture it cannot read (400 INVALID_IMAGE) is said in
 * its words, one too big (413) in ours.
 */
function BannerEditor({ shop }: { shop: OnlineShop }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const upload = useSetBanner();
  const remove = useRemoveBanner();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const busy = upload.isPending || remove.isPending;
  const mb = fmt.number(MAX_PHOTO_MB);
  const failed = (e: Error) =>
    setProblem(e instanceof ApiError ? (e.status === 413 ? t('banner.tooBig', { mb }) : e.message) : t('common:errors.unknown'));

  function put(file: File) {
    setProblem(null);
    const wrong = checkPhoto(file);
    if (wrong) {
      setProblem(wrong === 'type' ? t('banner.wrongType') : t('banner.tooBig', { mb }));
      return;
    }
    upload.mutate({ file, name: file.name || 'banner' }, { onSuccess: () => notify('success', t('banner.saved')), onError: failed });
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" data-testid="banner-size">
        {t('banner.size', { width: fmt.digits(String(BANNER_SIZE.width)), height: fmt.digits(String(BANNER_SIZE.height)) })}
      </p>
      <div className="relative aspect-[1920/560] w-full overflow-hidden rounded-lg border border-border bg-muted">
        {shop.bannerUrl ? (
          <img src={shop.bannerUrl} alt={t('banner.current')} className="size-full object-cover" data-testid="banner-image" />
        ) : (
          <div
            className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-muted-foreground"
            data-testid="banner-empty"
          >
            <ImageIcon aria-hidden="true" className="size-8" />
            <span className="text-sm">{t('banner.none')}</span>
          </div>
        )}
        {busy ? <PhotoBusy label={t('common:loading')} /> : null}
      </div>
      <PhotoInput ref={input} testId="banner-input" onFiles={([file]) => put(file)} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={busy} onClick={() => input.current?.click()} data-testid="banner-pick">
          <ImagePlus aria-hidden="true" />
          {shop.bannerUrl ? t('banner.change') : t('banner.add')}
        </Button>
        {shop.bannerUrl ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive"
            disabled={busy}
            onClick={() => setConfirm(true)}
            data-testid="banner-remove"
          >
            <Trash2 aria-hidden="true" />
            {t('banner.remove')}
          </Button>
        ) : null}
        {shop.published && shop.url ? (
          <ButtonAnchor variant="ghost" href={shop.url} data-testid="banner-view-store" newTab icon={ExternalLink}>
            {t('banner.viewStore')}
          </ButtonAnchor>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('banner.files', { mb })}</p>
      <ErrorText error={problem} testId="banner-problem" />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('banner.removeTitle')}
        body={t('banner.removeBody')}
        confirmLabel={t('banner.removeConfirm')}
        pending={remove.isPending}
        testId="banner-remove-dialog"
        onConfirm={() => {
          setProblem(null);
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirm(false);
              notify('success', t('banner.removed'));
            },
            onError: (e) => {
              setConfirm(false);
              failed(e);
            },
          });
        }}
      />
    </div>
  );
}

/** /online-shop/settings/banner-update: the wide picture at the top of the store's home page. */
export default storePage('banner', 'banner-page', BannerEditor);
