import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { openTestDb } from '../../test/db.ts';
import type { DbHandle } from '../db/connect.ts';
import { SmsService, memorySmsProvider, outboxSmsProvider } from './index.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await openTestDb();
});
afterAll(async () => {
  await h.close();
});

describe('outbox provider', () => {
  it('appends one JSON line { to, text, at } per SMS, creating the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dokani-sms-'));
    const file = join(dir, 'nested', 'dir', 'outbox.jsonl');
    const clock = new TestClock('2025-02-01T00:00:00Z');
    const p = outboxSmsProvider(file, clock);
    expect(await p.send('+8801712345678', 'দোকানি: আপনার যাচাই কোড ১২৩৪৫৬।')).toEqual({ ok: true });
    clock.advanceSeconds(5);
    await p.send('+8801812345678', 'second "quoted"\nline');
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      { to: '+8801712345678', text: 'দোকানি: আপনার যাচাই কোড ১২৩৪৫৬।', at: '2025-02-01T00:00:00.000Z' },
      { to: '+8801812345678', text: 'second "quoted"\nline', at: '2025-02-01T00:00:05.000Z' },
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('SmsService', () => {
  it('records each message with its segments and final status', async () => {
    const clock = new TestClock();
    const provider = memorySmsProvider();
    const sms = new SmsService(h.db, provider, clock, createLogger('silent'));
    const bangla = 'ক'.repeat(71);
    const ok = await sms.send({ to: '+8801712345678', text: bangla, purpose: 'test' });
    expect(ok).toMatchObject({ status: 'sent', segments: 2 });
    clock.advance(1);
    provider.failNext = 1;
    const failed = await sms.send({ to: '+8801712345678', text: 'hello', purpose: 'test' });
    expect(failed).toMatchObject({ status: 'failed', segments: 1 });
    const rows = await h.db.selectFrom('sms_messages').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.segments, r.provider, r.sent_at !== null])).toEqual([
      ['sent', 2, 'memory', true],
      ['failed', 1, 'memory', false],
    ]);
    expect(rows[1]?.error).toContain('fail');
  });
});
