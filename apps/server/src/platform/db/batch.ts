/**
 * Writes sent to the database as one statement (decision 0005): the writers of a posting (stock
 * movements, product rows, summaries, the invoice, its lines and payments, audit, usage) each
 * build their INSERT / UPDATE with the query builder and hand it to a batch instead of running it;
 * `flush` runs them all as one data-modifying WITH statement — one round trip instead of one each.
 *
 * PostgreSQL runs every part of such a statement on the same snapshot, so a part must not read
 * what another part writes, and no two parts may change the same row; foreign keys are checked at
 * the end of the statement, so an invoice and its lines may go in one batch. A writer that is
 * handed no batch runs its statement at once, as before.
 */
import { sql } from 'kysely';
import type { Compilable, OperationNodeSource } from 'kysely';
import type { Queryable } from './schema.ts';

/** A data-modifying query builder (insertInto / updateTable / deleteFrom) without RETURNING. */
export type Write = OperationNodeSource & Compilable & { execute(): Promise<unknown> };

export class WriteBatch {
  readonly #writes: Write[] = [];

  constructor(readonly db: Queryable) {}

  add(w: Write): void {
    this.#writes.push(w);
  }

  get size(): number {
    return this.#writes.length;
  }

  /** Runs what was added, as one statement, and empties the batch. */
  async flush(): Promise<void> {
    const writes = this.#writes.splice(0);
    if (writes.length === 0) return;
    if (writes.length === 1) {
      await (writes[0] as Write).execute();
      return;
    }
    const parts = writes.map((w, i) => sql`${sql.raw(`w${i}`)} AS (${w})`);
    await sql`WITH ${sql.join(parts)} SELECT 1`.execute(this.db);
  }
}

/** Runs `w` now, or adds it to `batch` when one is given. */
export async function write(w: Write, batch?: WriteBatch): Promise<void> {
  if (batch) batch.add(w);
  else await w.execute();
}
