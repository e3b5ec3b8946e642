import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { loadConfig } from '../../platform/config.ts';

describe('GET /app-links', () => {
  it('answers null for every link not configured, without a session', async () => {
    const t = await createTestApp();
    try {
      const r = await t.call({ method: 'GET', url: '/api/v1/app-links' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ community: null, help: null, mobileApp: null });
    } finally {
      await t.close();
    }
  });

  it('answers the configured links as they were given', async () => {
    const appLinks = loadConfig({
      COMMUNITY_URL: 'https://www.facebook.com/groups/dokani',
      HELP_URL: ' https://help.dokani.example/bn/start?from=app ',
      MOBILE_APP_URL: '',
    }).appLinks;
    const t = await createTestApp({ config: { appLinks } });
    try {
      const r = await t.call({ method: 'GET', url: '/api/v1/app-links' });
      expect(r.json()).toEqual({
        community: 'https://www.facebook.com/groups/dokani',
        help: 'https://help.dokani.example/bn/start?from=app',
        mobileApp: null,
      });
    } finally {
      await t.close();
    }
  });

  it('takes only http(s) links', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://files.example/app.apk', 'not a url']) {
      expect(() => loadConfig({ HELP_URL: bad })).toThrow(/HELP_URL must be an http\(s\) URL/);
    }
    expect(loadConfig({ MOBILE_APP_URL: 'http://play.example/dokani' }).appLinks.mobileApp).toBe('http://play.example/dokani');
  });
});
