/**
 * Reads a shop's export for a restore (restore-shop.ts): `shop.json`, from the export's ZIP or on
 * its own, streamed through stream-json's parser token by token, so a shop of years is never held
 * whole — first the head (format, schema version, counts), then each table's rows, a batch at a
 * time, in the order the file holds them; and the ZIP's photos under `media/`.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { chain } from 'stream-chain';
import { none } from 'stream-chain/defs.js';
import { Assembler } from 'stream-json/assembler.js';
import { parser } from 'stream-json/parser.js';
import type { Token } from 'stream-json/parser.js';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { MEDIA_FOLDER } from './export-shop.ts';

export type Row = Record<string, unknown>;

/** What the file holds, in its order: a head field, a batch of a table's rows, a table's end. */
export type ExportItem =
  { kind: 'head'; key: string; value: unknown } | { kind: 'rows'; table: string; rows: Row[] } | { kind: 'table-end'; table: string };

/** Rows handed on at a time. */
const BATCH = 500;

/** The file's structure as the tokens pass: the top object, the `tables` object, a table's array. */
type Place = 'start' | 'top' | 'head-value' | 'tables-open' | 'tables' | 'table-open' | 'rows' | 'row' | 'end';

/**
 * The items of a shop.json stream. A file that is not shaped as an export (not an object, `tables`
 * not an object of arrays of objects) ends with an error saying where.
 */
export async function* readShopJson(input: Readable): AsyncGenerator<ExportItem> {
  let place = 'start' as Place;
  let key = '';
  let table = '';
  let rows: Row[] = [];
  let asm: Assembler | null = null;
  const out: ExportItem[] = [];
  const bad = (what: string) => new Error(`shop.json: ${what}`);

  const step = (tok: Token): void => {
    switch (place) {
      case 'start':
        if (tok.name !== 'startObject') throw bad('not a JSON object');
        place = 'top';
        return;
      case 'top':
        if (tok.name === 'endObject') {
          place = 'end';
          return;
        }
        if (tok.name !== 'keyValue') throw bad(`unexpected ${tok.name}`);
        key = tok.value;
        if (key === 'tables') place = 'tables-open';
        else {
          asm = new Assembler();
          place = 'head-value';
        }
        return;
      case 'head-value': {
        const a = asm as Assembler;
        a.consume(tok);
        if (a.done) {
          out.push({ kind: 'head', key, value: a.current });
          place = 'top';
        }
        return;
      }
      case 'tables-open':
        if (tok.name !== 'startObject') throw bad('"tables" is not an object');
        place = 'tables';
        return;
      case 'tables':
        if (tok.name === 'endObject') {
          place = 'top';
          return;
        }
        if (tok.name !== 'keyValue') throw bad(`"tables" holds ${tok.name}, not a table's name`);
        table = tok.value;
        place = 'table-open';
        return;
      case 'table-open':
        if (tok.name !== 'startArray') throw bad(`table "${table}" is not a list of rows`);
        place = 'rows';
        return;
      case 'rows':
        if (tok.name === 'endArray') {
          if (rows.length) out.push({ kind: 'rows', table, rows });
          rows = [];
          out.push({ kind: 'table-end', table });
          place = 'tables';
          return;
        }
        if (tok.name !== 'startObject') throw bad(`a row of "${table}" is not an object`);
        asm = new Assembler();
        asm.consume(tok);
        place = 'row';
        return;
      case 'row': {
        const a = asm as Assembler;
        a.consume(tok);
        if (a.done) {
          rows.push(a.current as Row);
          if (rows.length >= BATCH) {
            out.push({ kind: 'rows', table, rows });
            rows = [];
          }
          place = 'rows';
        }
        return;
      }
      case 'end':
        throw bad('more after the end of the object');
    }
  };

  // the parser and the step run as one chain (no stream between them); only the items come out
  const pipeline = chain([
    parser({ packValues: true, streamValues: false }),
    (tok: Token) => {
      step(tok);
      if (out.length === 0) return none;
      const items = out.splice(0, out.length);
      return items;
    },
  ]);
  input.on('error', (e) => pipeline.destroy(e));
  input.pipe(pipeline);
  for await (const items of pipeline as AsyncIterable<ExportItem[]>) yield* items;
  if (place !== 'end') throw bad('the file ends before its object does (cut short?)');
}

export interface ExportFile {
  /** shop.json's text, from its start. */
  json(): Promise<Readable>;
  /** The photos, each by its stored name without the shop's folder. */
  media(): AsyncGenerator<{ name: string; open(): Promise<Readable> }>;
  close(): void;
}

/** An export's ZIP (or a bare shop.json), opened for reading. */
export async function openExportFile(path: string): Promise<ExportFile> {
  if (!/\.zip$/i.test(path)) {
    return {
      json: async () => createReadStream(path),
      async *media() {},
      close() {},
    };
  }
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const entries = await listEntries(zip);
  const open = (e: Entry) =>
    new Promise<Readable>((resolve, reject) => zip.openReadStream(e, (err, s) => (err ? reject(err) : resolve(s))));
  const json = entries.find((e) => e.fileName === 'shop.json');
  return {
    async json() {
      if (!json) throw new Error('the ZIP holds no shop.json: is it a Dokani export?');
      return open(json);
    },
    async *media() {
      for (const e of entries) {
        if (!e.fileName.startsWith(MEDIA_FOLDER) || e.fileName.endsWith('/')) continue;
        yield { name: e.fileName.slice(MEDIA_FOLDER.length), open: () => open(e) };
      }
    },
    close: () => zip.close(),
  };
}

async function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const all: Entry[] = [];
    zip.on('entry', (e: Entry) => {
      all.push(e);
      zip.readEntry();
    });
    zip.once('end', () => resolve(all));
    zip.once('error', reject);
    zip.readEntry();
  });
}
