/**
 * No circle between the web's features: dependency-cruiser sees files, and two features may
 * reach each other through their faces (features/<name>/index.ts) without any one file ever
 * importing itself again. Here a feature uses another when one of its files (tests and `test-*`
 * stubs aside) imports '@/features/<other>'; that graph must have no cycle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../apps/web/src/features/', import.meta.url).pathname;
const features = readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory());

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesOf(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('test-') ? [path] : [];
  });
}

const uses = new Map(features.map((f) => [f, new Set()]));
for (const f of features)
  for (const file of filesOf(join(root, f)))
    for (const m of readFileSync(file, 'utf8').matchAll(/from '@\/features\/([^/']+)/g)) if (m[1] !== f) uses.get(f).add(m[1]);

const circles = [];
const state = new Map();
function visit(f, path) {
  state.set(f, 'open');
  for (const g of uses.get(f) ?? []) {
    if (state.get(g) === 'open') circles.push([...path.slice(path.indexOf(g)), g].join(' → '));
    else if (!state.has(g)) visit(g, [...path, g]);
  }
  state.set(f, 'done');
}
for (const f of features) if (!state.has(f)) visit(f, [f]);

if (circles.length) {
  console.error(`check-feature-cycles: features that use each other:\n  ${circles.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-feature-cycles: ${features.length} features, no circle between them.`);
