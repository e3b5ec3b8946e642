/** What the image upload tests share: a multipart body, a test image, the files a shop has stored, the refusals. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ulid } from '@dokani/core';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { uploadsDir } from '../platform/files.ts';
import type { TestApp } from './app.ts';

/** A multipart/form-data body with one file in the field `file`. */
export function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = `----dokani${ulid()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG of one colour. */
export function pngOf(width: number, height: number, background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The files stored for a shop (its uploads folder). */
export function filesOf(t: TestApp, shopId: string): string[] {
  const dir = join(uploadsDir(t.config.dataDir), shopId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

type Put = (file: Buffer, opts?: { filename?: string; type?: string; lang?: string }) => Promise<LightMyRequestResponse>;

/**
 * What every image upload refuses: a file that is not an image (400 INVALID_IMAGE, in Bangla by
 * default and in English when asked), an SVG, and one over 5 MB (413 PAYLOAD_TOO_LARGE).
 */
export async function expectImagesRefused(put: Put, png: Buffer): Promise<void> {
  const bn = await put(Buffer.from('%PDF-1.4 not an image'), { filename: 'bill.pdf', type: 'application/pdf' });
  expect(bn.statusCode).toBe(400);
  expect(bn.json().error).toMatchObject({ code: 'INVALID_IMAGE', message: 'ছবিটি পড়া যাচ্ছে না। JPG, PNG বা WebP ছবি দিন।' });
  const en = await put(Buffer.from('this is a text file, not a photo'), { filename: 'notes.png', lang: 'en' });
  expect(en.statusCode).toBe(400);
  expect(en.json().error).toMatchObject({ code: 'INVALID_IMAGE', message: "This image can't be read. Use a JPG, PNG or WebP photo." });
  const svg = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), {
    filename: 'x.svg',
    type: 'image/svg+xml',
  });
  expect(svg.json().error.code).toBe('INVALID_IMAGE');

  const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
  const big = await put(huge);
  expect(big.statusCode).toBe(413);
  expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
}
