import { ulid } from '@dokani/core';
import type { Feedback, FeedbackList } from '@dokani/contracts/feedback';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { expectImagesRefused, filesOf, multipart, pngOf } from '../../test/uploads.ts';
import { answerFeedback, listOpenFeedback } from './index.ts';

let t: TestApp;
let me: TestUser;
let other: TestUser;

withTestApp(async (app) => {
  t = app;
  me = await signUp(t, { name: 'রহিম উদ্দিন' });
  other = await signUp(t, { name: 'করিম মিয়া' });
});

function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object, lang = 'bn'): Promise<LightMyRequestResponse> {
  return t.call({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(user.token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

async function send(user: TestUser, text: string, kind: Feedback['kind'] = 'idea'): Promise<Feedback> {
  const r = await call(user, 'POST', '/me/feedback', { id: ulid(), kind, text });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Feedback>();
}

const listOf = async (user: TestUser): Promise<FeedbackList> => {
  const r = await call(user, 'GET', '/me/feedback');
  expect(r.statusCode, r.body).toBe(200);
  return r.json<FeedbackList>();
};

const putScreenshot = (user: TestUser, id: string, file: Buffer, opts: { filename?: string; type?: string; lang?: string } = {}) => {
  const body = multipart(file, opts.filename ?? 'screen.png', opts.type ?? 'image/png');
  return t.call({
    method: 'PUT',
    url: `/api/v1/me/feedback/${id}/screenshot`,
    headers: { ...bearer(user.token), ...body.headers, 'accept-language': opts.lang ?? 'bn' },
    payload: body.payload,
  });
};

describe('feedback', () => {
  it('sends, lists newest first, is answered by the operator and shows unread until seen', async () => {
    const first = await send(me, 'বাকির খাতায় কাস্টমারের ছবি দেখাতে পারলে ভালো হয়', 'idea');
    t.clock.advanceMinutes(5);
    const second = await send(me, '  প্রিন্ট করলে বাংলা ভেঙে যায়  ', 'problem');
    expect(second).toMatchObject({ kind: 'problem', text: 'প্রিন্ট করলে বাংলা ভেঙে যায়', answer: null, answeredAt: null, unread: false });

    let list = await listOf(me);
    expect(list.items.map((f) => f.id)).toEqual([second.id, first.id]);
    expect(list.unread).toBe(0);

    const open = await listOpenFeedback(t.db);
    expect(open.filter((f) => [first.id, second.id].includes(f.id)).map((f) => [f.id, f.userName])).toEqual([
      [second.id, 'রহিম উদ্দিন'],
      [first.id, 'রহিম উদ্দিন'],
    ]);

    t.clock.advanceHours(1);
    expect(await answerFeedback(t.db, second.id, '  ধন্যবাদ! পরের আপডেটে ঠিক হবে।  ', t.clock.now())).toBe('answered');
    expect((await listOpenFeedback(t.db)).some((f) => f.id === second.id)).toBe(false);
    list = await listOf(me);
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: second.id,
      answer: 'ধন্যবাদ! পরের আপডেটে ঠিক হবে।',
      answeredAt: t.clock.now().toISOString(),
      unread: true,
    });

    const read = await call(me, 'POST', '/me/feedback/read');
    expect(read.statusCode).toBe(204);
    list = await listOf(me);
    expect(list.unread).toBe(0);
    expect(list.items[0]?.unread).toBe(false);

    // A second answer replaces the first and is new to the user again.
    expect(await answerFeedback(t.db, second.id, 'ঠিক হয়ে গেছে।', t.clock.now())).toBe('answered');
    expect((await listOf(me)).unread).toBe(1);
    await call(me, 'POST', '/me/feedback/read');

    expect(await answerFeedback(t.db, ulid(), 'কেউ নেই', t.clock.now())).toBe('not-found');
    expect(await answerFeedback(t.db, first.id, '   ', t.clock.now())).toBe('empty');
    expect(await answerFeedback(t.db, first.id, 'ক'.repeat(2001), t.clock.now())).toBe('too-long');
  });

  it('is idempotent by id; another body with the same id → 409 ID_CONFLICT', async () => {
    const body = { id: ulid(), kind: 'praise', text: 'অ্যাপটা খুব কাজের' };
    const a = await call(me, 'POST', '/me/feedback', body);
    const b = await call(me, 'POST', '/me/feedback', body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json()).toEqual(a.json());
    const c = await call(me, 'POST', '/me/feedback', { ...body, text: 'অন্য কথা' });
    expect(c.statusCode).toBe(409);
    expect(c.json().error.code).toBe('ID_CONFLICT');
  });

  it('validates kind and text with the limit named, in both languages', async () => {
    const cases: [object, string, string, string][] = [
      [{ kind: 'idea', text: '   ' }, 'text', 'এই ঘরটি পূরণ করুন।', 'Please fill in this field.'],
      [{ kind: 'idea', text: 'ক'.repeat(2001) }, 'text', 'অনেক লম্বা — সর্বোচ্চ ২,০০০ অক্ষর।', 'Too long — at most 2,000 characters.'],
      [{ kind: 'complaint', text: 'কিছু' }, 'kind', 'সঠিক নয়।', 'Not valid.'],
    ];
    for (const [body, field, bn, en] of cases) {
      const rb = await call(me, 'POST', '/me/feedback', { id: ulid(), ...body }, 'bn');
      const re = await call(me, 'POST', '/me/feedback', { id: ulid(), ...body }, 'en');
      expect(rb.statusCode, rb.body).toBe(400);
      expect(rb.json().error.details[field]).toBe(bn);
      expect(re.json().error.details[field]).toBe(en);
    }
    expect((await t.call({ method: 'GET', url: '/api/v1/me/feedback' })).statusCode).toBe(401);
  });

  it('a user sees only their own feedback; another user’s id is theirs alone (404 on its screenshot)', async () => {
    const mine = await send(me, 'শুধু আমার মতামত');
    const theirs = await listOf(other);
    expect(theirs.items.some((f) => f.id === mine.id)).toBe(false);
    expect(JSON.stringify(theirs)).not.toContain('শুধু আমার মতামত');
    const png = await pngOf(40, 80, { r: 10, g: 120, b: 200 });
    const put = await putScreenshot(other, mine.id, png);
    expect(put.statusCode).toBe(404);
    // the same id sent by another user is another feedback, not a conflict, and not mine
    const same = await call(other, 'POST', '/me/feedback', { id: mine.id, kind: 'idea', text: 'অন্যের মতামত' });
    expect(same.statusCode).toBe(201);
    expect((await listOf(me)).items.find((f) => f.id === mine.id)?.text).toBe('শুধু আমার মতামত');
    expect(await answerFeedback(t.db, mine.id, 'কার?', t.clock.now())).toBe('ambiguous');
    await call(other, 'POST', '/me/feedback/read');
    expect((await listOf(me)).items.find((f) => f.id === mine.id)?.answer).toBeNull();
  });

  it('takes a screenshot as WebP in the user’s own folder, replaces it, and refuses what is not an image', async () => {
    const f = await send(me, 'এই স্ক্রিনে বোতামটা কাজ করে না', 'problem');
    const put = await putScreenshot(me, f.id, await pngOf(1080, 2400, { r: 200, g: 30, b: 30 }));
    expect(put.statusCode, put.body).toBe(200);
    const url = put.json<Feedback>().screenshotUrl ?? '';
    expect(url).toMatch(new RegExp(`^/media/${me.id}/[0-9A-Z]{26}-[0-9a-f]{32}-fb\\.webp$`));
    const served = await t.call({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(filesOf(t, me.id)).toHaveLength(1);

    const again = await putScreenshot(me, f.id, await pngOf(300, 300, { r: 0, g: 0, b: 0 }));
    expect(again.statusCode).toBe(200);
    expect(again.json<Feedback>().screenshotUrl).not.toBe(url);
    expect(filesOf(t, me.id)).toHaveLength(1);
    expect((await listOf(me)).items.find((x) => x.id === f.id)?.screenshotUrl).toBe(again.json<Feedback>().screenshotUrl);

    await expectImagesRefused((file, opts) => putScreenshot(me, f.id, file, opts), await pngOf(10, 10, { r: 1, g: 2, b: 3 }));
    expect(filesOf(t, me.id)).toHaveLength(1);
  });

  it('at most 10 in any 24 hours (429 FEEDBACK_LIMIT_REACHED, the limit named); the next day again', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 10; i += 1) await send(user, `মতামত ${i + 1}`);
    const bn = await call(user, 'POST', '/me/feedback', { id: ulid(), kind: 'idea', text: 'এগারো' });
    expect(bn.statusCode).toBe(429);
    expect(bn.json().error).toMatchObject({
      code: 'FEEDBACK_LIMIT_REACHED',
      message: '২৪ ঘণ্টায় ১০টির বেশি মতামত পাঠানো যায় না। পরে আবার পাঠান।',
    });
    const en = await call(user, 'POST', '/me/feedback', { id: ulid(), kind: 'idea', text: 'eleven' }, 'en');
    expect(en.json().error.message).toBe('No more than 10 pieces of feedback can be sent in 24 hours. Please send it later.');
    // another user is not held back by this one
    await send(other, 'আমি পাঠাতে পারি');
    t.clock.advanceHours(24);
    await send(user, 'পরের দিন');
    expect((await listOf(user)).items).toHaveLength(11);
  });
});
