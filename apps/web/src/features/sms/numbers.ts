import { normalizeBdMobile } from '@dokani/core/phone';

/** The longest typed number the API takes (the contract's `numbers` items); a longer piece is not a number. */
export const MAX_TYPED_NUMBER = 40;

/** Typed numbers as sent, and the pieces too long to be one (shown as wrong, never sent). */
export interface TypedNumbers {
  numbers: string[];
  tooLong: string[];
}

/**
 * A pasted or typed list of numbers → its pieces, as typed. Commas, semicolons and new lines
 * always separate; spaces separate too unless the piece is one number written with spaces
 * ("+880 1712 345678", "০১৭১২ ৩৪৫৬৭৮"). Bangla digits and +880 are left for the server to
 * read (it normalises and lists back the wrong ones); only the split is done here.
 */
export function splitNumbers(text: string): TypedNumbers {
  const numbers: string[] = [];
  const tooLong: string[] = [];
  for (const chunk of text.split(/[,;，،\n\r]+/)) {
    const piece = chunk.trim();
    if (piece === '') continue;
    const pieces = normalizeBdMobile(piece) ? [piece] : piece.split(/\s+/);
    for (const p of pieces) (p.length > MAX_TYPED_NUMBER ? tooLong : numbers).push(p);
  }
  return { numbers, tooLong };
}
