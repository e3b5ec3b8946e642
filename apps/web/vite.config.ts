/// <reference types="vitest/config" />
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { minify } from 'terser';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAZY_NAMESPACES } from './src/shared/lib/lazy-namespaces';
import type * as PrerenderModuleNs from './src/app/prerender';

type PrerenderModule = typeof PrerenderModuleNs;

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The locale files of @dokani/i18n, loaded one language at a time (see src/shared/lib/i18n.ts). */
const locales = fileURLToPath(new URL('../../packages/i18n/locales', import.meta.url));

/**
 * Vendor chunks. The sign-in page must stay small (≤ 150 kB gzip of JS): it loads react, the
 * router, i18n and the app's entry only. Libraries of the signed-in app (TanStack Query, zod,
 * react-hook-form, Radix menus and dialogs, sonner) get chunks of their own, fetched with the
 * pages that import them.
 */
function vendorChunk(id: string): string | undefined {
  const locale = /[\\/]packages[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json/.exec(id);
  if (locale) return LAZY_NAMESPACES.includes(locale[2] ?? '') ? `locale-${locale[1]}-${locale[2]}` : `locale-${locale[1]}`;
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'router';
  if (/[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/.test(id)) return 'i18n';
  if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query';
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
  if (/[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id)) return 'forms';
  return undefined;
}

/** Vendor chunks the entry imports statically (see vendorChunk). */
const ENTRY_VENDOR = /(^|\/)(react|router|i18n)-[\w-]+\.js$/;
/** Up to this many chunks a lazy page's import announces with preload links (see `modulePreload`). */
const FEW_PRELOADS = 16;

/**
 * The page table (src/app/page-routes.tsx) is a chunk of its own, which the sign-in page never
 * loads; every other page needs it before its own code. index.html names it and the chunks it
 * imports (`<meta name="dokani-pages">`) and the `nav` texts it loads, and boot.js asks for them
 * beside the entry when the browser holds a session — so a signed-in phone does not wait one more
 * round of requests.
 */
const pageTableHint: Plugin = {
  name: 'dokani-page-table-hint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const table = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/page-routes.tsx'));
      if (!table) throw new Error('page-routes.tsx is not a chunk of its own');
      const entry = chunks.find((c) => c.isEntry)?.fileName;
      const files = [table.fileName, ...table.imports.filter((f) => f !== entry && !ENTRY_VENDOR.test(f))];
      // The table comes with the `nav` texts (routes.tsx, loadPageTable): one chunk a language,
      // named apart (`data-bn`, `data-en`) for boot.js to ask for the stored language's.
      const texts = Object.fromEntries(
        chunks.flatMap((c) => {
          const lang = /^locale-(bn|en)-nav$/.exec(c.name)?.[1];
          return lang ? [[`data-${lang}`, `/${c.fileName}`]] : [];
        }),
      );
      if (Object.keys(texts).length !== 2) throw new Error('no locale-bn-nav / locale-en-nav chunk');
      return [
        { tag: 'meta', attrs: { name: 'dokani-pages', content: files.map((f) => `/${f}`).join(' '), ...texts }, injectTo: 'head-prepend' },
      ];
    },
  },
};

/**
 * The scripts of public/ that run before the bundle (boot.js, intl-warm.js) are written for the
 * reader, comments and all; the build minifies them as it does the bundle (Terser, the same safe
 * transforms). Before the service worker's list of files is made (closeBundle), so it lists them
 * as served.
 */
const PUBLIC_SCRIPTS = ['boot.js', 'intl-warm.js'];
const minifyPublicScripts: Plugin = {
  name: 'dokani-minify-public-scripts',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir ?? fileURLToPath(new URL('./dist', import.meta.url));
    for (const name of PUBLIC_SCRIPTS) {
      const file = join(dir, name);
      const out = await minify(readFileSync(file, 'utf8'), { compress: { passes: 2 }, format: { comments: false } });
      if (!out.code) throw new Error(`terser gave nothing for ${name}`);
      writeFileSync(file, out.code);
    }
  },
};

/**
 * The sign-in page in the page the server sends (decision 0019, "The sign-in step in the page the
 * server sends"). After the build, src/app/prerender.tsx draws /auth in each language under Vite's
 * module loader, and dist/auth.html is index.html with those drawings in #root in place of the
 * frame: `data-prerendered="bn"` and `"en"`, each `inert` (seen, not yet usable: nothing can be
 * typed into it and lost). boot.js drops the other language's as the page is read; the app takes
 * the drawing over where it stands (src/app/prerendered.ts, React's hydration). The server
 * answers /auth with this file (apps/server/src/platform/web.ts).
 */
const prerenderSignIn: Plugin = {
  name: 'dokani-prerender-sign-in',
  apply: 'build',
  // Before the service worker's list of files is made (vite-plugin-pwa, a sequential closeBundle),
  // so that it lists auth.html as written.
  closeBundle: { order: 'pre', sequential: true, handler: drawSignIn },
};

async function drawSignIn(error?: Error): Promise<void> {
  const dist = fileURLToPath(new URL('./dist', import.meta.url));
  if (error || !existsSync(join(dist, 'index.html'))) return;
  const server = await createServer({
    configFile: fileURLToPath(import.meta.url),
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { renderSignIn } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    const drawn = await renderSignIn();
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const frame = /<div id="root">[\s\S]*?<\/div>\s*<noscript>/.exec(html);
    if (!frame) throw new Error('index.html: no <div id="root"> before <noscript>');
    const drawings = (['bn', 'en'] as const)
      .map((lang) => `<div data-prerendered="${lang}" class="shell-${lang}" inert>${drawn[lang]}</div>`)
      .join('');
    writeFileSync(join(dist, 'auth.html'), html.replace(frame[0], `<div id="root">${drawings}</div>\n    <noscript>`));
  } finally {
    await server.close();
  }
}

/**
 * The installable app (decision 0013): a manifest, and a service worker made by
 * Workbox that keeps every built file (scripts, styles, the Bangla font, icons) so the app opens
 * without a network, each page falling back to index.html. The API is never cached by it: the
 * counter's offline data lives in IndexedDB (shared/offline). A new version waits until every tab
 * of the app is closed, so an update never lands in the middle of a sale. Registered by main.tsx.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    id: '/',
    name: 'দোকানি — Dokani',
    short_name: 'দোকানি',
    description: 'দোকানের বেচাকেনা, স্টক আর বাকির হিসাব — নেট না থাকলেও বিক্রি চলে',
    lang: 'bn',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#047857',
    categories: ['business', 'finance', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [{ name: 'বিক্রি', short_name: 'বিক্রি', url: '/sell', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    // the largest chunk (the charts) is well under this
    maximumFileSizeToCacheInBytes: 1_500_000,
    navigateFallback: '/index.html',
    // the server's own pages: the API, the public store, uploaded files, the store's robots and sitemap
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/store(\/|$)/, /^\/media\//, /^\/robots\.txt$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
  },
});

/**
 * React Router publishes a production build beside its development one, but its package exports
 * name only the development files (with its dev-only warnings), whatever the mode. A build takes
 * the production files: the same code without the warnings, 0.5 kB gzip less on every page.
 * Tests and the dev server keep the warnings.
 */
const routerProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pwa, pageTableHint, minifyPublicScripts, prerenderSignIn],
  resolve: { alias: { '@': src, '@locales': locales, ...(command === 'build' ? { 'react-router': routerProduction } : {}) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // Unit tests (Vitest project `web` in the root vitest.config.ts extends this file).
  test: { setupFiles: ['./src/test/setup.ts'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Terser, not the default esbuild minifier: two passes of its compressor take about 1.5 % more
    // off every page (1.9 kB gzip of the sign-in page's 120 kB budget), for a slower build.
    // Only its safe transforms are on.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Every browser the app targets (es2022: Chrome 94+, Firefox 115+, Safari 16.4+) preloads
    // modules itself or simply loads them when imported; the polyfill only cost the sign-in page
    // its bytes (about 0.4 kB gzip of its 150 kB budget).
    modulePreload: {
      polyfill: false,
      // index.html keeps its modulepreload links (the entry's vendor chunks, fetched beside the
      // entry instead of after it has been read). A lazy page's chunks are announced by Vite's
      // helper, one appended link each, only when they are few (a sign-in step: 4–14): then the
      // links save a round of requests — the sign-in page's largest paint, ~300 ms without them.
      // A signed-in page needs 30–60 (and its layout 47); appending those was synchronous work in
      // the page's longest tasks (161 ms on /sell at Lighthouse's 4× slowdown), so the browser
      // fetches them as it reads the imports. Decision 0019, "No preload links for a lazy page's
      // chunks". The entry's vendor chunks are never in a page's list: the entry loaded them.
      resolveDependencies: (_file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        const own = deps.filter((d) => !ENTRY_VENDOR.test(d));
        return own.length <= FEW_PRELOADS ? own : [];
      },
    },
    rollupOptions: {
      // Short hashes: every lazy chunk's name is in the entry (its import), and a hash
      // is incompressible — 7 characters (42 bits) tell the files apart and bust caches as well.
      output: { manualChunks: vendorChunk, chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
}));
