import { describe, expect, it } from 'vitest';
import { PRODUCT_UNITS } from '@dokani/contracts';
import { resources } from '@dokani/i18n';
import { STOCK_REASONS, STOCK_UPDATE_REASONS } from './reasons';

const bn = resources.bn.stock;
const en = resources.en.stock;
type Tree = Record<string, unknown>;
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Tree)[k] : undefined), tree);

describe('stock labels', () => {
  it.each([
    ['bn', bn],
    ['en', en],
  ] as const)('%s: every movement reason, update hint and unit has a label', (_lang, texts) => {
    for (const r of STOCK_REASONS) expect(typeof at(texts, `reasons.${r}`), r).toBe('string');
    for (const r of STOCK_UPDATE_REASONS) expect(typeof at(texts, `reasonHints.${r}`), r).toBe('string');
    expect(Object.keys(texts.reasons).sort()).toEqual([...STOCK_REASONS].sort());
  });

  it.each(['bn', 'en'] as const)('%s: every unit of the list has the label the stock screens show', (lang) => {
    for (const u of PRODUCT_UNITS) expect(typeof at(resources[lang].products, `units.${u}`), u).toBe('string');
  });

  it('Bangla labels are Bangla, and no two reasons read the same', () => {
    const labels = STOCK_REASONS.map((r) => String(at(bn, `reasons.${r}`)));
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/[\u0980-\u09FF]/);
    const enLabels = STOCK_REASONS.map((r) => String(at(en, `reasons.${r}`)));
    expect(new Set(enLabels).size).toBe(enLabels.length);
  });
});
