import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SegmentedMessage } from 'sms-segments-calculator';
import { countSms, fillSms, isPersonalSms, smsTextLang } from './sms.ts';

const bn = 'ক';

describe('countSms GSM-7', () => {
  it('empty text is 0 segments', () => {
    expect(countSms('')).toEqual({ encoding: 'GSM7', units: 0, segments: 0, perSegment: 160, remainingInSegment: 160 });
  });

  it.each([
    [1, 1],
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
  ])('%s chars → %s segments', (n, segments) => {
    const c = countSms('a'.repeat(n));
    expect(c.encoding).toBe('GSM7');
    expect(c.units).toBe(n);
    expect(c.segments).toBe(segments);
  });

  it('reports the remaining room', () => {
    expect(countSms('a'.repeat(150))).toMatchObject({ perSegment: 160, remainingInSegment: 10 });
    expect(countSms('a'.repeat(161))).toMatchObject({ perSegment: 153, remainingInSegment: 145 });
    expect(countSms('a'.repeat(306))).toMatchObject({ segments: 2, remainingInSegment: 0 });
  });

  it('counts extension characters double', () => {
    for (const ch of ['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']) {
      expect(countSms(ch)).toMatchObject({ encoding: 'GSM7', units: 2, segments: 1 });
    }
    expect(countSms('{'.repeat(80)).segments).toBe(1);
    expect(countSms('{'.repeat(80) + 'a').segments).toBe(2);
  });

  it('treats all other printable ASCII as GSM-7 basic', () => {
    let ascii = '';
    for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
    const basic = ascii.replace(/[`^{}\\[\]~|]/g, '');
    expect(countSms(basic)).toMatchObject({ encoding: 'GSM7', units: basic.length });
  });

  it('keeps basic-table specials at 1', () => {
    expect(countSms('@£$¥èé\nÄÖÑÜ§¿àΔ_ΩΣ')).toMatchObject({ encoding: 'GSM7', units: 18 });
  });

  it('does not split an escape pair at a part boundary', () => {
    // 152 + '€' cannot fit part 1 (1 septet left): '€' moves to part 2.
    expect(countSms('a'.repeat(152) + '€' + 'a'.repeat(151))).toMatchObject({ units: 305, segments: 2, remainingInSegment: 0 });
    expect(countSms('a'.repeat(152) + '€' + 'a'.repeat(152))).toMatchObject({ units: 306, segments: 3, remainingInSegment: 152 });
    expect(countSms('a'.repeat(152) + '{' + 'a'.repeat(152)).segments).toBe(3);
    // 151 + '{' fills part 1 exactly.
    expect(countSms('a'.repeat(151) + '{' + 'a'.repeat(153))).toMatchObject({ units: 306, segments: 2 });
  });
});

describe('countSms UCS-2', () => {
  it.each([
    [1, 1],
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
    [201, 3],
    [202, 4],
  ])('%s Bangla chars → %s segments', (n, segments) => {
    const c = countSms(bn.repeat(n));
    expect(c.encoding).toBe('UCS2');
    expect(c.units).toBe(n);
    expect(c.segments).toBe(segments);
  });

  it('one Bangla character switches the whole text to UCS-2', () => {
    const c = countSms('Hello, your due is 500 taka' + bn);
    expect(c.encoding).toBe('UCS2');
    expect(c.perSegment).toBe(70);
    expect(countSms('a'.repeat(70) + bn).segments).toBe(2);
    expect(countSms('ç').encoding).toBe('UCS2');
    expect(countSms('`').encoding).toBe('UCS2'); // the one printable ASCII char outside GSM-7
  });

  it('extension characters count 1 in UCS-2', () => {
    expect(countSms(bn + '{€')).toMatchObject({ encoding: 'UCS2', units: 3 });
  });

  it('counts an emoji as 2 and never splits it', () => {
    expect(countSms('😀')).toMatchObject({ encoding: 'UCS2', units: 2, segments: 1 });
    expect(countSms(bn.repeat(68) + '😀')).toMatchObject({ units: 70, segments: 1 });
    // 66 + emoji cannot fit part 1 (1 unit left): emoji moves to part 2.
    expect(countSms(bn.repeat(66) + '😀' + bn.repeat(65))).toMatchObject({ units: 133, segments: 2, remainingInSegment: 0 });
    expect(countSms(bn.repeat(66) + '😀' + bn.repeat(66))).toMatchObject({ units: 134, segments: 3 });
  });

  it('segments never undercount units and stay within one of the naive count', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (s) => {
        const c = countSms(s);
        if (c.units === 0) {
          expect(c.segments).toBe(0);
          return;
        }
        const naive = c.units <= (c.encoding === 'GSM7' ? 160 : 70) ? 1 : Math.ceil(c.units / c.perSegment);
        expect(c.segments).toBeGreaterThanOrEqual(naive);
        expect(c.remainingInSegment).toBeGreaterThanOrEqual(0);
        expect(c.remainingInSegment).toBeLessThan(c.perSegment);
      }),
    );
  });
});

describe('countSms against an independent calculator (sms-segments-calculator, a test oracle only)', () => {
  // Alphabets a shop's SMS is made of: GSM-7 basic and extension characters, Bangla letters, vowel
  // signs, hasanta and digits, ৳, a few non-GSM Latin characters and emoji (outside the BMP).
  const gsmBasic = fc.constantFrom(
    ...'@£$¥èéùìòÇ\nØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'.split(
      '',
    ),
  );
  const gsmExtension = fc.constantFrom(...'^{}\\[~]|€'.split(''));
  const bangla = fc.constantFrom('ক', 'খ', 'গ', 'ষ', 'ম', 'া', 'ি', 'ে', '্', '০', '৯', '৳', 'ঁ', 'ং');
  const other = fc.constantFrom('ç', '`', 'ñ', '😀', '👍', '🇧🇩');
  const gsmText = fc
    .array(fc.oneof({ weight: 8, arbitrary: gsmBasic }, { weight: 1, arbitrary: gsmExtension }), { minLength: 1, maxLength: 500 })
    .map((a) => a.join(''));
  const anyText = fc.array(fc.oneof(gsmBasic, gsmExtension, bangla, other), { minLength: 1, maxLength: 300 }).map((a) => a.join(''));

  const oracle = (s: string) => {
    const m = new SegmentedMessage(s);
    return { encoding: m.encodingName === 'GSM-7' ? 'GSM7' : 'UCS2', segments: m.segmentsCount };
  };

  it('the same encoding and number of parts for GSM-7 texts (extension characters and long texts)', () => {
    fc.assert(
      fc.property(gsmText, (s) => {
        expect({ encoding: countSms(s).encoding, segments: countSms(s).segments }).toEqual(oracle(s));
      }),
      { numRuns: 500 },
    );
  });

  it('the same encoding and number of parts for Bangla and mixed texts with emoji', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect({ encoding: countSms(s).encoding, segments: countSms(s).segments }).toEqual(oracle(s));
      }),
      { numRuns: 500 },
    );
  });
});

describe('placeholders', () => {
  it('fills every occurrence; {shop} alone is not personal', () => {
    const text = 'প্রিয় {name}, আপনার বাকি {due}। {name}, ধন্যবাদ — {shop}';
    expect(isPersonalSms(text)).toBe(true);
    expect(isPersonalSms('Eid sale at {shop}')).toBe(false);
    expect(fillSms(text, { name: 'করিম', due: '৳৫০০', shop: 'মায়ের দোয়া' })).toBe('প্রিয় করিম, আপনার বাকি ৳৫০০। করিম, ধন্যবাদ — মায়ের দোয়া');
  });

  it('the language of the values follows the text', () => {
    expect(smsTextLang('আপনার বাকি {due}')).toBe('bn');
    expect(smsTextLang('Your due is {due}')).toBe('en');
  });
});
