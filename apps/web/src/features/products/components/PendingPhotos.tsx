import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/lib/format';
import { preparePhotos, type ReadyPhoto } from '../lib/photo-intake';
import { PhotoGrid } from './PhotoGrid';

export interface PendingPhoto extends ReadyPhoto {
  key: string;
  url: string;
}

/** Photos chosen on the add page: kept in the browser until the product exists, then uploaded. */
export function usePendingPhotos() {
  const { t } = useTranslation('products');
  const { lang } = useFormat();
  const [items, setItems] = useState<PendingPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  async function add(files: File[]) {
    const { accepted, problems: found } = await preparePhotos(files, items.length, t, lang);
    setProblems(found);
    const next = accepted.map((p, i) => {
      const url = URL.createObjectURL(p.blob);
      urls.current.add(url);
      return { ...p, url, key: `${Date.now()}-${i}-${p.name}` };
    });
    setItems((prev) => [...prev, ...next]);
  }

  function remove(key: string) {
    setItems((prev) => prev.filter((p) => p.key !== key));
  }

  return { items, problems, add, remove, setProblems };
}

export function PendingPhotos({ photos, productName }: { photos: ReturnType<typeof usePendingPhotos>; productName: string }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  return (
    <PhotoGrid
      tiles={photos.items.map((p, i) => ({
        key: p.key,
        src: p.url,
        alt: t('photos.alt', { n: fmt.number(i + 1), name: productName || t('photos.newProduct') }),
        onRemove: () => photos.remove(p.key),
        removeLabel: t('photos.remove', { n: fmt.number(i + 1) }),
      }))}
      onFiles={(files) => void photos.add(files)}
      problems={photos.problems}
      footer={photos.items.length ? <p className="text-sm text-muted-foreground">{t('photos.pendingHint')}</p> : null}
    />
  );
}
