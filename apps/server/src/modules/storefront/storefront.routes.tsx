/** @jsxRuntime automatic @jsxImportSource ./jsx */
/**
 * The public storefront's pages at /store/<slug>/… (and at / on a shop's own domain, which
 * domains.ts maps by Host): HTML rendered here, compressed, no sign-in. An unknown or unpublished
 * store answers a friendly "closed" page with 404; so do an unknown product and a wrong tracking
 * link. The language is Bangla unless the visitor chose English (`?lang=en`, kept in a cookie).
 *
 * On a store's own domain only that store is served: /store/<another slug>/… is 404, and
 * /store/<its own slug>/… is sent (301) to the same page at the domain's root.
 * Absolute links (canonical, sitemap, robots' Sitemap line, share images) use only configured
 * origins, never the request's Host or X-Forwarded-Host: `https://<the domain as set for the
 * store>` on its own domain, PUBLIC_URL under /store/<slug>; with neither, the pages' links are
 * relative, robots.txt has no Sitemap line and the sitemap is 404 (it needs absolute addresses).
 */
import { isValidElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from './render.ts';
import compress from '@fastify/compress';
import { localDate } from '@dokani/core';
import type { Language } from '@dokani/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  countVisit,
  featuredProducts,
  listStoreProducts,
  sitemapProducts,
  storeProduct,
  storeView,
  trackOrder,
} from '../online-shop/index.ts';
import type { StoreView } from '../online-shop/index.ts';
import { ASSET_PREFIX, StoreAssetFiles } from './assets.ts';
import { storeIcon } from './icons.ts';
import {
  CartPage,
  CheckoutPage,
  ClosedPage,
  HomePage,
  MessagePage,
  POLICY_KINDS,
  ProductPage,
  PolicyPage,
  TrackingPage,
} from './pages.tsx';
import type { PageContext, PolicyKind } from './pages.tsx';
import { themeColor } from './style.ts';

const LANG_COOKIE = 'store_lang';
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const BOTS = /bot|crawl|spider|slurp|lighthouse|headless/i;

function cookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** `?lang=` (then kept in a cookie), else the cookie, else Bangla. */
function pageLanguage(req: FastifyRequest, reply: FastifyReply): Language {
  const asked = (req.query as Record<string, unknown>).lang;
  if (asked === 'bn' || asked === 'en') {
    reply.header('set-cookie', `${LANG_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return asked;
  }
  return cookie(req, LANG_COOKIE) === 'en' ? 'en' : 'bn';
}

const html = (reply: FastifyReply, page: ReactElement, status = 200): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`);

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export async function registerStorefront(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const assets = new StoreAssetFiles();

  await app.register(async (s) => {
    await s.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
    });

    /**
     * The store's own address on this request: the root of its own domain, or under /store/<slug>.
     * The origin is a configured one only ('' when there is none: the links are then relative).
     */
    const where = (own: { domain: string } | null, view: StoreView) =>
      own ? { base: '', origin: `https://${own.domain}` } : { base: `/store/${view.slug}`, origin: deps.config.publicUrl ?? '' };

    /** Runs a page of a published store; a store that is not open, or a thing not there, answers 404. */
    type Params = Record<string, string>;
    const page =
      (
        sub: (p: Params) => string,
        render: (ctx: PageContext, req: FastifyRequest, reply: FastifyReply, params: Params) => Promise<ReactElement | FastifyReply>,
        opts: { visit?: boolean } = {},
      ) =>
      async (req: FastifyRequest, reply: FastifyReply) => {
        const params = req.params as Params;
        const lang = pageLanguage(req, reply);
        const urls = await assets.urls();
        const own = app.storeDomains.match(req.headers.host);
        if (own) {
          // A store's own domain serves that store only; its /store/<slug>/… paths go to the root form.
          if ((params.slug ?? '').toLowerCase() !== own.slug)
            return html(reply, <ClosedPage lang={lang} kind="not-found" font={urls.font} />, 404);
          const under = /^\/store\/[^/?#]*(.*)$/s.exec(req.originalUrl);
          if (under) return reply.redirect(`/${(under[1] ?? '').replace(/^[/\\]+/, '')}`, 301);
        }
        let view: StoreView;
        try {
          view = await storeView(deps, params.slug ?? '');
        } catch (e) {
          if (e instanceof AppError && e.code === 'NOT_FOUND')
            return html(reply, <ClosedPage lang={lang} kind="closed" font={urls.font} />, 404);
          throw e;
        }
        const { base, origin } = where(own, view);
        const ctx: PageContext = { lang, view, base, origin, path: base + sub(params) || '/', assets: urls };
        try {
          if (opts.visit && req.method === 'GET') await visit(req, reply, view);
          const out = await render(ctx, req, reply, params);
          return isValidElement(out) ? html(reply, out) : out;
        } catch (e) {
          if (e instanceof AppError && e.code === 'NOT_FOUND')
            return html(reply, <ClosedPage lang={lang} kind="not-found" font={urls.font} />, 404);
          throw e;
        }
      };

    /** One visit a visitor a day (a cookie per store says it was counted); robots are not counted. */
    const visit = async (req: FastifyRequest, reply: FastifyReply, view: StoreView) => {
      if (BOTS.test(req.headers['user-agent'] ?? '')) return;
      const name = `v_${view.slug.replace(/-/g, '_')}`;
      const today = localDate(deps.clock.now(), view.timezone);
      if (cookie(req, name) === today) return;
      await countVisit(deps, view);
      const cookies = reply.getHeader('set-cookie');
      const next = `${name}=${today}; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly`;
      reply.header('set-cookie', cookies ? [cookies, next].flat().map(String) : next);
    };

    const hide = { schema: { hide: true }, config: { auth: 'public' } } as const;

    s.get(
      '/store/:slug',
      hide,
      page(
        () => '',
        async (ctx, req) => {
          const query = req.query as Record<string, unknown>;
          const q = text(query.q).trim().slice(0, 100);
          const category = text(query.category);
          const categoryId = ULID.test(category) ? category : null;
          const cursor = text(query.cursor).slice(0, 500);
          const store = { shop_id: ctx.view.shopId, timezone: ctx.view.timezone };
          const list = await listStoreProducts(deps, store, {
            ...(q ? { q } : {}),
            ...(categoryId ? { categoryId } : {}),
            ...(cursor ? { cursor } : {}),
          }).catch((e: unknown) => {
            // A cursor that is not ours (edited by hand) reads as the first page.
            if (e instanceof AppError && e.code === 'VALIDATION_FAILED')
              return listStoreProducts(deps, store, { ...(q ? { q } : {}), ...(categoryId ? { categoryId } : {}) });
            throw e;
          });
          const first = !q && !categoryId && !cursor;
          const featured = first ? await featuredProducts(deps.db, ctx.view.shopId, true) : [];
          return (
            <HomePage
              ctx={ctx}
              featured={featured}
              products={list.items}
              nextCursor={list.nextCursor}
              q={q}
              categoryId={categoryId}
              later={cursor !== ''}
            />
          );
        },
        { visit: true },
      ),
    );

    s.get(
      '/store/:slug/p/:productId',
      hide,
      page(
        (p) => `/p/${p.productId ?? ''}`,
        async (ctx, _req, _reply, p) => {
          const id = p.productId ?? '';
          if (!ULID.test(id)) throw new AppError('NOT_FOUND');
          return <ProductPage ctx={ctx} product={await storeProduct(deps, ctx.view, id)} />;
        },
        { visit: true },
      ),
    );

    s.get(
      '/store/:slug/cart',
      hide,
      page(
        () => '/cart',
        async (ctx) => <CartPage ctx={ctx} />,
      ),
    );
    s.get(
      '/store/:slug/message',
      hide,
      page(
        () => '/message',
        async (ctx) => <MessagePage ctx={ctx} />,
      ),
    );
    s.get(
      '/store/:slug/checkout',
      hide,
      page(
        () => '/checkout',
        async (ctx) => <CheckoutPage ctx={ctx} />,
      ),
    );

    s.get(
      '/store/:slug/orders/:orderId',
      hide,
      page(
        (p) => `/orders/${p.orderId ?? ''}`,
        async (ctx, req, reply, p) => {
          const query = req.query as Record<string, unknown>;
          const id = p.orderId ?? '';
          if (!ULID.test(id)) throw new AppError('NOT_FOUND');
          const order = await trackOrder(deps, ctx.view, id, text(query.t).slice(0, 200));
          // The link carries the order's key: it is not passed on to other sites.
          reply.header('referrer-policy', 'no-referrer');
          return <TrackingPage ctx={ctx} order={order} fresh={query.new === '1'} />;
        },
      ),
    );

    s.get(
      '/store/:slug/policy/:kind',
      hide,
      page(
        (p) => `/policy/${p.kind ?? ''}`,
        async (ctx, _req, _reply, p) => {
          const kind = p.kind ?? '';
          if (!(POLICY_KINDS as readonly string[]).includes(kind)) throw new AppError('NOT_FOUND');
          return <PolicyPage ctx={ctx} kind={kind as PolicyKind} />;
        },
      ),
    );

    s.get(
      '/store/:slug/sitemap.xml',
      hide,
      page(
        () => '/sitemap.xml',
        async (ctx, _req, reply) => {
          if (!ctx.origin) throw new AppError('NOT_FOUND');
          const at = ctx.origin + ctx.base;
          const products = await sitemapProducts(deps, ctx.view);
          const url = (loc: string, lastmod?: Date) =>
            `<url><loc>${loc.replace(/&/g, '&amp;')}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
          const body = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            url(at || `${ctx.origin}/`),
            ...POLICY_KINDS.filter((k) => ctx.view.policies[k]).map((k) => url(`${at}/policy/${k}`)),
            ...products.map((p) => url(`${at}/p/${p.id}`, p.updatedAt)),
            '</urlset>',
          ].join('\n');
          return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
        },
      ),
    );

    s.get(
      '/store/:slug/robots.txt',
      hide,
      page(
        () => '/robots.txt',
        async (ctx, _req, reply) =>
          reply
            .type('text/plain; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(
              `User-agent: *\nDisallow: /api/\nDisallow: ${ctx.base}/cart\nDisallow: ${ctx.base}/checkout\nDisallow: ${ctx.base}/orders/\n${ctx.origin ? `Sitemap: ${ctx.origin}${ctx.base}/sitemap.xml\n` : ''}`,
            ),
      ),
    );

    s.get(
      '/store/:slug/manifest.webmanifest',
      hide,
      page(
        () => '/manifest.webmanifest',
        async (ctx, _req, reply) => {
          const { store } = ctx.view;
          const start = `${ctx.base}/`;
          const manifest = {
            name: store.name,
            short_name: store.name.length > 12 ? store.name.slice(0, 12) : store.name,
            lang: ctx.lang,
            start_url: start,
            scope: start,
            display: 'standalone',
            background_color: store.themeId === 'night' ? '#111716' : '#ffffff',
            theme_color: themeColor(store.themeId),
            icons: [192, 512].map((size) => ({
              src: `${ctx.base}/icon-${size}.png`,
              sizes: `${size}x${size}`,
              type: 'image/png',
              purpose: 'any',
            })),
          };
          return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(manifest));
        },
      ),
    );

    s.get(
      '/store/:slug/icon-:size.png',
      hide,
      page(
        (p) => `/icon-${p.size ?? ''}.png`,
        async (ctx, _req, reply, p) => {
          const size = Number(p.size);
          if (size !== 192 && size !== 512) throw new AppError('NOT_FOUND');
          const png = await storeIcon(deps.config.dataDir, ctx.view, size);
          return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
        },
      ),
    );

    s.get(`${ASSET_PREFIX}:name`, hide, async (req, reply) => {
      const file = await assets.file((req.params as Params).name ?? '');
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type(file.type).header('cache-control', 'public, max-age=31536000, immutable').send(file.body);
    });

    // The platform's robots.txt: everything but the API may be read (a shop's own domain has its own).
    s.get('/robots.txt', hide, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send('User-agent: *\nDisallow: /api/\n'),
    );

    for (const url of ['/store', '/store/']) {
      s.get(url, hide, async (req, reply) =>
        html(reply, <ClosedPage lang={pageLanguage(req, reply)} kind="not-found" font={(await assets.urls()).font} />, 404),
      );
    }
  });
}
