/** App training's progress (GET/PUT/DELETE /me/tutorial): per user, every guide in order, a mark kept at its first moment. */
import { TUTORIAL_GUIDE_KEYS } from '@dokani/contracts/tutorial';
import type { TutorialProgress } from '@dokani/contracts/tutorial';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
  app.clock.set('2026-12-04T05:00:00Z');
});

const call = (method: 'GET' | 'PUT' | 'DELETE', token: string, guide = '') =>
  t.call({ method, url: `/api/v1/me/tutorial${guide ? `/${guide}` : ''}`, headers: { ...bearer(token), 'accept-language': 'en' } });
const doneOf = (p: TutorialProgress) => Object.fromEntries(p.guides.filter((g) => g.doneAt).map((g) => [g.key, g.doneAt]));

describe('app training progress', () => {
  it('starts with every guide, in order, none followed; a guide marked keeps its first moment; unmarked, it is not', async () => {
    const u = await signUp(t);
    const first = (await call('GET', u.token)).json<TutorialProgress>();
    expect(first.guides.map((g) => g.key)).toEqual(TUTORIAL_GUIDE_KEYS);
    expect(doneOf(first)).toEqual({});
    expect(doneOf((await call('PUT', u.token, 'first-sale')).json<TutorialProgress>())).toEqual({
      'first-sale': '2026-12-04T05:00:00.000Z',
    });
    t.clock.set('2026-12-05T05:00:00Z');
    await call('PUT', u.token, 'first-sale');
    await call('PUT', u.token, 'sms');
    expect(doneOf((await call('GET', u.token)).json<TutorialProgress>())).toEqual({
      'first-sale': '2026-12-04T05:00:00.000Z',
      sms: '2026-12-05T05:00:00.000Z',
    });
    expect(doneOf((await call('DELETE', u.token, 'sms')).json<TutorialProgress>())).toEqual({ 'first-sale': '2026-12-04T05:00:00.000Z' });
  });

  it("is each user's own; a guide that does not exist is refused; without a session nothing", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await call('PUT', a.token, 'products');
    expect(doneOf((await call('GET', b.token)).json<TutorialProgress>())).toEqual({});
    const bad = await call('PUT', a.token, 'hacking');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    expect((await t.call({ method: 'GET', url: '/api/v1/me/tutorial' })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: '/api/v1/me/tutorial/products' })).statusCode).toBe(401);
  });
});
