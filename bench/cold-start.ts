/**
 * Cold start of the server on an existing data folder: time from spawning the process to the first
 * 200 from /api/health. Baseline in the same run: a bare Node HTTP server started the same way.
 * Budget (docs/QUALITY.md): < 3 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, startServer, stop, waitForOk } from './lib.ts';

const RUNS = 5;
const PORT = 3391;

export async function coldStart(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dokani-bench-'));
  try {
    // First start creates and migrates the database; it is not measured.
    const first = startServer({ PORT: String(PORT), DATA_DIR: dataDir });
    await waitForOk(`http://127.0.0.1:${PORT}/api/health`, performance.now(), 60_000);
    await stop(first);

    const app: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t0 = performance.now();
      const bare = spawn(
        process.execPath,
        ['-e', `require('node:http').createServer((q,s)=>s.end('ok')).listen(${PORT + 1},'127.0.0.1')`],
        { stdio: 'ignore' },
      );
      base.push(await waitForOk(`http://127.0.0.1:${PORT + 1}/`, t0));
      await stop(bare);

      t0 = performance.now();
      const server = startServer({ PORT: String(PORT), DATA_DIR: dataDir });
      app.push(await waitForOk(`http://127.0.0.1:${PORT}/api/health`, t0));
      await stop(server);
    }
    const m = median(app);
    const b = median(base);
    const ok = m < 3000;
    console.log(
      `cold start (existing data folder, ${RUNS} runs): median ${m.toFixed(0)} ms, bare node http ${b.toFixed(0)} ms, ratio ${(m / b).toFixed(1)}×  budget < 3000 ms: ${ok ? 'OK' : 'OVER'}`,
    );
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
