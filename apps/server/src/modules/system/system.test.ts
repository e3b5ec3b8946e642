import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig, withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { testDbKind } from '../../test/db.ts';
import { bearer, signUp } from '../../test/auth.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('GET /api/health', () => {
  it('answers ok, the database driver and the version', async () => {
    const r = await t.call({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', db: testDbKind(), version: '0.1.0' });
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const res = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every auth and shop call of docs/API.md, each with a summary and tags; protected ones need a bearer token', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDoc;
    const expected: [string, string, boolean][] = [
      ['post', '/api/v1/auth/check-number', false],
      ['post', '/api/v1/auth/otp/send', false],
      ['post', '/api/v1/auth/otp/verify', false],
      ['post', '/api/v1/auth/signup', false],
      ['post', '/api/v1/auth/login', false],
      ['post', '/api/v1/auth/reset-pin', false],
      ['post', '/api/v1/auth/refresh', true],
      ['post', '/api/v1/auth/logout', true],
      ['get', '/api/v1/me', true],
      ['patch', '/api/v1/me/pin', true],
      ['get', '/api/v1/shops', true],
      ['post', '/api/v1/shops', true],
      ['get', '/api/v1/shops/{shopId}', true],
      ['patch', '/api/v1/shops/{shopId}', true],
      ['get', '/api/health', false],
    ];
    for (const [method, path, secured] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op?.summary, `${method} ${path}`).toBeTruthy();
      expect(op?.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(Boolean(op?.security), `${method} ${path} security`).toBe(secured);
      expect(Object.keys(op?.responses ?? {})).toContain('4XX');
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths).some((p) => p === '/api/openapi.json' || p.startsWith('/*'))).toBe(false);
  });
});

describe('security headers', () => {
  it('sends a CSP for the web app, no framing, and a referrer policy', async () => {
    const r = await t.call({ method: 'GET', url: '/api/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app serving', () => {
  it('without a build, / answers a note to run npm run build', async () => {
    const r = await t.call({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toContain('npm run build');
  });

  it('with a build: files, SPA fallback for app paths, JSON 404 under /api, the storefront’s 404 page under /store', async () => {
    const config = testConfig();
    const dist = join(config.dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>দোকানি</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The web build's sign-in page with its first step drawn (vite.config.ts, prerenderSignIn).
    const authHtml = '<!doctype html><div id="root"><div data-prerendered="bn" inert>মোবাইল নম্বর দিন</div></div>';
    writeFileSync(join(dist, 'auth.html'), authHtml);
    writeFileSync(join(dist, 'auth.html.br'), brotliCompressSync(authHtml));
    // scripts/compress-dist.mjs writes these beside the files at build time.
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    const web = await createTestApp({ config: { webDist: dist } });
    try {
      const home = await web.call({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('দোকানি');
      const deep = await web.call({ method: 'GET', url: '/auth/otp?x=1' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toMatch(/^text\/html/);
      expect(deep.body).toContain('id="root"');
      expect(deep.body).not.toContain('prerendered');
      for (const url of ['/auth', '/auth/', '/auth?next=%2Fsell']) {
        const r = await web.call({ method: 'GET', url });
        expect(r.statusCode, url).toBe(200);
        expect(r.headers['content-type'], url).toMatch(/^text\/html/);
        expect(r.headers['cache-control'], url).toBe('no-cache');
        expect(r.body, url).toBe(authHtml);
      }
      const authBr = await web.call({ method: 'GET', url: '/auth', headers: { 'accept-encoding': 'br' } });
      expect(authBr.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(authBr.rawPayload).toString()).toBe(authHtml);
      const asset = await web.call({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const br = await web.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      const gz = await web.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      for (const url of ['/api/v1/unknown', '/store/assets/nothing.js/more']) {
        const r = await web.call({ method: 'GET', url });
        expect(r.statusCode, url).toBe(404);
        expect(r.json().error.code).toBe('NOT_FOUND');
      }
      // The storefront's own paths: its friendly 404 page, never the app's index page.
      for (const url of ['/store', '/store/my-shop', '/store/my-shop/p/nothing']) {
        const r = await web.call({ method: 'GET', url });
        expect(r.statusCode, url).toBe(404);
        expect(r.headers['content-type'], url).toContain('text/html');
        expect(r.body, url).not.toContain('<div id="root">');
      }
      expect((await web.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await web.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('over real HTTP', () => {
  it('listens on a free port and serves health, sign-in and /me', async () => {
    const user = await signUp(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const login = await fetch(`${address}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ mobile: user.mobile, pin: user.pin }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${address}/api/v1/me`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    const bad = await fetch(`${address}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});
