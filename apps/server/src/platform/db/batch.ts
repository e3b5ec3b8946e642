/**
 * Writes sent to the database as one statement (decision 0005): the writers of a posting (stock
 * movements, product rows, summaries, the invoice, its lines and payments, audit, usage) each
 * build their INSERT / UPDATE with the query builder — precompiled once per shape (precompiled.ts)
 * or built on the spot — and hand it to a batch instead of running it; `flush` runs them all as one
 * data-modifying WITH statement — one round trip instead of one each. When every part is
 * precompiled, the statement's text is the same for the same sequence of shapes and is kept.
 *
 * PostgreSQL runs every part of such a statement on the same snapshot, so a part must not read
 * what another part writes, and no two parts may change the same row; foreign keys are checked at
 * the end of the statement, so an invoice and its lines may go in one batch. A writer that is
 * handed no batch runs its statement at once, as before.
 */
import { CompiledQuery } from 'kysely';
import type { Compilable, OperationNodeSource } from 'kysely';
import type { Bound } from './precompiled.ts';
import type { Queryable } from './schema.ts';

/** A data-modifying query builder (insertInto / updateTable / deleteFrom) without RETURNING. */
export type Write = OperationNodeSource & Compilable & { execute(): Promise<unknown> };

function isBound(w: Write | Bound): w is Bound {
  return 'shapeId' in w;
}

/** `$n` placeholders shifted by `by` (the parts' parameters follow one another in the statement). */
function shift(text: string, by: number): string {
  return by === 0 ? text : text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
}

/** The statement's text for a sequence of precompiled shapes: the same every time, so kept (bounded). */
const texts = new Map<string, string>();
const TEXTS_LIMIT = 1_000;

function withText(parts: readonly CompiledQuery[]): string {
  let offset = 0;
  const ctes = parts.map((c, i) => {
    const cte = `w${i} AS (${shift(c.sql, offset)})`;
    offset += c.parameters.length;
    return cte;
  });
  return `WITH ${ctes.join(', ')} SELECT 1`;
}

export class WriteBatch {
  readonly #writes: (Write | Bound)[] = [];

  constructor(readonly db: Queryable) {}

  add(w: Write | Bound): void {
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
      await run(writes[0] as Write | Bound);
      return;
    }
    const parts = writes.map((w) => (isBound(w) ? w.compiled : w.compile()));
    let text: string;
    if (writes.every(isBound)) {
      const key = writes.map((w) => w.shapeId).join(' ');
      let kept = texts.get(key);
      if (kept === undefined) {
        if (texts.size >= TEXTS_LIMIT) texts.clear();
        texts.set(key, (kept = withText(parts)));
      }
      text = kept;
    } else text = withText(parts);
    await this.db.executeQuery(
      CompiledQuery.raw(
        text,
        parts.flatMap((c) => c.parameters),
      ),
    );
  }
}

async function run(w: Write | Bound): Promise<void> {
  if (isBound(w)) await w.db.executeQuery(w.compiled);
  else await w.execute();
}

/** Runs `w` now, or adds it to `batch` when one is given. */
export async function write(w: Write | Bound, batch?: WriteBatch): Promise<void> {
  if (batch) batch.add(w);
  else await run(w);
}
