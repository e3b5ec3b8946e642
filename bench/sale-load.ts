/**
 * The sales bench's load generator, in a process of its own so that the server's CPU time is
 * measured apart from the clients'. `node --import tsx sale-load.ts <config.json>`; prints
 * `{"phase":"run"}` when the measured part starts and one JSON line with the result at the end.
 *
 * - closed: `clients` connections, each posting its next sale when the last one is answered.
 * - open: sales sent at a fixed arrival rate whatever the answers do; a sale's latency counts from
 *   the moment it was due, so a stalled server cannot hide its queue (no coordinated omission).
 */
import { request, Agent } from 'node:http';
import { readFileSync } from 'node:fs';
import { rng, saleBody, type BenchShop } from './sale-body.ts';

interface LoadConfig {
  url: string;
  shops: BenchShop[];
  mode: 'closed' | 'open';
  clients: number;
  /** sales per second (open) */
  rate: number;
  warmupMs: number;
  runMs: number;
  seed: number;
}

const config = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as LoadConfig;
const agent = new Agent({ keepAlive: true, maxSockets: config.mode === 'closed' ? config.clients : 512 });
const base = new URL(config.url);

function post(shop: BenchShop, body: unknown): Promise<void> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: `/api/v1/shops/${shop.id}/sales`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${shop.token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 201 ? resolve() : reject(new Error(`sale: ${res.statusCode} ${Buffer.concat(chunks).toString()}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function closed(ms: number, record: boolean, seed: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: config.clients }, async (_, c) => {
      const shop = config.shops[c % config.shops.length] as BenchShop;
      const r = rng(seed + c);
      while (performance.now() < end) {
        const t0 = performance.now();
        await post(shop, saleBody(shop, r));
        if (record) times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

async function open(ms: number, record: boolean, seed: number): Promise<number[]> {
  const times: number[] = [];
  const period = 1000 / config.rate;
  const count = Math.floor(ms / period);
  const r = rng(seed);
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const due = t0 + i * period;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((res) => setTimeout(res, wait));
    const shop = config.shops[i % config.shops.length] as BenchShop;
    pending.push(
      post(shop, saleBody(shop, r)).then(() => {
        if (record) times.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(pending);
  return times;
}

const drive = config.mode === 'closed' ? closed : open;
const t = performance.now();
await drive(config.warmupMs, false, config.seed + 500);
process.stdout.write(`${JSON.stringify({ phase: 'run' })}\n`);
const t1 = performance.now();
const times = await drive(config.runMs, true, config.seed);
const seconds = (performance.now() - t1) / 1000;
process.stdout.write(`${JSON.stringify({ phase: 'done', times, seconds, warmupSeconds: (t1 - t) / 1000 })}\n`);
agent.destroy();
