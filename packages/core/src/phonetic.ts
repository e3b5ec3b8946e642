/**
 * A sound key for searching names across scripts: "dal" finds ডাল, "লাক্স" finds Lux, "chini" finds
 * চিনি. Bangla and Latin letters are both brought down to a rough Latin consonant skeleton:
 *
 * - Bangla consonants to the Latin letter a shopkeeper types for them, the aspirated ones to the
 *   plain one (খ/ক → k, ধ/দ/ড/ঢ → d, শ/ষ/স → s, ড়/ঢ়/র → r, ভ/ব → b, ফ → f, ং/ঙ → ng);
 * - Latin digraphs the same way (kh → k, dh → d, sh → s, ph → f, ch → c); c before e/i/y → s,
 *   other c, q → k; x → ks; z → j; v → b;
 * - vowels (and য়, y, w, the hasanta, chandrabindu, visarga) are dropped, since each is typed in
 *   many ways — except a word that starts with a vowel (w and y included: ওয়াশিং / washing) keeps
 *   one "a", so "ata" (আটা) does not match every word with a t;
 * - a letter twice in a row counts once (আট্টা / atta, horlicks / হরলিক্স); digits stay as typed.
 *
 * It is a recall aid, not a spelling: the key of a query is matched as a prefix of the keys of a
 * name's words, beside the name's own text. Digits stay (ASCII).
 */
import { toAsciiDigits } from './digits.ts';

/** Bangla consonants (and signs that sound as one). */
const BN_CONSONANT: Record<string, string> = {
  ক: 'k',
  খ: 'k',
  গ: 'g',
  ঘ: 'g',
  ঙ: 'ng',
  চ: 'c',
  ছ: 'c',
  জ: 'j',
  ঝ: 'j',
  ঞ: 'n',
  ট: 't',
  ঠ: 't',
  ড: 'd',
  ঢ: 'd',
  ণ: 'n',
  ত: 't',
  থ: 't',
  দ: 'd',
  ধ: 'd',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'b',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 's',
  ষ: 's',
  স: 's',
  হ: 'h',
  '\u09DC': 'r',
  '\u09DD': 'r',
  ৎ: 't',
  'ং': 'ng',
  ঋ: 'r',
  'ৃ': 'r',
};
/** Independent Bangla vowels: "a" at the start of a word, else nothing. */
const BN_VOWEL = new Set(['অ', 'আ', 'ই', 'ঈ', 'উ', 'ঊ', 'এ', 'ঐ', 'ও', 'ঔ']);
const HASANTA = '্';
/** য after a hasanta is the য-ফলা: it doubles the consonant before it, it adds no sound of its own. */
const JA = 'য';

const LATIN_DIGRAPH: Record<string, string> = { kh: 'k', gh: 'g', ch: 'c', jh: 'j', th: 't', dh: 'd', ph: 'f', bh: 'b', sh: 's', ck: 'k' };
const LATIN_VOWEL = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'w']);
const LATIN_SINGLE: Record<string, string> = { q: 'k', x: 'ks', z: 'j', v: 'b' };

/** The sound key of one word (already lower-case, NFC); '' when nothing in it sounds. */
function wordKey(word: string): string {
  // NFC keeps ড় ঢ় য় as a letter + nukta (U+09BC): make them the one letter (য় adds nothing).
  const chars = [
    ...word
      .replace(/\u09A1\u09BC/g, '\u09DC')
      .replace(/\u09A2\u09BC/g, '\u09DD')
      .replace(/\u09AF\u09BC/g, '\u09DF'),
  ];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] as string;
    const next = chars[i + 1] ?? '';
    if (/[0-9]/.test(ch)) {
      out += ch;
    } else if (BN_VOWEL.has(ch) || LATIN_VOWEL.has(ch)) {
      if (i === 0) out += 'a';
    } else if (ch === JA && chars[i - 1] === HASANTA) {
      // য-ফলা: nothing
    } else if (BN_CONSONANT[ch] !== undefined) {
      out += BN_CONSONANT[ch];
    } else if (LATIN_DIGRAPH[ch + next] !== undefined) {
      out += LATIN_DIGRAPH[ch + next];
      i += 1;
    } else if (ch === 'c') {
      out += next === 'e' || next === 'i' || next === 'y' ? 's' : 'k';
    } else if (LATIN_SINGLE[ch] !== undefined) {
      out += LATIN_SINGLE[ch];
    } else if (/[a-z]/.test(ch)) {
      out += ch;
    }
    // everything else (vowel signs, য়, hasanta, chandrabindu, visarga, marks) adds nothing
  }
  return out.replace(/([a-z])\1+/g, '$1');
}

/** Shorter sound keys of a query (one letter: "d", "c") sound like too many names to be worth searching. */
export const PHONETIC_QUERY_MIN = 2;

/**
 * The sound key to search for what was typed, or '' when it is too short to tell names apart (a
 * query's key is matched as a prefix, so "ড" or "ti" would match every d- or t- word).
 */
export function phoneticQuery(text: string): string {
  const key = phoneticKey(text);
  return key.replace(/ /g, '').length >= PHONETIC_QUERY_MIN ? key : '';
}

/**
 * The sound key of a text, word by word ("মসুর ডাল" → "msr dl", "Lux Soap" → "lks sp"); words with
 * no key are left out. Input is any case, any digits.
 */
export function phoneticKey(text: string): string {
  return toAsciiDigits(text.normalize('NFC').toLowerCase())
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map(wordKey)
    .filter((w) => w !== '')
    .join(' ');
}
