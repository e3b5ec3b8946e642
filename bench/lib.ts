/** Small helpers shared by the benchmarks: starting the server, waiting for it, statistics. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `start`. */
export async function waitForOk(url: string, start: number, timeoutMs = 30_000): Promise<number> {
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    if (performance.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}
