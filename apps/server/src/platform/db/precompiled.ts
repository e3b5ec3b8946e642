/**
 * Statements built with the query builder once per shape and compiled once (decision 0005).
 * Building and compiling a query costs tens of microseconds of Node CPU each time; on a sale that
 * was the largest part of what the server's own code spends. A hot statement is written as
 * `precompiled((db, v) => …builder using v…)`: the first call of each shape builds it with
 * stand-ins for the values and keeps the compiled text; each call puts its values in their places.
 *
 * The shape: a value that is an array of plain objects (rows to insert) is given as that many
 * stand-in rows with the same keys, and a plain object as a stand-in with its keys; so the text is
 * kept per number of rows and set of columns. Any other value (string, number, bigint, Date, null,
 * an array of scalars sent as one array parameter) is one parameter. A statement whose text would
 * depend on a value itself (a branch on it, an `in` list) is refused when first built.
 */
import { CompiledQuery } from 'kysely';
import type { Compilable } from 'kysely';
import type { Queryable } from './schema.ts';

const SLOT = Symbol('precompiled slot');

/** Where a parameter's value is found in the call's values: [field] or [field, row or key, key]. */
type Path = readonly (string | number)[];

interface Slot {
  readonly [SLOT]: Path;
}

function isSlot(v: unknown): v is Slot {
  return typeof v === 'object' && v !== null && SLOT in v;
}

const slot = (path: Path): Slot => ({ [SLOT]: path });

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

const isRows = (v: unknown): v is Record<string, unknown>[] => Array.isArray(v) && v.length > 0 && v.every(isPlainObject);

/** The keys of a row that have a value: an undefined one is left out, as the builder leaves out its column. */
const keysOf = (row: Record<string, unknown>): string[] => Object.keys(row).filter((k) => row[k] !== undefined);

/** The key of a call's shape: row counts and column sets of its row values, key sets of its object values. */
function shapeOf(values: object): string {
  let key = '';
  for (const [field, v] of Object.entries(values)) {
    if (isRows(v)) key += `${field}[${v.map((r) => keysOf(r).join(',')).join(';')}]`;
    else if (isPlainObject(v)) key += `${field}{${keysOf(v).join(',')}}`;
  }
  return key;
}

/** Stand-ins for a call's values: a slot for each parameter, rows and objects kept as such. */
function standIns(values: object, used: Set<string>): object {
  const out: Record<string, unknown> = {};
  for (const [field, v] of Object.entries(values)) {
    if (isRows(v)) out[field] = v.map((row, i) => Object.fromEntries(keysOf(row).map((k) => [k, slot([field, i, k])])));
    else if (isPlainObject(v)) out[field] = Object.fromEntries(keysOf(v).map((k) => [k, slot([field, k])]));
    else out[field] = slot([field]);
  }
  // which fields the builder reads, to refuse one that went into the text instead of a parameter
  return new Proxy(out, {
    get: (target, key) => {
      if (typeof key === 'string') used.add(key);
      return target[key as string];
    },
  });
}

type Get = (values: object) => unknown;
type Fields = Record<string | number, Record<string | number, Record<string, unknown>>>;

/** Reads the value at `path` (one, two or three steps deep). */
function getter(path: Path): Get {
  const [a, b, c] = path as [string, string | number, string];
  if (path.length === 1) return (v) => (v as Fields)[a];
  if (path.length === 2) return (v) => (v as Fields)[a]?.[b];
  return (v) => (v as Fields)[a]?.[b]?.[c];
}

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** Per parameter: how to read its value from a call's values, or null for a constant of the statement. */
  gets: (Get | null)[];
  constants: readonly unknown[];
  /** Names the shape, for the batch that keeps the texts it makes of such statements. */
  id: string;
}

let templates = 0;

function compileOnce<V extends object>(db: Queryable, build: (db: Queryable, values: V) => Compilable<unknown>, values: V): Template {
  const used = new Set<string>();
  const compiled = build(db, standIns(values, used) as V).compile();
  const paths = compiled.parameters.map((p) => (isSlot(p) ? p[SLOT] : null));
  const placed = new Set(paths.map((p) => p?.[0]));
  for (const field of used)
    if (!placed.has(field)) throw new Error(`precompiled: the value "${field}" is not a parameter of the statement`);
  return {
    sql: compiled.sql,
    query: compiled.query,
    gets: paths.map((p) => (p === null ? null : getter(p))),
    constants: compiled.parameters,
    id: `p${++templates}`,
  };
}

/** A precompiled statement with one call's values, to run now or to add to a write batch (batch.ts). */
export interface Bound {
  readonly db: Queryable;
  readonly compiled: CompiledQuery;
  /** the same for every call of this shape */
  readonly shapeId: string;
}

function binder<V extends object>(build: (db: Queryable, values: V) => Compilable<unknown>): (db: Queryable, values: V) => Bound {
  const byShape = new Map<string, Template>();
  return (db, values) => {
    const shape = shapeOf(values);
    let t = byShape.get(shape);
    if (!t) byShape.set(shape, (t = compileOnce(db, build, values)));
    const { gets, constants } = t;
    const parameters = new Array<unknown>(gets.length);
    for (let i = 0; i < gets.length; i++) {
      const get = gets[i];
      parameters[i] = get ? get(values) : constants[i];
    }
    return { db, shapeId: t.id, compiled: { ...CompiledQuery.raw(t.sql, parameters), query: t.query } };
  };
}

/**
 * A read (or a write whose answer is needed): `precompiled((db, v) => db.selectFrom('x').where('id', '=', v.id).selectAll())`
 * returns `(db, { id })` → rows. `build` gets the first caller's database for the builder only;
 * each call runs on the database or transaction it is given.
 */
export function precompiled<V extends object, R>(
  build: (db: Queryable, values: V) => Compilable<R>,
): (db: Queryable, values: V) => Promise<R[]> {
  const bind = binder(build);
  return async (db, values) => {
    const { compiled } = bind(db, values);
    return (await db.executeQuery(compiled as CompiledQuery<R>)).rows;
  };
}

/** A write without an answer, bound to its values: hand it to `write(…, batch)` (batch.ts) to run now or with the batch. */
export function precompiledWrite<V extends object>(
  build: (db: Queryable, values: V) => Compilable<unknown>,
): (db: Queryable, values: V) => Bound {
  return binder(build);
}
