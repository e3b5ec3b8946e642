/**
 * Real parallel requests over HTTP: one user sends a burst of feedback at once. On PostgreSQL the
 * sends race on the user's row lock; PGlite serializes them, where the same limit must hold all
 * the same. Exactly the daily limit get through, the rest are refused with 429, none answers 500,
 * and the database holds exactly the ones that got through.
 */
import { ulid } from '@dokani/core';
import { FEEDBACK_DAILY_LIMIT } from '@dokani/contracts/feedback';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';

let t: TestApp;
let base: string;

withTestApp(async (app) => {
  t = app;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const send = (token: string, id: string, text: string) =>
  fetch(`${base}/api/v1/me/feedback`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ id, kind: 'idea', text }),
  }).then(async (r) => ({ status: r.status, code: ((await r.json()) as { error?: { code?: string } }).error?.code }));

describe('a burst of feedback from one user', () => {
  it.each([0, 1, 2])('round %i: exactly the daily limit get through, the rest 429, no 500', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => send(user.token, ulid(), `ঝাঁক ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(FEEDBACK_DAILY_LIMIT);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 429 && a.code === 'FEEDBACK_LIMIT_REACHED')).toBe(true);
    const stored = await t.db.selectFrom('feedback').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(FEEDBACK_DAILY_LIMIT);
  });

  it('the same send repeated at once is stored once and answered alike; it counts once', async () => {
    const user = await signUp(t);
    const id = ulid();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(user.token, id, 'একই মতামত')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const stored = await t.db.selectFrom('feedback').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
  });
});
