/**
 * Uploaded images (product photos, contact photos, later logos and banners): the one image of a
 * multipart request is read whole (at most 5 MB), then any JPG / PNG / WebP / GIF / AVIF / HEIF is
 * decoded, turned upright (EXIF), scaled to fit each asked size and re-encoded as WebP, so what is
 * served is always a plain image of ours, never the uploaded bytes. Store the results with files.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from './errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decompression-bomb guard: 50 megapixels is far above any phone camera's photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * One size to make, WebP at this quality: fitted inside maxPx × maxPx (never enlarged), or with
 * `cover` cut to exactly that width × height (the middle kept, scaled as needed — a banner).
 */
export interface ImageSize {
  maxPx: number;
  quality: number;
  cover?: { width: number; height: number };
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The image in each asked size, in the same order (one pass of the decoder each). Anything that is
 * not a readable image of the accepted formats → 400 INVALID_IMAGE.
 */
export async function processImage<const S extends readonly ImageSize[]>(
  input: Buffer,
  sizes: S,
): Promise<{ [K in keyof S]: ProcessedImage }> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw new AppError('INVALID_IMAGE');
    const out: ProcessedImage[] = [];
    for (const size of sizes) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(
          size.cover
            ? { ...size.cover, fit: 'cover', position: 'centre' }
            : { width: size.maxPx, height: size.maxPx, fit: 'inside', withoutEnlargement: true },
        )
        .webp({ quality: size.quality })
        .toBuffer({ resolveWithObject: true });
      out.push({ data, width: info.width, height: info.height });
    }
    return out as { [K in keyof S]: ProcessedImage };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('INVALID_IMAGE');
  }
}

/** Errors of @fastify/multipart that mean "too much", answered 413. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The one image of a multipart request, read whole (at most MAX_IMAGE_BYTES): 415 when not
 * multipart, 400 without a file, 413 above the limit. Whatever else goes wrong while reading the
 * stream (no boundary, a wrong one, a part cut short, a broken part header) is the request's fault:
 * 400 with a message saying the file did not arrive whole, never a 500.
 */
export async function readImageUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });
    if (!file) throw new AppError('VALIDATION_FAILED', { file: 'validation.fileRequired' });
    return await file.toBuffer();
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) throw new AppError('PAYLOAD_TOO_LARGE', { maxBytes: MAX_IMAGE_BYTES });
    req.log.info({ err: e }, 'unreadable multipart upload');
    throw new AppError('VALIDATION_FAILED', { file: 'validation.uploadBroken' });
  }
}

/** A request body limit that lets a whole image (plus the multipart framing) through. */
export const IMAGE_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * Registers upload routes in a scope of their own where multipart is parsed; the rest of the API
 * stays JSON-only.
 */
export function registerImageUploadScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    routes(scope);
  });
}
