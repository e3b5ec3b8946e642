import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, request, routePath, setLimitReachedHandler, setSessionEndHandler } from './http';
import { i18n, setLanguage } from './i18n';
import { useAuthStore, initialAuthData } from '@/shared/stores/auth';
import { checkAnswer } from './answer-check';

// These tests are about the transport, with made-up answers: the contract check (answer-check.test.ts)
// is replaced by a spy here, and one test below shows request() hands it every answer.
vi.mock('./answer-check', () => ({ checkAnswer: vi.fn() }));

function reply(status: number, body?: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeEach(() => {
  useAuthStore.setState({ ...initialAuthData });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('bn');
});

describe('request()', () => {
  it('a package limit reached (402) calls the app’s handler with the error, then throws it to the screen', async () => {
    const seen: ApiError[] = [];
    setLimitReachedHandler((e) => seen.push(e));
    const body = { error: { code: 'USAGE_LIMIT_REACHED', message: 'বিক্রির সীমা শেষ।', details: { feature: 'sell', limit: 300 } } };
    vi.stubGlobal('fetch', reply(402, body));
    await expect(request('/shops/x/sales', { body: {} })).rejects.toMatchObject({
      status: 402,
      code: 'USAGE_LIMIT_REACHED',
      message: 'বিক্রির সীমা শেষ।',
    });
    expect(seen.map((e) => e.details)).toEqual([{ feature: 'sell', limit: 300 }]);
    vi.stubGlobal('fetch', reply(409, { error: { code: 'CONFLICT', message: 'x' } }));
    await expect(request('/x', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
    setLimitReachedHandler(() => undefined);
  });

  it('calls /api/v1 with JSON, the bearer token and the language', async () => {
    useAuthStore.setState({ token: 'tok' });
    await setLanguage('en');
    const fetch = reply(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(request('/shops', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/shops');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no token on sign-in calls', async () => {
    useAuthStore.setState({ token: 'tok' });
    const fetch = reply(200, { registered: true });
    vi.stubGlobal('fetch', fetch);
    await request('/auth/check-number', { body: { mobile: '01712345678' }, auth: false });
    expect((fetch.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', reply(204));
    await expect(request('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the server code, localized message and details', async () => {
    vi.stubGlobal('fetch', reply(423, { error: { code: 'PIN_LOCKED', message: 'লক', details: { until: '2025-01-01T00:00:00Z' } } }));
    const err = await request('/auth/login', { body: {}, auth: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 423, code: 'PIN_LOCKED', message: 'লক', details: { until: '2025-01-01T00:00:00Z' } });
    expect((err as ApiError).isClientError).toBe(true);
  });

  it('a network failure is ApiError NETWORK with the generic network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await request('/shops').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK', message: i18n.t('common:errors.network') });
  });

  it('a 5xx without a body gets the generic server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    const err = await request('/shops').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'INTERNAL', message: i18n.t('common:errors.server') });
  });

  it.each(['SESSION_EXPIRED', 'UNAUTHENTICATED'])('401 %s on an authed call logs out and leaves for /auth', async (code) => {
    const onEnd = vi.fn();
    setSessionEndHandler(onEnd);
    useAuthStore.setState({ token: 'tok', isAuthenticated: true, sessionExpiresAt: Date.now() + 1000, currentShopId: 's' });
    vi.stubGlobal('fetch', reply(401, { error: { code, message: 'm' } }));
    await expect(request('/shops')).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().currentShopId).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('401 INVALID_CREDENTIALS on a sign-in call does not log out', async () => {
    const onEnd = vi.fn();
    setSessionEndHandler(onEnd);
    useAuthStore.setState({ token: 'tok' });
    vi.stubGlobal('fetch', reply(401, { error: { code: 'INVALID_CREDENTIALS', message: 'ভুল পিন' } }));
    await expect(request('/auth/login', { body: {}, auth: false })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(useAuthStore.getState().token).toBe('tok');
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('sends FormData as it is: no JSON content type (the browser writes the multipart boundary)', async () => {
    useAuthStore.setState({ token: 'tok' });
    const fetch = reply(200, { id: 'p1' });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await expect(request('/shops/s/products/p1/photos', { body: form })).resolves.toEqual({ id: 'p1' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/shops/s/products/p1/photos');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.Accept).toBe('application/json');
  });

  it('a FormData upload that fails is an ApiError like any other', async () => {
    vi.stubGlobal('fetch', reply(409, { error: { code: 'TOO_MANY_PHOTOS', message: 'বেশি ছবি', details: { max: 5 } } }));
    const err = await request('/x', { body: new FormData() }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: 'TOO_MANY_PHOTOS', message: 'বেশি ছবি', details: { max: 5 } });
  });

  it("responseType 'text' answers the body as text (a CSV), not parsed", async () => {
    const csv = 'name,unit\n"চাল, মিনিকেট",kg\n';
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(request<string>('/shops/s/products/import-template', { responseType: 'text' })).resolves.toBe(csv);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Accept).toBe('text/*, application/json');
  });

  it("responseType 'text' still reads a JSON error body into ApiError", async () => {
    vi.stubGlobal('fetch', reply(403, { error: { code: 'FORBIDDEN', message: 'অনুমতি নেই' } }));
    const err = await request('/x', { responseType: 'text' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'অনুমতি নেই' });
  });

  it('a JSON body that is text-like (a string) is still sent as JSON', async () => {
    const fetch = reply(200, {});
    vi.stubGlobal('fetch', fetch);
    await request('/x', { body: 'csv,text' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('"csv,text"');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('in development and tests, every answer goes through the contract check (a 204 has none)', async () => {
    vi.mocked(checkAnswer).mockClear();
    vi.stubGlobal('fetch', reply(200, { registered: true }));
    await request('/auth/check-number?x=1', { body: { mobile: '01712345678' }, auth: false });
    expect(checkAnswer).toHaveBeenCalledWith('POST', '/auth/check-number?x=1', { registered: true });
    vi.stubGlobal('fetch', reply(204));
    await request('/auth/logout', { method: 'POST' });
    expect(checkAnswer).toHaveBeenCalledTimes(1);
  });

  it('an answer the check refuses fails the call', async () => {
    vi.mocked(checkAnswer).mockImplementationOnce(() => {
      throw new Error('answered outside the contract');
    });
    vi.stubGlobal('fetch', reply(200, { registered: 'yes' }));
    await expect(request('/auth/check-number', { body: {}, auth: false })).rejects.toThrow('outside the contract');
  });
});

describe('routePath()', () => {
  it("fills the key's :params, each encoded", () => {
    expect(routePath('GET /shops/:shopId/sales/:saleId', { shopId: 'S 1', saleId: 'a/b' }, undefined)).toBe('/shops/S%201/sales/a%2Fb');
    expect(routePath('GET /shops', undefined, undefined)).toBe('/shops');
  });

  it('refuses a :param without a value', () => {
    expect(() => routePath('GET /shops/:shopId', { shopId: '' }, undefined)).toThrow(':shopId');
    expect(() => routePath('GET /shops/:shopId', undefined, undefined)).toThrow(':shopId');
  });

  it('leaves unset query values out (undefined, null, empty, false); keeps 0 and true', () => {
    const query = { a: 'x y', b: undefined, c: null, d: '', e: false, f: 0, g: true };
    expect(routePath('GET /shops/:shopId/sales', { shopId: 'S' }, query)).toBe('/shops/S/sales?a=x+y&f=0&g=true');
    expect(routePath('GET /shops/:shopId/sales', { shopId: 'S' }, { b: undefined, d: '' })).toBe('/shops/S/sales');
  });
});

describe('api()', () => {
  it("calls the key's path with its method, params and query", async () => {
    const fetch = reply(200, { items: [], nextCursor: null });
    vi.stubGlobal('fetch', fetch);
    await api('GET /shops/:shopId/sms/notices', { params: { shopId: 'S 1' }, query: { cursor: 'c1' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/shops/S%201/sms/notices?cursor=c1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('takes the method from the key, also without a body', async () => {
    const fetch = reply(204);
    vi.stubGlobal('fetch', fetch);
    await expect(api('POST /auth/logout')).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    await api('DELETE /shops/:shopId/roles/:roleId', { params: { shopId: 'S', roleId: 'R' } });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/v1/shops/S/roles/R');
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('DELETE');
  });
});
