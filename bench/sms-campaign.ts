/**
 * An SMS campaign to 10,000 typed numbers (decision 0014), the app and an in-memory PGlite in this
 * process, the SSL Wireless adapter talking to its fake on loopback:
 * - accepting the request (recipients normalised and merged, the credit taken, 10,000 queued
 *   rows written, one transaction): budget under 1 s; beside it, the same 10,000 rows inserted
 *   bare into the queue in the same run;
 * - the queue's rounds handing every message to the gateway: messages a second, as a ratio to the
 *   bare inserts a second of the same run; the process's memory before and after (it must stay
 *   flat: rounds hold 200 rows at a time).
 * Medians of 3 campaigns.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ulid } from '@dokani/core';
import { buildApp } from '../apps/server/src/app.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { addSmsCredit, runSmsQueue } from '../apps/server/src/modules/sms/index.ts';
import { TestClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/connect.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { sslWirelessProvider } from '../apps/server/src/platform/sms/index.ts';
import { SSLWIRELESS_CREDS, startFakeSmsGateway } from '../apps/server/src/test/fake-sms-gateway.ts';
import { ROOT, median } from './lib.ts';
import { benchOwner } from './seeded-app.ts';

/** A full garbage collection (the flag is set before anything runs). */
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const RECIPIENTS = 10_000;
const RUNS = 3;
const ACCEPT_BUDGET_MS = 1_000;

export async function smsCampaign(): Promise<boolean> {
  const gw = await startFakeSmsGateway();
  const handle = await openDb({ kind: 'pglite', dataDir: null });
  await migrate(handle.db, MIGRATION_FILLS);
  const db = handle.db;
  const now = new Date();
  const { shopId, token } = await benchOwner(db, { mobile: '+8801700000010' }, now);
  await db.transaction().execute((trx) => addSmsCredit(trx, shopId, RECIPIENTS * (RUNS + 1) * 2, { type: 'bench', id: ulid() }, now));
  const config = { ...loadConfig({ DATA_DIR: `${ROOT}/.tmp/bench-sms`, SMS_PROVIDER: 'console' }), logLevel: 'silent' as const };
  // noon in Dhaka, inside the 9 am – 9 pm window promotional SMS keep to
  const clock = new TestClock(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6)));
  const app = await buildApp({
    config,
    db: handle,
    clock,
    sms: sslWirelessProvider({ baseUrl: gw.baseUrl, ...SSLWIRELESS_CREDS }),
    smsQueue: false,
  });
  try {
    // Bangla text, 2 parts; numbers as a shop pastes them: some with +880, some in Bangla digits
    const text = 'প্রিয় গ্রাহক, ঈদ উপলক্ষে আমাদের দোকানে সব পণ্যে ১০% ছাড় চলছে। আজই চলে আসুন — মায়ের দোয়া স্টোর, মিরপুর ১০।';
    const numbers = (run: number) =>
      Array.from({ length: RECIPIENTS }, (_, i) => {
        const n = `017${String(run * RECIPIENTS + i).padStart(8, '0')}`;
        return i % 3 === 0 ? `+88${n}` : n;
      });
    const accept: number[] = [];
    const bare: number[] = [];
    const rate: number[] = [];
    const bareRate: number[] = [];
    const rss: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const body = { id: ulid(), text, recipients: { numbers: numbers(run) } };
      const t0 = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: `/api/v1/shops/${shopId}/sms/campaigns`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      const t1 = performance.now();
      if (r.statusCode !== 201) throw new Error(`campaign: ${r.statusCode} ${r.body}`);

      // the same rows inserted bare (no recipients, no credit), in the same chunks
      const t2 = performance.now();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < RECIPIENTS; i += 1_000) {
          await trx
            .insertInto('sms_messages')
            .values(
              Array.from({ length: Math.min(1_000, RECIPIENTS - i) }, (_, j) => ({
                id: ulid(),
                shop_id: shopId,
                to_mobile: `+88017${String(i + j).padStart(8, '0')}`,
                text,
                purpose: 'bench',
                segments: 2,
                status: 'failed' as const,
                provider: 'bench',
                provider_message_id: null,
                error: null,
                created_at: now,
                sent_at: null,
                campaign_id: null,
                next_attempt_at: null,
                lease_until: null,
              })),
            )
            .execute();
        }
      });
      const t3 = performance.now();

      const before = gw.accepted.length;
      gc();
      const heapBefore = process.memoryUsage().heapUsed;
      const t4 = performance.now();
      while ((await runSmsQueue(app.deps)) > 0);
      const t5 = performance.now();
      if (gw.accepted.length - before !== RECIPIENTS) throw new Error(`handed ${gw.accepted.length - before} of ${RECIPIENTS}`);
      if (run === 0) continue; // warm-up
      accept.push(t1 - t0);
      bare.push(t3 - t2);
      rate.push(RECIPIENTS / ((t5 - t4) / 1000));
      bareRate.push(RECIPIENTS / ((t3 - t2) / 1000));
      gc();
      rss.push((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024);
    }
    const a = median(accept);
    const b = median(bare);
    const sendRate = median(rate);
    const insertRate = median(bareRate);
    const pass = a < ACCEPT_BUDGET_MS;
    console.log(
      `  accepting a ${RECIPIENTS.toLocaleString('en')}-recipient campaign: ${a.toFixed(0)} ms (runs ${accept.map((x) => x.toFixed(0)).join(', ')})  budget < ${ACCEPT_BUDGET_MS} ms  ${pass ? 'OK' : 'OVER'}`,
    );
    console.log(`  the same rows inserted bare into the queue: ${b.toFixed(0)} ms; accepting costs ${(a / b).toFixed(2)}× that`);
    console.log(
      `  handed to the gateway (fake on loopback, one HTTP request a message): ${sendRate.toFixed(0)} messages/s; bare inserts ${insertRate.toFixed(0)} rows/s; ratio ${(sendRate / insertRate).toFixed(3)}`,
    );
    console.log(
      `  JavaScript heap after sending ${RECIPIENTS.toLocaleString('en')} messages (after a collection; the fake gateway keeps each one): ${rss.map((x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} MB`).join(', ')}`,
    );
    return pass;
  } finally {
    await app.close();
    await handle.close();
    await gw.close();
  }
}
