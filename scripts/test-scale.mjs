// `npm run test:scale` (decisions 0016 and 0017): two app processes behind HAProxy on one
// PostgreSQL database. Proves that nothing a second process needs lives in one process's memory:
//   1. a user's requests alternate between the processes and work on either;
//   2. a rate limit is counted across both (not doubled);
//   3. a sale sent to one process and retried on the other exists once;
//   4. one process killed in the middle of a load loses no acknowledged sale (the clients retry
//      what was not acknowledged, under the same id, through the balancer);
//   5. the reports, read on a streaming replica (REPORTS_DATABASE_URL; made here with
//      pg_basebackup as a second cluster on this machine), equal those read on the primary once
//      the replica has caught up.
// Needs HAProxy (Debian: `apt-get install haproxy`) and PostgreSQL (DATABASE_URL names the server;
// a fresh database is made for the run and dropped after it) that lets 127.0.0.1 connect for
// replication (pg_hba.conf: `host replication all 127.0.0.1/32 trust`, as .ci/run sets).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
const LB = 34100;
const PORTS = { a: 34101, b: 34102, c: 34103 };
const REPLICA_PORT = Number(process.env.SCALE_REPLICA_PORT || 5433);
const LIMIT = 20;
const TIMEOUT_MS = 60_000;

const haproxyBin = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
if (!haproxyBin) {
  console.error('test:scale needs HAProxy: apt-get install haproxy');
  process.exit(1);
}
const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `dokani_scale_${Date.now()}_${process.pid}`;
const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;

const dir = mkdtempSync(join(tmpdir(), 'dokani-scale-'));
chmodSync(dir, 0o755);
const outbox = join(dir, 'outbox.jsonl');
const replicaDir = join(dir, 'replica');
const replicaUrl = new URL(dbUrl);
replicaUrl.port = String(REPLICA_PORT);
let replicaStarted = false;

// PostgreSQL's tools: the newest installed server's; run as `postgres` when we are root (the
// server refuses to run as root).
const pgVersions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((x, y) => Number(x) - Number(y)) : [];
const pgBin = (tool) => (pgVersions.length ? join('/usr/lib/postgresql', pgVersions.at(-1), 'bin', tool) : tool);
const asRoot = process.getuid?.() === 0;
function pgTool(tool, args) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(tool), ...args]] : [pgBin(tool), args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.stdout || r.error}`);
  return r.stdout;
}

/** The settings a standby may not have lower than its primary (PostgreSQL refuses to recover otherwise). */
const MATCHED = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction'];

/** A streaming replica of the whole server, as a second cluster on REPLICA_PORT. */
async function startReplica() {
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  const matched = [];
  try {
    for (const name of MATCHED) matched.push(`${name} = ${(await c.query(`SHOW ${name}`)).rows[0][name]}`);
  } finally {
    await c.end();
  }
  mkdirSync(replicaDir, { mode: 0o700 });
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(replicaDir, Number(id.stdout), Number(gid.stdout));
  }
  pgTool('pg_basebackup', [
    '-h',
    serverUrl.hostname,
    '-p',
    serverUrl.port || '5432',
    '-U',
    serverUrl.username || 'postgres',
    '-D',
    replicaDir,
    '-X',
    'stream',
    '-R',
  ]);
  // (Debian keeps a cluster's configuration outside its data folder: the replica gets its own)
  const files = {
    'postgresql.conf': [
      `port = ${REPLICA_PORT}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${replicaDir}'`,
      'hot_standby = on',
      'ssl = off',
      ...matched,
      '',
    ].join('\n'),
    'pg_hba.conf': ['local all all trust', 'host all all 127.0.0.1/32 trust', ''].join('\n'),
    'pg_ident.conf': '',
  };
  for (const [name, text] of Object.entries(files)) {
    const f = join(replicaDir, name);
    if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', 'tee', f], { input: text, stdio: ['pipe', 'ignore', 'inherit'] });
    else writeFileSync(f, text);
  }
  try {
    pgTool('pg_ctl', ['-D', replicaDir, '-l', join(replicaDir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (e) {
    const log = join(replicaDir, 'server.log');
    throw new Error(`${e instanceof Error ? e.message : e}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`);
  }
  replicaStarted = true;
}
const children = new Set();

function step(name) {
  console.log(`\n== ${name}`);
}

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function startApp(name, extraEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORTS[name]),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: join(dir, `data-${name}`),
      WEB_DIST: join(dir, 'no-web'),
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX_FILE: outbox,
      RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
      INSTANCE_NAME: name,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function startHaproxy() {
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  option redispatch',
      '  retries 2',
      `frontend lb`,
      `  bind 127.0.0.1:${LB}`,
      '  default_backend apps',
      'backend apps',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      `  server a 127.0.0.1:${PORTS.a} check inter 500 fall 2 rise 1`,
      `  server b 127.0.0.1:${PORTS.b} check inter 500 fall 2 rise 1`,
      '',
    ].join('\n'),
  );
  const child = spawn(haproxyBin, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(url, what) {
  const start = Date.now();
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() - start > TIMEOUT_MS) throw new Error(`${what} did not answer within ${TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const base = (port) => `http://127.0.0.1:${port}/api/v1`;

async function call(port, method, path, body, token) {
  const r = await fetch(base(port) + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  return { status: r.status, instance: r.headers.get('x-dokani-instance'), body: text ? JSON.parse(text) : null };
}

async function ok(port, method, path, body, token) {
  const r = await call(port, method, path, body, token);
  assert.ok(r.status < 300, `${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** A client-made id (ULID-shaped: the server checks the form). */
function ulid() {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let t = Date.now();
  let time = '';
  for (let i = 0; i < 10; i++) {
    time = alphabet[t % 32] + time;
    t = Math.floor(t / 32);
  }
  let rand = '';
  for (let i = 0; i < 16; i++) rand += alphabet[Math.floor(Math.random() * 32)];
  return time + rand;
}

async function otpFor(to, since) {
  const start = Date.now();
  for (;;) {
    if (existsSync(outbox)) {
      const line = readFileSync(outbox, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .filter((m) => m.to === to && Date.parse(m.at) >= since - 1000)
        .at(-1);
      const code = line && /\d{6}/.exec(line.text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))));
      if (code) return code[0];
    }
    if (Date.now() - start > 10_000) throw new Error(`no OTP for ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  step(`a database of its own: ${dbName}`);
  await admin(`CREATE DATABASE ${dbName}`);

  step(`a streaming replica of the server on port ${REPLICA_PORT} (pg_basebackup)`);
  await startReplica();

  step('two app processes (a, b) reading reports on the replica, and HAProxy in front');
  const onReplica = { REPORTS_DATABASE_URL: replicaUrl.toString() };
  const apps = { a: startApp('a', onReplica), b: startApp('b', onReplica) };
  await waitFor(`http://127.0.0.1:${PORTS.a}/api/health`, 'app a');
  await waitFor(`http://127.0.0.1:${PORTS.b}/api/health`, 'app b');
  startHaproxy();
  await waitFor(`http://127.0.0.1:${LB}/api/health`, 'HAProxy');

  step('1. a user through the balancer: sign-up, shop, product; requests alternate between a and b');
  const mobile = '01712000321';
  const since = Date.now();
  await ok(LB, 'POST', '/auth/otp/send', { mobile, purpose: 'signup' });
  const code = await otpFor('+8801712000321', since);
  const { body: verified } = await ok(LB, 'POST', '/auth/otp/verify', { mobile, purpose: 'signup', code });
  const { body: signed } = await ok(LB, 'POST', '/auth/signup', { otpToken: verified.otpToken, name: 'Scale Test', pin: '24680' });
  const token = signed.token;
  const shopId = ulid();
  await ok(LB, 'POST', '/shops', { id: shopId, name: 'Scale Store', shopType: 'grocery' }, token);
  const shop = `/shops/${shopId}`;
  const productId = ulid();
  await ok(
    LB,
    'POST',
    `${shop}/products`,
    { id: productId, name: 'Rice', unit: 'pcs', purchasePrice: '50', sellPrice: '60', openingStock: '100000' },
    token,
  );
  const seen = [];
  for (let i = 0; i < 10; i++) seen.push((await ok(LB, 'GET', `${shop}/products/${productId}`, undefined, token)).instance);
  console.log(`   answered by: ${seen.join(' ')}`);
  assert.ok(seen.includes('a') && seen.includes('b'), 'both processes answer');
  for (let i = 1; i < seen.length; i++) assert.notEqual(seen[i], seen[i - 1], 'round robin: the processes alternate');

  step(`2. a rate limit (${LIMIT} a minute) counted across both`);
  const limited = [];
  for (let i = 0; i < LIMIT + 6; i++) limited.push(await call(LB, 'POST', '/auth/check-number', { mobile: '01812000999' }));
  const passed = limited.filter((r) => r.status === 200);
  console.log(
    `   ${passed.length} passed (a: ${passed.filter((r) => r.instance === 'a').length}, b: ${passed.filter((r) => r.instance === 'b').length}), ${limited.filter((r) => r.status === 429).length} refused`,
  );
  assert.equal(passed.length, LIMIT);
  assert.equal(limited.filter((r) => r.status === 429).length, 6);

  const sale = (id) => ({ id, lines: [{ productId, quantity: '1' }], payments: [{ method: 'cash', amount: '60.00' }] });
  step('3. a sale sent to a, its answer lost, sent again to b: one sale');
  const once = ulid();
  const first = await ok(PORTS.a, 'POST', `${shop}/sales`, sale(once), token);
  const again = await ok(PORTS.b, 'POST', `${shop}/sales`, sale(once), token);
  assert.equal(first.instance, 'a');
  assert.equal(again.instance, 'b');
  assert.equal(again.body.id, once);
  assert.equal(again.body.number, first.body.number);

  // (250: with step 3's, under the Free package's 300 sales a month)
  step('4. 250 sales from 10 counters through the balancer; b killed after the first 60');
  const ids = Array.from({ length: 250 }, () => ulid());
  const acknowledged = new Map();
  let next = 0;
  let retries = 0;
  let killed = false;
  const counter = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      for (let attempt = 0; ; attempt++) {
        let r;
        try {
          r = await call(LB, 'POST', `${shop}/sales`, sale(id), token);
        } catch {
          r = { status: 0 };
        }
        if (r.status === 200 || r.status === 201) {
          acknowledged.set(id, r.instance);
          break;
        }
        // refused for a reason of its own: no use sending it again
        assert.ok(r.status === 0 || r.status >= 500, `sale ${id} refused: ${r.status} ${JSON.stringify(r.body)}`);
        // not acknowledged (the process died under it, or the balancer had nowhere to send it): the same sale again
        retries += 1;
        assert.ok(attempt < 50, `sale ${id} never acknowledged (last answer ${r.status})`);
        await new Promise((res) => setTimeout(res, 100));
      }
      if (!killed && acknowledged.size >= 60) {
        killed = true;
        apps.b.kill('SIGKILL');
        console.log('   b killed');
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, counter));
  const byA = [...acknowledged.values()].filter((i) => i === 'a').length;
  console.log(`   ${acknowledged.size} acknowledged (a: ${byA}, b: ${acknowledged.size - byA}), ${retries} sent again`);
  assert.ok(killed, 'b was killed');
  assert.ok(acknowledged.size - byA > 0, 'b took some sales before it died');

  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  try {
    const { rows } = await c.query('SELECT id FROM sales WHERE shop_id = $1', [shopId]);
    const inDb = new Set(rows.map((r) => r.id));
    assert.equal(rows.length, inDb.size, 'no sale twice');
    for (const id of acknowledged.keys()) assert.ok(inDb.has(id), `acknowledged sale ${id} is in the books`);
    assert.equal(inDb.size, ids.length + 1, 'every sale once (the 250 and the one of step 3)');
    const stock = await c.query('SELECT current_stock FROM products WHERE shop_id = $1 AND id = $2', [shopId, productId]);
    assert.equal(BigInt(stock.rows[0].current_stock), 100_000_000n - BigInt(ids.length + 1) * 1000n, 'the stock went down once a sale');
    console.log(`   in the books: ${inDb.size} sales, each once; stock exact`);
  } finally {
    await c.end();
  }

  step('5. the reports on the replica equal those on the primary once it has caught up');
  const primary = new pg.Client({ connectionString: dbUrl.toString() });
  const replica = new pg.Client({ connectionString: replicaUrl.toString() });
  await primary.connect();
  await replica.connect();
  try {
    const { rows } = await primary.query('SELECT pg_current_wal_lsn()::text AS lsn');
    const start = Date.now();
    for (;;) {
      const r = await replica.query('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught', [
        rows[0].lsn,
      ]);
      assert.equal(r.rows[0].standby, true, 'the replica is a standby');
      if (r.rows[0].caught) break;
      assert.ok(Date.now() - start < TIMEOUT_MS, 'the replica catches up');
      await new Promise((res) => setTimeout(res, 100));
    }
    console.log(`   caught up in ${Date.now() - start} ms`);
  } finally {
    await primary.end();
    await replica.end();
  }
  startApp('c');
  await waitFor(`http://127.0.0.1:${PORTS.c}/api/health`, 'app c');
  for (const report of ['overview', 'sales', 'product', 'stock', 'profit-loss-details']) {
    const onReplicaAnswer = await ok(LB, 'GET', `${shop}/reports/${report}`, undefined, token);
    const onPrimaryAnswer = await ok(PORTS.c, 'GET', `${shop}/reports/${report}`, undefined, token);
    assert.deepEqual(onReplicaAnswer.body, onPrimaryAnswer.body, `report ${report}: replica and primary agree`);
  }
  const lagged = await fetch(`${base(LB)}${shop}/reports/sales`, { headers: { authorization: `Bearer ${token}` } });
  const lag = lagged.headers.get('x-dokani-replica-lag');
  assert.ok(lag !== null && Number(lag) >= 0, 'a report read on the replica says its lag');
  console.log(`   overview, sales, product, stock, profit-loss details: the same on both (lag said: ${lag} s)`);
  console.log('\ntest:scale passed');
}

let failed = false;
try {
  await main();
} catch (e) {
  failed = true;
  console.error('\ntest:scale FAILED:', e instanceof Error ? e.stack : e);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 300));
  if (replicaStarted) {
    try {
      pgTool('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']);
    } catch (e) {
      console.error('could not stop the replica', e instanceof Error ? e.message : e);
    }
  }
  try {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (e) {
    console.error('could not drop', dbName, e instanceof Error ? e.message : e);
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
