import { describe, expect, it } from 'vitest';
import { looksLikeBarcode, normalizeCode, productForScan } from './search';
import { isValidEan13, labelFormat } from './barcode-format';
import { activeFilterCount, filtersFromParams, paramsFromFilters } from './list-params';
import { expandLabels, pageCss, parseCopies } from './labels';
import { makeProduct } from '../test-fixtures';

describe('barcode or name?', () => {
  it.each([
    ['8941100500217', true], // EAN-13 from a USB scanner
    ['৮৯৪১১০০৫০০২১৭', true], // the same typed on a Bangla keyboard
    ['  12345678 ', true], // EAN-8 with stray spaces
    ['ABC-12345', true], // Code-128 shop code
    ['2000000000015', true],
  ])('%s is a barcode', (q, yes) => expect(looksLikeBarcode(q)).toBe(yes));

  it.each([
    ['চাল'], // Bangla name
    ['মিনিকেট চাল ৫ কেজি'], // name with digits and spaces
    ['Maggi 2'],
    ['7up'],
    ['Sunsilk'],
    ['12345'], // too short to be a retail code
    ['Maggi2x'], // one digit only
    [''],
  ])('%s is a name search', (q) => expect(looksLikeBarcode(q)).toBe(false));

  it('normalizes Bangla digits and outer spaces', () => {
    expect(normalizeCode(' ৮৯৪১ ')).toBe('8941');
  });
});

describe('which product a scan opens', () => {
  const a = makeProduct({ id: 'A', barcode: '8941100500217' });
  const b = makeProduct({ id: 'B', barcode: '8941100500224' });
  const none = makeProduct({ id: 'C', barcode: null });

  it('exactly one product with that exact barcode → that product', () => {
    expect(productForScan('8941100500217', [a, b, none])).toBe('A');
    expect(productForScan('৮৯৪১১০০৫০০২১৭', [a])).toBe('A');
    expect(productForScan('abc-1234', [makeProduct({ id: 'D', barcode: 'ABC-1234' })])).toBe('D');
  });

  it('no exact match (a prefix is not a match) → none', () => {
    expect(productForScan('894110050021', [a, b])).toBeNull();
    expect(productForScan('8941100500217', [])).toBeNull();
  });

  it('two products with the same code (old data) → none: the person chooses from the list', () => {
    expect(productForScan('8941100500217', [a, { ...b, barcode: '8941100500217' }])).toBeNull();
  });
});

describe('label barcodes', () => {
  it('EAN-13 only with a right check digit; otherwise CODE128', () => {
    expect(isValidEan13('8941100500217')).toBe(true);
    expect(isValidEan13('8941100500218')).toBe(false);
    expect(labelFormat('8941100500217')).toBe('EAN13');
    expect(labelFormat('8941100500218')).toBe('CODE128');
    expect(labelFormat('96385074')).toBe('EAN8');
    expect(labelFormat('036000291452')).toBe('UPC');
    expect(labelFormat('ABC-12')).toBe('CODE128');
  });

  it('copies: Bangla digits, 1 to 200, nonsense is 1; labels repeat per copy', () => {
    expect(parseCopies('৩')).toBe(3);
    expect(parseCopies('0')).toBe(1);
    expect(parseCopies('')).toBe(1);
    expect(parseCopies('9999')).toBe(200);
    const labels = expandLabels([
      { product: makeProduct({ id: 'A' }), copies: 2 },
      { product: makeProduct({ id: 'B' }), copies: 1 },
    ]);
    expect(labels.map((l) => l.product.id)).toEqual(['A', 'A', 'B']);
  });

  it('page rules: the label size for a label printer, A4 otherwise', () => {
    expect(pageCss('38x25', 'roll')).toBe('@page { size: 38mm 25mm; margin: 0; }');
    expect(pageCss('50x30', 'a4')).toContain('size: A4');
  });
});

describe('list filters in the address', () => {
  it('round-trip, unknown values fall back to the defaults', () => {
    const f = filtersFromParams(new URLSearchParams('q=চাল&category=01JD3ZK7Q8V6Y2N4W5X9A0B1C5&status=all&low=1&online=true&sort=-stock'));
    expect(f).toEqual({
      q: 'চাল',
      categoryId: '01JD3ZK7Q8V6Y2N4W5X9A0B1C5',
      status: 'all',
      lowStock: true,
      online: 'true',
      sort: '-stock',
    });
    expect(filtersFromParams(paramsFromFilters(f))).toEqual(f);
    expect(activeFilterCount(f)).toBe(4);
    expect(filtersFromParams(new URLSearchParams('status=deleted&sort=price&online=maybe'))).toEqual({
      q: '',
      categoryId: '',
      status: 'active',
      lowStock: false,
      online: '',
      sort: 'name',
    });
  });
});
