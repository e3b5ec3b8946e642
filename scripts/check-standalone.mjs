// The repository stands alone: its files cite only what is in it. Scans the source and docs files
// git knows of (tracked, and new ones not ignored) and fails, listing file:line, on
//   - a path into the folder beside the repository (`../shared/…`) that does not resolve to a
//     file inside it;
//   - ARCHITECTURE.md, PRODUCT.md, API.md or QUALITY.md written without a path that resolves
//     inside the repository: `docs/API.md` from anywhere, or a link relative to the file
//     (`[API.md](API.md)` inside docs/) is fine, a bare `API.md` in code is not;
//   - ARCHITECTURE, PRODUCT or QUALITY used as the name of a document without its file
//     (`ARCHITECTURE rule 4`, `PRODUCT "Online shop"`);
//   - a reference to an issue tracker's numbers (`issue 12`, `issue #12`, `(issue: reports)`,
//     "a later issue").
// Decisions are cited by number ("decision 0018"), docs by path (`docs/ARCHITECTURE.md rule 4`).
// No dependencies. Usage: node scripts/check-standalone.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const self = relative(root, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

/** Lines allowed although they match, each with its reason. Keep this list short. */
const ALLOWED = [
  {
    file: 'scripts/gen-geo.mjs',
    text: "process.argv[2] ?? '../shared/data/bd-geo'",
    why: 'the generator reads the source data set from a folder given on its command line (by default one beside the repository); its output is committed',
  },
];

const SKIP = [/^package-lock\.json$/, /(^|\/)node_modules\//, /(^|\/)dist\//, /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i];

function listFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) => f !== self && !SKIP.some((re) => re.test(f)));
}

const inside = (p) => p === root || p.startsWith(root + sep);
const EXTS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css', '.md', '/index.ts', '/index.tsx'];
/** Whether `target`, read from `file`'s folder (or from the root for a `docs/…` path), names something in the repository. */
function resolvesInside(file, target) {
  const bases = [dirname(join(root, file))];
  if (/^\.?\/?docs\//.test(target)) bases.push(root);
  return bases.some((base) => {
    const p = resolve(base, target);
    return inside(p) && EXTS.some((e) => existsSync(p + e));
  });
}

const DOC_FILE = /(?:[\w.-]*\/)*(?:ARCHITECTURE|PRODUCT|API|QUALITY)\.md\b/g;
/** The name cited as a document: followed by `rule`, a quoted section or `: `. */
const DOC_NAME = /\b(?:ARCHITECTURE|PRODUCT|QUALITY)(?=\s+(?:rule\b|["“'§])|:\s)/g;
const SHARED = /(?:\.\.\/)+shared\b[\w./-]*/g;
const SHARED_ABS = /\/work\/shared\b|\bshared\/(?:docs|seed)\//g;
const ISSUE = [
  /\bissues?\s*#?\s*\d+/gi,
  /\(issue: [a-z][\w -]*[),]/g,
  /\blater issues?\b/gi,
  /\bthis issue\b/gi,
  /\bthe (?:selling|contacts|catalogue|reports) issue\b/gi,
];

const problems = [];
for (const file of listFiles()) {
  let text;
  try {
    if (!statSync(join(root, file)).isFile()) continue;
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // listed but gone (deleted in the working tree)
  }
  if (text.includes('\0')) continue; // binary
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (ALLOWED.some((a) => a.file === file && line.includes(a.text))) return;
    const found = [];
    for (const m of line.matchAll(SHARED)) if (!resolvesInside(file, m[0])) found.push(m[0]);
    for (const m of line.matchAll(SHARED_ABS)) found.push(m[0]);
    for (const m of line.matchAll(DOC_FILE)) if (!resolvesInside(file, m[0])) found.push(m[0]);
    for (const m of line.matchAll(DOC_NAME)) found.push(m[0]);
    for (const re of ISSUE) for (const m of line.matchAll(re)) found.push(m[0]);
    if (found.length > 0) problems.push(`${file}:${i + 1}: ${[...new Set(found)].join(', ')}\n    ${line.trim().slice(0, 160)}`);
  });
}

if (problems.length > 0) {
  console.error(`Citations of what is not in the repository (${problems.length}):\n`);
  for (const p of problems) console.error(p);
  console.error(
    '\nCite docs by path (docs/ARCHITECTURE.md rule 4, docs/API.md "Conventions"), decisions by number (decision 0018), and say what a piece of work was rather than its tracker number.',
  );
  process.exit(1);
}
console.log('check-standalone: every citation resolves inside the repository.');
