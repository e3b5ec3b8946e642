/**
 * The reports' CSV files, written in one place: UTF-8 with a BOM (Excel then reads Bangla right),
 * CRLF line ends, every field quoted. Numbers are plain decimals in ASCII digits without ৳ or
 * grouping ("1250.50", "-12.5"), so a spreadsheet reads them as numbers and sums them; headers and
 * names are in the user's language. A text that a spreadsheet would run as a formula (=, +, -, @
 * first) gets a leading apostrophe.
 */
import { formatMoneyDecimal, formatQuantity, parseMoney, parseQuantity } from '@dokani/core/money';

/** A number cell: its plain decimal text. */
export interface CsvNumber {
  readonly num: string;
}
export type CsvCell = string | CsvNumber | null;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Money from the API's decimal string → "1250.50" (exact, through core's integer money). */
export function csvMoney(m: string): CsvNumber {
  const p = parseMoney(m.trim());
  return { num: p === null ? '0.00' : formatMoneyDecimal(p) };
}

/** A quantity "1.500" → "1.5". */
export function csvQty(q: string): CsvNumber {
  const v = parseQuantity(q.trim());
  return { num: v === null ? '0' : formatQuantity(v) };
}

/** A count or a percentage (any finite number; at most 2 decimals, no exponent). */
export function csvNum(n: number): CsvNumber {
  if (!Number.isFinite(n)) return { num: '0' };
  const s = Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, '');
  return { num: s === '-0' ? '0' : s };
}

function field(cell: CsvCell): string {
  let text: string;
  if (cell === null) text = '';
  else if (typeof cell === 'string') text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  else text = PLAIN_NUMBER.test(cell.num) ? cell.num : '';
  return `"${text.replace(/"/g, '""')}"`;
}

/** The file's text: BOM, the header row, the rows; CRLF after every line. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(field), ...rows.map((r) => r.map(field))].map((cells) => cells.join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `dokani-sales-2026-01-01-2026-01-31.csv` (ASCII only, whatever the language). */
export function csvFileName(report: string, range: { from: string; to: string }): string {
  const safe = report.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
  return `dokani-${safe}-${range.from}-${range.to}.csv`;
}
