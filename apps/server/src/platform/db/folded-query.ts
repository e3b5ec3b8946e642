/**
 * One statement sent together with its transaction's BEGIN before it and/or its COMMIT after it
 * (decision 0005, "BEGIN and COMMIT ride along"): the messages of all of them go out in one write
 * and PostgreSQL answers once, at the single Sync that ends them — one round trip instead of two
 * or three. PostgreSQL runs the messages in order and, after an error, skips the rest up to the
 * Sync: a COMMIT behind a statement that failed never runs (the transaction stays open, aborted,
 * and the caller's ROLLBACK ends it), and a statement behind a BEGIN runs inside its transaction.
 *
 * Built on `pg`'s own query (its parameter binding, type parsing and result), which answers here
 * with the statement's result alone. `pg`'s client takes every ParseComplete of a round trip as
 * the named statement's own, so a BEGIN may ride only ahead of a statement that is unnamed or
 * already parsed on the connection (`PreparingPool` sees to it); a COMMIT's comes after the
 * statement's and changes nothing.
 */
import pg from 'pg';

/** What `pg`'s query does with the connection, which its typings leave out. */
interface Wire {
  parse(m: { text: string; name?: string }): void;
  bind(m: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(m: { portal?: string; rows?: number }): void;
  sync(): void;
}

/** `pg`'s query with the members this file overrides, which its typings leave out. */
interface QueryInternals {
  text: string;
  values: unknown[] | undefined;
  _results: unknown;
  _canceledDueToError: unknown;
  _getRows(connection: Wire, rows: number | undefined): void;
  prepare(connection: Wire): void;
  handleReadyForQuery(connection: Wire): void;
}

const BaseQuery = pg.Query as unknown as new (config: pg.QueryConfig & { queryMode?: 'extended' }) => pg.Query & QueryInternals;

/** A control statement (BEGIN, COMMIT) without parameters, unnamed, without a Sync of its own. */
function sendBare(connection: Wire, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

export interface Fold {
  /** Send BEGIN ahead of the statement. */
  begin: boolean;
  /** Send COMMIT behind the statement. */
  commit: boolean;
}

export class FoldedQuery extends BaseQuery {
  readonly #fold: Fold;

  /** What rides along with the statement (the sales bench records it). */
  get fold(): Fold {
    return this.#fold;
  }

  constructor(config: pg.QueryConfig, fold: Fold) {
    // Always the extended protocol, even without parameters: the simple one would end with its own Sync.
    super({ ...config, queryMode: 'extended' });
    this.#fold = fold;
  }

  override prepare(connection: Wire): void {
    if (this.#fold.begin) sendBare(connection, 'BEGIN');
    super.prepare(connection);
  }

  override _getRows(connection: Wire, rows: number | undefined): void {
    if (!this.#fold.commit) {
      super._getRows(connection, rows);
      return;
    }
    connection.execute({});
    sendBare(connection, 'COMMIT');
    connection.sync();
  }

  override handleReadyForQuery(connection: Wire): void {
    // pg gathered one result a command — BEGIN's, the statement's, COMMIT's: answer the statement's.
    if (!this._canceledDueToError && Array.isArray(this._results)) {
      this._results = (this._results as unknown[])[this.#fold.begin ? 1 : 0];
    }
    super.handleReadyForQuery(connection);
  }
}

/** Runs `text` with `values` (under `name`, if given) on `client`, with what `fold` says riding along. */
export function queryFolded(
  client: pg.ClientBase,
  query: { text: string; values: unknown[]; name?: string | undefined },
  fold: Fold,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const callback = (err: Error | null, res: pg.QueryResult) => (err ? reject(err) : resolve(res));
    const config = { text: query.text, values: query.values, callback, ...(query.name ? { name: query.name } : {}) };
    client.query(new FoldedQuery(config as pg.QueryConfig, fold) as never);
  });
}
