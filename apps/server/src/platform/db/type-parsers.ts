/**
 * The JS types every query returns, the same on PGlite and on node-postgres:
 * int8 → bigint, numeric → string (exact decimals), date → 'YYYY-MM-DD', timestamptz → Date.
 * int4/int2 → number, bool → boolean, json/jsonb → parsed value, text[] → string[] (driver defaults).
 */
export const PG_OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIMESTAMPTZ: 1184,
  TIMESTAMP: 1114,
  INT8_ARRAY: 1016,
} as const;

export type TextParser = (value: string) => unknown;

const parseBigIntArray: TextParser = (value) => {
  // '{1,2,NULL}' — int8 arrays have no quoting or nesting in our schema.
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  return inner.split(',').map((v) => (v === 'NULL' ? null : BigInt(v)));
};

/** Our overrides, keyed by type OID (text format). */
export const TEXT_PARSERS: Record<number, TextParser> = {
  [PG_OID.INT8]: (v) => BigInt(v),
  [PG_OID.NUMERIC]: (v) => v,
  [PG_OID.DATE]: (v) => v,
  [PG_OID.TIMESTAMPTZ]: (v) => new Date(v),
  [PG_OID.INT8_ARRAY]: parseBigIntArray,
};
