import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { createLogger, redactUrl } from './logger.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: createLogger('trace', { write: (line: string) => void lines.push(line) }),
    config: { sslWireless: { baseUrl: 'http://127.0.0.1:9', apiToken: 'api', sid: 'SID', campaignSid: null, dlrKey: 'Dlr-Secret-Key-1' } },
    extraRoutes: (api) => {
      api.get('/test/log-boom', { config: { auth: 'public' }, schema: { summary: 'probe', tags: ['service'] } }, async (req) => {
        throw new Error(`failed on ${req.url}`);
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the log keeps query secrets out', () => {
  it('redacts the delivery key, tracking tokens and other secret parameters from every line, through real requests', async () => {
    await t.call({ method: 'POST', url: '/api/v1/sms/delivery/sslwireless?key=Dlr-Secret-Key-1', payload: {} });
    await t.call({ method: 'GET', url: '/store/some-store/orders/01HZZZZZZZZZZZZZZZZZZZZZZZ?t=Track-Tok3n-Secret' });
    await t.call({ method: 'GET', url: '/api/v1/no-such-route?page=2&access_token=Tok-Secret&OTP=Otp-Secret&%74=Enc-Secret' });
    const boom = await t.call({ method: 'GET', url: '/api/v1/test/log-boom?x=1&pin=Pin-Secret' });
    expect(boom.statusCode).toBe(500);
    const log = lines.join('');
    // the requests were logged, with their paths and harmless parameters
    expect(log).toContain('/api/v1/sms/delivery/sslwireless?key=[redacted]');
    expect(log).toContain('/store/some-store/orders/01HZZZZZZZZZZZZZZZZZZZZZZZ?t=[redacted]');
    expect(log).toContain('page=2');
    expect(log).toContain('failed on /api/v1/test/log-boom?x=1&pin=[redacted]');
    for (const secret of ['Dlr-Secret-Key-1', 'Track-Tok3n-Secret', 'Tok-Secret', 'Otp-Secret', 'Enc-Secret', 'Pin-Secret'])
      expect(log).not.toContain(secret);
  });

  it('redactUrl leaves other parameters and plain text alone', () => {
    expect(redactUrl('/a?b=1&c=2')).toBe('/a?b=1&c=2');
    expect(redactUrl('/a??t=x#f')).toBe('/a??t=[redacted]#f');
    expect(redactUrl('GET /a?api_key=x&secretName=y&password=z&q=k')).toBe(
      'GET /a?api_key=[redacted]&secretName=[redacted]&password=[redacted]&q=k',
    );
    expect(redactUrl('no query here')).toBe('no query here');
  });
});
