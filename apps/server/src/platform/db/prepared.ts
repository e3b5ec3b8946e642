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
 * It also saves a transaction two round trips (decision 0005, "BEGIN and COMMIT ride along"):
 * BEGIN goes out with the transaction's first statement (`folded-query.ts`), and a statement
 * marked with `COMMIT_MARK` (`WriteBatch.flush({ last: true })`) takes the COMMIT with it. Only
 * statements with parameters carry them (a text without may hold several statements).
 *
 * Migrations run before the server serves: a schema change under live prepared statements could
 * make PostgreSQL refuse a prepared `SELECT *` whose columns changed ("cached plan must not change
 * result type"), so a migration must never run beside a serving process's pool.
 */
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import { queryFolded } from './folded-query.ts';

const PER_CONNECTION = 256;

/** The mark of a query planned for its values on every run (never prepared). */
const PER_RUN_MARK = '/* plan per run */';
/** The mark of a transaction's last statement: on PostgreSQL its COMMIT is sent with it (`WriteBatch.flush`). */
export const COMMIT_MARK = '/* and commit */';
export const PLAN_PER_RUN = sql.raw(PER_RUN_MARK);
/** How many texts are remembered as "seen once" before the memory starts over. */
const SEEN_LIMIT = 10_000;

interface Prepared {
  names: Map<string, string>;
  /** Names this connection has run (so parsed) at least once. */
  ran: Set<string>;
}

/** The texts Kysely sends to begin and end a transaction. */
function controlOf(text: string): 'begin' | 'commit' | 'rollback' | undefined {
  return text === 'begin' || text === 'commit' || text === 'rollback' ? text : undefined;
}
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [] };
const COMMITTED = { command: 'COMMIT', rowCount: null, rows: [] };
const ROLLED_BACK = { command: 'ROLLBACK', rowCount: null, rows: [] };

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
      state = { names: new Map(), ran: new Set() };
      this.#byClient.set(client, state);
    }
    const prepared = state;
    const nameFor = (text: string) => this.#nameFor(prepared, text);
    /**
     * Where this checkout's transaction is (decision 0005, "BEGIN and COMMIT ride along"): `begin`
     * answers at once and the BEGIN goes out with the next statement; a statement marked
     * `COMMIT_MARK` takes the COMMIT with it, and the `commit` that follows answers at once.
     */
    let tx: 'none' | 'pending' | 'open' | 'committed' = 'none';
    const wrapped = {
      async query(textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) {
        if (typeof textOrCursor !== 'string') {
          if (tx === 'pending') {
            tx = 'open';
            await client.query('BEGIN');
          }
          return client.query(textOrCursor as never);
        }
        const values = parameters ? [...parameters] : [];
        if (values.length === 0) {
          const control = controlOf(textOrCursor);
          if (control === 'begin' && tx === 'none') {
            tx = 'pending';
            return BEGUN;
          }
          if (control === 'commit' || control === 'rollback') {
            const was = tx;
            tx = 'none';
            // Nothing sent since BEGIN: there is no transaction on the server to end.
            if (was === 'pending') return control === 'commit' ? COMMITTED : ROLLED_BACK;
            // Committed with its last statement. A rollback asked for after that (the caller failed
            // once its last statement had run) finds nothing left to undo.
            if (was === 'committed') return control === 'commit' ? COMMITTED : ROLLED_BACK;
          }
        }
        if (tx === 'committed') throw new Error('A statement after the one that committed the transaction');
        const name = values.length > 0 ? nameFor(textOrCursor) : undefined;
        // A text without parameters may hold several statements (migrations), which only the
        // simple protocol runs: it rides with nothing.
        const foldable = values.length > 0;
        const commit = foldable && tx !== 'none' && textOrCursor.endsWith(COMMIT_MARK);
        let begin = false;
        if (tx === 'pending') {
          tx = 'open';
          // pg takes the BEGIN's ParseComplete as a named statement's own: ride only ahead of a
          // statement that is unnamed or already parsed here; else BEGIN goes alone, as before.
          if (foldable && (name === undefined || prepared.ran.has(name))) begin = true;
          else await client.query('BEGIN');
        }
        if (!begin && !commit) {
          const res = await (name ? client.query({ name, text: textOrCursor, values }) : client.query(textOrCursor, values));
          if (name) prepared.ran.add(name);
          return res;
        }
        const res = await queryFolded(client, { text: textOrCursor, values, name }, { begin, commit });
        if (name) prepared.ran.add(name);
        if (commit) tx = 'committed';
        return res;
      },
      release(): void {
        client.release();
      },
    };
    return wrapped as unknown as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}
