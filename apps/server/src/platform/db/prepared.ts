/**
 * Named prepared statements on PostgreSQL (decision 0005). The query builder sends every query
 * as an unnamed statement, which PostgreSQL parses and plans each time — on a sale, more CPU than
 * running it. This pool hands Kysely connections that send a statement it has seen before under
 * a name derived from its text: the server parses it once per connection and, after a few runs,
 * keeps a generic plan.
 *
 * Bounded: a text is prepared from its second use on (one-off texts stay unnamed), and at most
 * `PER_CONNECTION` statements per connection — beyond that, new texts run unnamed. Queries without
 * parameters (migrations, several statements in one text) always run unnamed, and so does a text
 * that ends with `PLAN_PER_RUN` (`.modifyEnd(PLAN_PER_RUN)`): one whose best plan depends on its
 * values, which a generic plan cannot know (the product search's term ranges: a generic plan made
 * a 20,000-product search 4× slower — bench product-search).
 *
 * Migrations run before the server serves: a schema change under live prepared statements could
 * make PostgreSQL refuse a prepared `SELECT *` whose columns changed ("cached plan must not change
 * result type"), so a migration must never run beside a serving process's pool.
 */
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';

const PER_CONNECTION = 256;

/** The mark of a query planned for its values on every run (never prepared). */
const PER_RUN_MARK = '/* plan per run */';
export const PLAN_PER_RUN = sql.raw(PER_RUN_MARK);
/** How many texts are remembered as "seen once" before the memory starts over. */
const SEEN_LIMIT = 10_000;

interface Prepared {
  names: Map<string, string>;
}

export class PreparingPool implements PostgresPool {
  readonly #pool: pg.Pool;
  readonly #byClient = new WeakMap<pg.PoolClient, Prepared>();
  #seen = new Set<string>();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** The name a text is prepared under, or undefined to run it unnamed this time. */
  #nameFor(state: Prepared, text: string): string | undefined {
    if (text.endsWith(PER_RUN_MARK)) return undefined;
    const known = state.names.get(text);
    if (known) return known;
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= SEEN_LIMIT) this.#seen = new Set();
      this.#seen.add(text);
      return undefined;
    }
    if (state.names.size >= PER_CONNECTION) return undefined;
    const name = `k${createHash('sha1').update(text).digest('base64url')}`;
    state.names.set(text, name);
    return name;
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.#pool.connect();
    let state = this.#byClient.get(client);
    if (!state) {
      state = { names: new Map() };
      this.#byClient.set(client, state);
    }
    const prepared = state;
    const wrapped = {
      async query(textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) {
        if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
        // A text without parameters may hold several statements (migrations): it runs unnamed.
        if (!parameters?.length) return client.query(textOrCursor);
        const values = [...parameters];
        const name = nameFor(textOrCursor);
        return name ? client.query({ name, text: textOrCursor, values }) : client.query(textOrCursor, values);
      },
      release(): void {
        client.release();
      },
    };
    const nameFor = (text: string) => this.#nameFor(prepared, text);
    return wrapped as unknown as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}
