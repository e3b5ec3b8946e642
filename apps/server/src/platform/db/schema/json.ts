import type { ColumnType } from 'kysely';

/** A jsonb column: written as a JSON string parameter, read back as the parsed value. */
export type Json<T> = ColumnType<T, string, string>;
