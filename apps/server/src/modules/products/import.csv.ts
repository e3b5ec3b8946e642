/**
 * The product CSV: its columns, the downloadable template, and reading a file into rows with their
 * line numbers. A file that cannot be read as a whole is refused (IMPORT_INVALID_FILE); problems of
 * single rows are left to the import service.
 */
import { parse } from 'csv-parse/sync';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';

export const IMPORT_COLUMNS = [
  'name',
  'unit',
  'category',
  'subCategory',
  'purchasePrice',
  'sellPrice',
  'barcode',
  'openingStock',
  'lowStockAlert',
  'vatPercent',
  'warrantyDays',
  'expiryDate',
  'batchNumber',
  'details',
  'onlineSale',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'unit', 'purchasePrice', 'sellPrice'];
export const MAX_IMPORT_ROWS = 5000;

const BOM = '\uFEFF';

function csvLine(cells: readonly string[]): string {
  return cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

/** UTF-8 with a BOM (Excel then opens Bangla right), CRLF lines, the header and two example rows. */
export function importTemplate(): string {
  const examples: Record<ImportColumn, string>[] = [
    {
      name: 'মিনিকেট চাল',
      unit: 'kg',
      category: 'চাল ও ডাল',
      subCategory: 'চাল',
      purchasePrice: '62.50',
      sellPrice: '68',
      barcode: '',
      openingStock: '50',
      lowStockAlert: '10',
      vatPercent: '',
      warrantyDays: '',
      expiryDate: '',
      batchNumber: '',
      details: '৫০ কেজির বস্তা থেকে খোলা, "সেরা" মান',
      onlineSale: 'yes',
    },
    {
      name: 'Mango Juice 250ml',
      unit: 'pcs',
      category: 'Beverages',
      subCategory: 'Juice',
      purchasePrice: '22',
      sellPrice: '25',
      barcode: '2000000000015',
      openingStock: '24',
      lowStockAlert: '6',
      vatPercent: '5',
      warrantyDays: '',
      expiryDate: '2027-06-30',
      batchNumber: 'B-1024',
      details: '',
      onlineSale: 'no',
    },
  ];
  const lines = [csvLine(IMPORT_COLUMNS), ...examples.map((e) => csvLine(IMPORT_COLUMNS.map((c) => e[c])))];
  return BOM + lines.join('\r\n') + '\r\n';
}

export interface CsvRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  /** Cells by column; only the header's columns. */
  cells: Partial<Record<ImportColumn, string>>;
  /** Cells in the row when it does not match the header's count, else null. */
  badCellCount: number | null;
}

function invalidFile(lang: Language, key: string, params: Record<string, string | number> = {}): AppError {
  return new AppError('IMPORT_INVALID_FILE', { problem: t(lang, key, params), ...params });
}

/** The delimiter of the header line: comma, or semicolon / tab as some Excel locales save. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** Binary files (a photo or an .xlsx sent by mistake) have NUL or other control characters; text has only tab, CR, LF. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x0b) return true;
  }
  return false;
}

const COLUMN_BY_LOWER = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

export function readCsv(csv: string, lang: Language): CsvRow[] {
  const text = csv.startsWith(BOM) ? csv.slice(1) : csv;
  if (looksBinary(text)) throw invalidFile(lang, 'validation.import.notCsv', { line: 1 });
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (the typings know only the plain form).
    records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    const line = typeof (e as { lines?: unknown }).lines === 'number' ? (e as { lines: number }).lines : 1;
    throw invalidFile(lang, 'validation.import.notCsv', { line });
  }
  const [head, ...body] = records;
  const header = head?.record.map((h) => h.trim()) ?? [];
  if (header.length === 0 || header.every((h) => h === '')) throw invalidFile(lang, 'validation.import.noHeader');
  const columns = header.map((h) => COLUMN_BY_LOWER.get(h.toLowerCase()));
  const unknown = header.filter((_h, i) => columns[i] === undefined);
  if (unknown.length > 0) {
    throw invalidFile(lang, 'validation.import.unknownColumns', {
      columns: unknown
        .map((u) => u.slice(0, 40))
        .slice(0, 10)
        .join(', '),
    });
  }
  const known = columns.filter((c): c is ImportColumn => c !== undefined);
  const repeated = known.filter((c, i) => known.indexOf(c) !== i);
  if (repeated.length > 0) throw invalidFile(lang, 'validation.import.duplicateColumns', { columns: [...new Set(repeated)].join(', ') });
  const missing = REQUIRED_COLUMNS.filter((c) => !known.includes(c));
  if (missing.length > 0) throw invalidFile(lang, 'validation.import.missingColumns', { columns: missing.join(', ') });

  const rows: CsvRow[] = [];
  let previousEnd = head?.info.lines ?? 1;
  for (const { record, info } of body) {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    if (record.every((c) => c.trim() === '')) continue;
    const cells: Partial<Record<ImportColumn, string>> = {};
    known.forEach((c, i) => {
      cells[c] = (record[i] ?? '').trim();
    });
    rows.push({ line, cells, badCellCount: record.length === header.length ? null : record.length });
  }
  if (rows.length === 0) throw invalidFile(lang, 'validation.import.noRows');
  if (rows.length > MAX_IMPORT_ROWS) throw invalidFile(lang, 'validation.import.tooManyRows', { max: MAX_IMPORT_ROWS });
  return rows;
}
