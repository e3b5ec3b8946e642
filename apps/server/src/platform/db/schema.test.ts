/**
 * The typed schema (schema.ts) and the migrated database say the same thing: every table of the
 * `Database` interface exists with exactly its columns, each nullable where the type allows null,
 * and the database has no table the interface does not know. Read with the TypeScript compiler
 * from the source, so the two cannot drift apart.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/db.ts';
import type { DbHandle } from './connect.ts';

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** table → column → nullable, as schema.ts types them. */
function typedSchema(): Map<string, Map<string, boolean>> {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  if (!source) throw new Error('schema.ts not found');
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error('no Database interface');
  const out = new Map<string, Map<string, boolean>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, boolean>();
    for (const column of checker.getTypeOfSymbolAtLocation(table, database).getProperties()) {
      const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(column, database), undefined, ts.TypeFormatFlags.NoTruncation);
      columns.set(column.name, /\bnull\b/.test(type));
    }
    out.set(table.name, columns);
  }
  return out;
}

let db: DbHandle;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('schema.ts and the migrations', () => {
  it('have the same tables, the same columns, and the same nullability', async () => {
    const typed = typedSchema();
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      SELECT c.table_name, c.column_name, c.is_nullable
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    `.execute(db.db);
    const actual = new Map<string, Map<string, boolean>>();
    for (const r of rows) {
      const columns = actual.get(r.table_name) ?? new Map<string, boolean>();
      columns.set(r.column_name, r.is_nullable === 'YES');
      actual.set(r.table_name, columns);
    }
    expect(typed.size).toBeGreaterThan(30);
    expect([...actual.keys()].sort()).toEqual([...typed.keys()].sort());
    for (const [table, columns] of typed) {
      const inDb = Object.fromEntries([...(actual.get(table) ?? new Map<string, boolean>())].sort());
      expect(inDb, table).toEqual(Object.fromEntries([...columns].sort()));
    }
  });
});
