// Builds the web app only when what it is built from changed since the last build, so a second
// `npm start` answers in seconds instead of rebuilding (~40 s on a small machine).
//
// The fingerprint is a sha256 over the contents of every input file (the web app's sources, the
// shared packages it imports, the lockfile, the build configs) and the VITE_* variables the build
// bakes in; it is written to apps/web/dist/.build-fingerprint after a successful build. Contents,
// not modification times: a checkout or a copy changes times without changing what is built.
// `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.build-fingerprint');

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/i18n/src',
  'packages/i18n/locales',
  'packages/i18n/package.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
  'scripts/compress-dist.mjs',
];
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function files(path) {
  const abs = join(root, path);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [path];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => {
      const child = `${path}/${name}`;
      return SKIP.test(child) ? [] : files(child);
    });
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const vite = Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${process.env[k]}`);
  hash.update(vite.join('\n'));
  return hash.digest('hex');
}

const started = performance.now();
const want = fingerprint();
const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
const force = process.argv.includes('--force');
if (!force && have === want && existsSync(join(dist, 'index.html'))) {
  console.log(`web app up to date (checked in ${Math.round(performance.now() - started)} ms); not rebuilt`);
} else {
  console.log(have === null ? 'building the web app' : 'the web app changed since its last build: building it');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stampFile, `${want}\n`);
}
