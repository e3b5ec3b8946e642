// `npm test`: every check, in three steps, each failing the run on the first failure.
// 1. lint, typecheck and the web build the journeys need, side by side: each of them runs mostly
//    on one core, and the machine this is measured on has two;
// 2. the unit tests, then the integration tests (PGlite, then PostgreSQL with DATABASE_URL), one
//    after the other: each keeps both cores busy on its own;
// 3. the browser journeys.
// The output of a step run side by side is printed whole when it ends, not interleaved.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs `npm run <script>`; with `quiet` its output is kept and printed when it ends. */
function run(script, { quiet = false } = {}) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const out = [];
    if (quiet) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(out));
      console.log(`== ${script}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds(since)}`);
      resolve(code ?? 1);
    });
  });
}

function done(code) {
  console.log(`== npm test: ${code === 0 ? 'passed' : 'failed'} in ${seconds(started)}`);
  process.exit(code);
}

const first = await Promise.all(['lint', 'typecheck', 'build:if-changed'].map((s) => run(s, { quiet: true })));
if (first.some((c) => c !== 0)) done(1);
for (const script of ['test:unit', 'test:integration', 'test:e2e']) {
  const code = await run(script);
  if (code !== 0) done(code);
}
done(0);
