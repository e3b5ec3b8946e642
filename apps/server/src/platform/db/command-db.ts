/**
 * The database an operator's command works on: the server's own (DATABASE_URL, or the PGlite
 * folder under DATA_DIR). The embedded one is opened by one process at a time: a command holds
 * the folder while it runs and is refused while the server has it (backups.ts `holdFolder`).
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { holdFolder } from './backups.ts';
import { openDb } from './connect.ts';
import type { DbHandle } from './connect.ts';

export async function openCommandDb(config: Config, who: string): Promise<DbHandle> {
  if (config.databaseUrl) return openDb({ kind: 'postgres', url: config.databaseUrl });
  const release = holdFolder(config.dataDir, who);
  try {
    const handle = await openDb({ kind: 'pglite', dataDir: pgliteDir(config) });
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** The embedded database's folder. */
export function pgliteDir(config: Config): string {
  return join(config.dataDir, 'pglite');
}
