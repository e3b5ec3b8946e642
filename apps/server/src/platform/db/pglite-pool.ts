/**
 * A tiny pool for Kysely's PostgresDialect on top of one PGlite instance.
 * PGlite is a single session, so `connect()` takes a mutex: a transaction holds the only
 * "connection" until it releases it, and concurrent requests queue in order.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/** Kysely reads numAffectedRows only for these commands; PGlite reports affectedRows without one. */
function commandOf(sql: string): Command {
  const m = /^\s*(?:--[^\n]*\n\s*)*(\w+)/.exec(sql);
  const first = (m?.[1] ?? '').toUpperCase();
  if (first === 'INSERT' || first === 'UPDATE' || first === 'DELETE' || first === 'MERGE') return first;
  if (first === 'WITH') {
    // A data-modifying CTE: the outermost statement decides, approximated by the last keyword.
    const kinds = [...sql.toUpperCase().matchAll(/\b(INSERT|UPDATE|DELETE|MERGE|SELECT)\b/g)];
    const last = kinds.at(-1)?.[1];
    if (last === 'INSERT' || last === 'UPDATE' || last === 'DELETE' || last === 'MERGE') return last;
  }
  return 'SELECT';
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

export class PGlitePool implements PostgresPool {
  readonly #pg: PGlite;
  readonly #mutex = new Mutex();
  #ended = false;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('PGlite pool has ended');
    const release = await this.#mutex.acquire();
    const pg = this.#pg;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        if (parameters.length === 0) {
          // Parameter-less SQL may hold several statements (migrations): the simple protocol runs them.
          const all = await pg.exec(sql);
          const last = all.at(-1);
          const rows = (last?.rows ?? []) as R[];
          return { command: commandOf(sql), rowCount: last?.affectedRows ?? rows.length, rows };
        }
        const res = await pg.query<R>(sql, [...parameters]);
        return { command: commandOf(sql), rowCount: res.affectedRows ?? res.rows.length, rows: res.rows };
      },
      release(): void {
        if (released) return;
        released = true;
        release();
      },
    };
    return client as PostgresPoolClient;
  }

  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    const release = await this.#mutex.acquire();
    try {
      await this.#pg.close();
    } finally {
      release();
    }
  }
}
