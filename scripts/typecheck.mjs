// Type-checks every workspace with its own tsconfig (no emit). Fails on the first error.
import { execFileSync } from 'node:child_process';
const projects = [
  'packages/core',
  'packages/contracts',
  'packages/i18n',
  'apps/server',
  'apps/server/src/modules/storefront/client',
  'apps/web',
  'e2e',
  'bench',
];
for (const p of projects) {
  process.stdout.write(`tsc ${p}\n`);
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });
}
