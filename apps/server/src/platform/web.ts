/**
 * Serves the built web app (WEB_DIST) at `/` with an SPA fallback to index.html (auth.html at
 * /auth: the sign-in step drawn at build time), keeps `/api` and `/store` for the server, and
 * answers one plain note when the app has not been built yet.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const NOT_BUILT =
  'Dokani server is running, but the web app is not built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds first), then reload.\n' +
  'The API is at /api (documentation: /api/openapi.json).\n';

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // scripts/compress-dist.mjs writes .br/.gz beside each file at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The sign-in page arrives with its first step drawn (auth.html, written by the web build).
  if (built && existsSync(join(webDist, 'auth.html'))) {
    for (const url of ['/auth', '/auth/']) {
      app.get(url, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('auth.html'));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const reserved = path === '/api' || path.startsWith('/api/') || path === '/store' || path.startsWith('/store/');
    if (!isPage || reserved) return sendError(request, reply, 'NOT_FOUND');
    if (!built) return reply.code(200).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** The origin users and providers reach this server on: PUBLIC_URL, else the request's own. */
export function publicOrigin(config: { publicUrl: string | null }, req: { protocol: string; host: string }): string {
  return config.publicUrl ?? `${req.protocol}://${req.host}`;
}
