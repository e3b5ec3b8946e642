import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { useDeletePhoto, useUploadPhoto } from '../api';
import { preparePhotos } from '../lib/photo-intake';
import { PhotoGrid, type PhotoTile } from './PhotoGrid';

/** A saved product's photos: each chosen photo uploads at once; each can be deleted. */
export function ProductPhotos({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const upload = useUploadPhoto(product.id);
  const remove = useDeletePhoto(product.id);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState<{ key: string; url: string }[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);

  async function add(files: File[]) {
    const { accepted, problems: found } = await preparePhotos(files, product.photos.length + uploading.length, t, fmt.lang);
    setProblems(found);
    for (const photo of accepted) {
      const tile = { key: `${Date.now()}-${photo.name}`, url: URL.createObjectURL(photo.blob) };
      setUploading((u) => [...u, tile]);
      try {
        await upload.mutateAsync({ file: photo.blob, name: photo.name });
      } catch (e) {
        const reason = e instanceof ApiError ? e.message : t('common:errors.unknown');
        setProblems((p) => [...p, t('photos.uploadFailed', { name: photo.name, reason })]);
      } finally {
        setUploading((u) => u.filter((x) => x.key !== tile.key));
        URL.revokeObjectURL(tile.url);
      }
    }
  }

  async function drop(photoId: string) {
    setRemoving(photoId);
    try {
      await remove.mutateAsync(photoId);
      notify('success', t('photos.removed'));
    } catch (e) {
      setProblems([e instanceof ApiError ? e.message : t('common:errors.unknown')]);
    } finally {
      setRemoving(null);
    }
  }

  const tiles: PhotoTile[] = [
    ...product.photos.map((p, i) => ({
      key: p.id,
      src: p.thumbUrl,
      alt: t('photos.alt', { n: fmt.number(i + 1), name: product.name }),
      busy: removing === p.id,
      onRemove: () => void drop(p.id),
      removeLabel: t('photos.remove', { n: fmt.number(i + 1) }),
    })),
    ...uploading.map((u) => ({ key: u.key, src: u.url, alt: t('photos.uploading'), busy: true })),
  ];

  return <PhotoGrid tiles={tiles} onFiles={(files) => void add(files)} problems={problems} disabled={uploading.length > 0} />;
}
