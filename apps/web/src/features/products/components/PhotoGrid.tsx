import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { MAX_PRODUCT_PHOTOS } from '@dokani/contracts/constants';
import { useFormat } from '@/shared/lib/format';
import { LazyImage } from '@/shared/ui/lazy-image';
import { PhotoInput } from '@/shared/ui/photo-picker';

export interface PhotoTile {
  key: string;
  src: string;
  alt: string;
  busy?: boolean;
  onRemove?: () => void;
  removeLabel?: string;
}

/**
 * Photo thumbnails with a remove button each, and the "add photo" button while fewer than
 * five. The file input is the phone's own picker (camera or gallery).
 */
export function PhotoGrid({
  tiles,
  onFiles,
  disabled,
  problems,
  footer,
}: {
  tiles: PhotoTile[];
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  problems: string[];
  footer?: ReactNode;
}) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_PRODUCT_PHOTOS - tiles.length;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" id="photo-hint">
        {t('photos.hint', { max: fmt.number(MAX_PRODUCT_PHOTOS), mb: fmt.number(5) })}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('photos.listLabel')}>
        {tiles.map((tile) => (
          <li key={tile.key} className="relative aspect-square" data-testid="photo-tile">
            <LazyImage src={tile.src} alt={tile.alt} className="size-full rounded-md border border-border" />
            {tile.busy ? (
              <span className="absolute inset-0 flex items-center justify-center rounded-md bg-background/70">
                <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
                <span className="sr-only">{t('photos.uploading')}</span>
              </span>
            ) : tile.onRemove ? (
              <button
                type="button"
                onClick={tile.onRemove}
                aria-label={tile.removeLabel}
                data-testid="photo-remove"
                className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
        {room > 0 ? (
          <li className="aspect-square">
            <button
              type="button"
              className="flex size-full flex-col items-center justify-center gap-1 rounded-md border border-dashed border-input bg-card p-1 text-center text-sm font-medium leading-tight text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
              disabled={disabled}
              aria-describedby="photo-hint"
              onClick={() => input.current?.click()}
              data-testid="photo-add"
            >
              <ImagePlus aria-hidden="true" className="size-6 text-primary" />
              {t('photos.add')}
            </button>
          </li>
        ) : null}
      </ul>
      <PhotoInput ref={input} multiple testId="photo-input" onFiles={onFiles} />
      {room <= 0 ? <p className="text-sm text-muted-foreground">{t('photos.full', { max: fmt.number(MAX_PRODUCT_PHOTOS) })}</p> : null}
      {problems.length ? (
        <ul role="alert" className="flex flex-col gap-1 text-sm font-medium text-destructive" data-testid="photo-errors">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      ) : null}
      {footer}
    </div>
  );
}
