/**
 * Uploaded files (product and contact photos, later logos and banners): stored under DATA_DIR/uploads/<shopId>/
 * with unguessable names, served publicly at /media/<shopId>/<name> with a long immutable cache
 * (an <img> carries no bearer token, and the storefront shows them; a name is never reused).
 * Only names of the exact stored shape are served: no directory listing, no path traversal.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ulid } from '@dokani/core';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';
import type { Logger } from './logger.ts';

export const MEDIA_PREFIX = '/media/';

/** "<shop ULID>/<ULID>-<32 hex><suffix>.webp" */
const STORED_NAME = /^[0-9A-HJKMNP-TV-Z]{26}\/[0-9A-HJKMNP-TV-Z]{26}-[0-9a-f]{32}(?:-[a-z0-9]{1,8})?\.webp$/;

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** The public address of a stored name. */
export function mediaUrl(name: string): string {
  return MEDIA_PREFIX + name;
}

/**
 * The stored name behind a /media address when it is a file of this shop, else null (an https
 * link, another shop's file, anything not of the stored shape): only such a name may be removed.
 */
export function storedNameOfUrl(url: string | null | undefined, shopId: string): string | null {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const name = url.slice(MEDIA_PREFIX.length);
  return name.startsWith(`${shopId}/`) && STORED_NAME.test(name) ? name : null;
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** A fresh unguessable name for a shop's file: ULID (time-ordered) + 128 random bits. */
export function newStoredName(shopId: string, suffix: string, ext: '.webp'): string {
  const name = `${shopId}/${ulid()}-${randomBytes(16).toString('hex')}${suffix ? `-${suffix}` : ''}${ext}`;
  if (!STORED_NAME.test(name)) throw new Error(`bad stored name ${name}`);
  return name;
}

/** The path of a stored name, or null when the name is not of the stored shape. */
export function storedPath(dataDir: string, name: string): string | null {
  return STORED_NAME.test(name) ? join(uploadsDir(dataDir), name) : null;
}

export async function storeFile(dataDir: string, name: string, data: Uint8Array): Promise<void> {
  const path = storedPath(dataDir, name);
  if (!path) throw new Error(`bad stored name ${name}`);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data, { flag: 'wx' });
}

/** Removes stored files; a file already gone is fine, any other failure is logged, not thrown. */
export async function removeStoredFiles(dataDir: string, names: readonly string[], logger: Logger): Promise<void> {
  for (const name of names) {
    const path = storedPath(dataDir, name);
    if (!path) continue;
    try {
      await unlink(path);
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'ENOENT') logger.warn({ err, name }, 'stored file not removed');
    }
  }
}

/** GET /media/<shopId>/<name>: the stored file, cached for a year. Anything else under /media is 404. */
export function registerMedia(app: FastifyInstance, dataDir: string): void {
  // Reserved for files: without these, the web app's fallback would answer its index page.
  for (const url of ['/media', '/media/*']) {
    app.get(url, { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => sendError(request, reply, 'NOT_FOUND'));
  }
  app.get<{ Params: { shopId: string; name: string } }>(
    '/media/:shopId/:name',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const name = `${request.params.shopId}/${request.params.name}`;
      const path = storedPath(dataDir, name);
      if (!path) return sendError(request, reply, 'NOT_FOUND');
      let size: number;
      try {
        const s = await stat(path);
        if (!s.isFile()) return sendError(request, reply, 'NOT_FOUND');
        size = s.size;
      } catch {
        return sendError(request, reply, 'NOT_FOUND');
      }
      const ext = name.slice(name.lastIndexOf('.'));
      return reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('content-length', String(size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(path));
    },
  );
}
