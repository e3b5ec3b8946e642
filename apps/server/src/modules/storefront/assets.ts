/**
 * The storefront's static files: its two small scripts (client/, bundled by esbuild when the
 * server first needs them and kept in memory) and the self-hosted Bangla font. Each is served under
 * a name carrying its content's hash, so browsers keep it for a year.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { StoreAssets } from './pages.tsx';

export const ASSET_PREFIX = '/store/assets/';

interface Asset {
  body: Buffer;
  type: string;
}

const require = createRequire(import.meta.url);
const hashOf = (b: Buffer): string => createHash('sha256').update(b).digest('hex').slice(0, 10);

async function bundle(entry: string): Promise<Buffer> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL(`./client/${entry}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = out.outputFiles[0];
  if (!file) throw new Error(`storefront script ${entry}: esbuild wrote nothing`);
  return Buffer.from(file.contents);
}

export class StoreAssetFiles {
  private ready: Promise<{ urls: StoreAssets; files: Map<string, Asset> }> | null = null;

  /** Builds (once) and answers the files' addresses. */
  async urls(): Promise<StoreAssets> {
    return (await this.load()).urls;
  }

  /** A file by its hashed name, or null. */
  async file(name: string): Promise<Asset | null> {
    return (await this.load()).files.get(name) ?? null;
  }

  private load() {
    this.ready ??= (async () => {
      const [script, checkout, font] = await Promise.all([
        bundle('store'),
        bundle('checkout'),
        readFile(require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2')),
      ]);
      const files = new Map<string, Asset>();
      const add = (stem: string, ext: string, body: Buffer, type: string): string => {
        const name = `${stem}.${hashOf(body)}.${ext}`;
        files.set(name, { body, type });
        return ASSET_PREFIX + name;
      };
      const urls: StoreAssets = {
        script: add('store', 'js', script, 'text/javascript; charset=utf-8'),
        checkout: add('checkout', 'js', checkout, 'text/javascript; charset=utf-8'),
        font: add('noto-sans-bengali', 'woff2', font, 'font/woff2'),
      };
      return { urls, files };
    })();
    // A failed build is tried again on the next request rather than kept.
    this.ready.catch(() => (this.ready = null));
    return this.ready;
  }
}
