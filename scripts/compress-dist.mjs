// Writes .br and .gz beside every compressible file of the built web app, so the server sends
// compressed files without compressing on each request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'apps/web/dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
let files = 0;
function walk(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (COMPRESSIBLE.test(name) && statSync(p).size >= 1024) {
      const buf = readFileSync(p);
      writeFileSync(`${p}.gz`, gzipSync(buf, { level: 9 }));
      writeFileSync(`${p}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      files += 1;
    }
  }
}
walk(dir);
console.log(`compressed ${files} files in ${dir} (.br and .gz)`);
