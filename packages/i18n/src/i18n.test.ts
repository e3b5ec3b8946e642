import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES, pickLanguage } from './index.ts';

const root = join(import.meta.dirname, '..', 'locales');
type Tree = { [k: string]: string | Tree };
const keys = (o: Tree, pre = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${pre}${k}.`) : [`${pre}${k}`]));
const load = (lang: string, ns: string) => JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Tree;

describe('locales', () => {
  it('has the same namespace files in bn and en, all registered', () => {
    const bn = readdirSync(join(root, 'bn')).sort();
    const en = readdirSync(join(root, 'en')).sort();
    expect(bn).toEqual(en);
    expect(bn.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key exists in both languages and no value is empty`, () => {
      const bn = keys(load('bn', ns)).sort();
      const en = keys(load('en', ns)).sort();
      expect(
        bn.filter((k) => !en.includes(k)),
        'keys only in bn',
      ).toEqual([]);
      expect(
        en.filter((k) => !bn.includes(k)),
        'keys only in en',
      ).toEqual([]);
      for (const lang of ['bn', 'en']) {
        const flat = JSON.stringify(load(lang, ns));
        expect(flat.includes('""'), `${lang}/${ns} has an empty string`).toBe(false);
      }
    });
  }

  it('picks the language from Accept-Language, bn by default', () => {
    expect(pickLanguage(undefined)).toBe('bn');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('bn-BD')).toBe('bn');
    expect(pickLanguage('fr')).toBe('bn');
  });
});
