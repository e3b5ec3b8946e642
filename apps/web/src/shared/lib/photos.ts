/** What the server takes (and what phones make): JPEG, PNG, WebP; at most 5 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The limit in megabytes, for the words that name it. */
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / 1024 / 1024;
/** Photos above this are shrunk before upload (a phone camera's 4 MB photo would crawl on 3G). */
const SHRINK_ABOVE_BYTES = 1_500_000;
const MAX_EDGE = 1600;

export type PhotoProblem = 'type' | 'size';

export function photoTypeOk(file: Pick<File, 'type'>): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type);
}

/** The problem with a photo before upload, or null. */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!photoTypeOk(file)) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

/**
 * A big photo made smaller in the browser (longest edge 1600 px, JPEG), so it uploads fast and
 * fits the limit. Anything that cannot be drawn (old browser, odd file) is returned as it was.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

/** The name a shrunk photo is sent under. */
export function uploadName(original: File, sent: Blob): string {
  if (sent === original) return original.name || 'photo';
  return `${(original.name || 'photo').replace(/\.[^.]*$/, '')}.jpg`;
}

/** A photo made ready to send: the bytes (shrunk when big) and the name to send them under. */
export interface ReadyPhoto {
  blob: Blob;
  name: string;
}

/** The photo shrunk and named for upload, or null when even shrunk it is over the limit. */
export async function readyPhoto(file: File): Promise<ReadyPhoto | null> {
  const blob = await shrinkPhoto(file);
  return blob.size > MAX_PHOTO_BYTES ? null : { blob, name: uploadName(file, blob) };
}
