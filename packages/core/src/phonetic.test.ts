import { describe, expect, it } from 'vitest';
import { phoneticKey, phoneticQuery } from './phonetic.ts';

/** Names a shop has, each with what a shopkeeper types for it in the other script. */
const PAIRS: [string, string][] = [
  ['ডাল', 'dal'],
  ['ডাল', 'daal'],
  ['মসুর ডাল', 'mosur dal'],
  ['চাল', 'chal'],
  ['চিনি', 'chini'],
  ['তেল', 'tel'],
  ['আটা', 'ata'],
  ['আটা', 'atta'],
  ['আলু', 'alu'],
  ['পেঁয়াজ', 'peyaj'],
  ['পেঁয়াজ', 'piyaz'],
  ['ডিম', 'dim'],
  ['ঘি', 'ghee'],
  ['রাঁধুনি', 'radhuni'],
  ['সয়াবিন', 'soyabean'],
  ['মুরগি', 'murgi'],
  ['লাক্স', 'Lux'],
  ['লাক্স সাবান', 'lux saban'],
  ['হরলিক্স', 'Horlicks'],
  ['পেপসি', 'Pepsi'],
  ['কোকা কোলা', 'Coca Cola'],
  ['সানসিল্ক', 'Sunsilk'],
  ['এক্সেল', 'Excel'],
  ['ফ্রেশ', 'Fresh'],
  ['মিনিকেট', 'Miniket'],
  ['রাইস', 'rice'],
  ['বাংলা', 'bangla'],
  ['কেয়া', 'keya'],
  ['ওয়াশিং পাউডার', 'washing powder'],
  ['খাদ্য', 'khaddo'],
];

describe('phoneticKey', () => {
  it.each(PAIRS)('%s and %s have the same key', (bn, en) => {
    expect(phoneticKey(bn)).toBe(phoneticKey(en));
    expect(phoneticKey(bn)).not.toBe('');
  });

  it('is a rough consonant skeleton, word by word, digits kept', () => {
    expect(phoneticKey('মসুর ডাল ১ কেজি')).toBe('msr dl 1 kj');
    expect(phoneticKey('Lux Soap 100g')).toBe('lks sp 100g');
    expect(phoneticKey('Coca-Cola')).toBe('k kl');
  });

  it('keeps a starting vowel, so short words do not match every word with their consonant', () => {
    expect(phoneticKey('আটা')).toBe('at');
    expect(phoneticKey('তেল')).toBe('tl');
    expect(phoneticKey('ata').startsWith(phoneticKey('tel'))).toBe(false);
  });

  it('reads ড় ঢ় য় whether typed as one letter or letter + nukta', () => {
    const composed = '\u09AA\u09BE\u09DC\u09BE'; // পাড়া
    const decomposed = '\u09AA\u09BE\u09A1\u09BC\u09BE';
    expect(phoneticKey(composed)).toBe('pr');
    expect(phoneticKey(decomposed)).toBe('pr');
    expect(phoneticKey('\u09AE\u09BE\u09DF\u09C7\u09B0')).toBe(phoneticKey('mayer'));
  });

  it('a query of one sound is not searched by sound (it would match every word with it)', () => {
    expect(phoneticQuery('ডা')).toBe('');
    expect(phoneticQuery('ti')).toBe('');
    expect(phoneticQuery('dal')).toBe('dl');
    expect(phoneticQuery('ata')).toBe('at');
  });

  it('has no key for what does not sound (marks, punctuation)', () => {
    expect(phoneticKey('')).toBe('');
    expect(phoneticKey('— ,')).toBe('');
  });
});
