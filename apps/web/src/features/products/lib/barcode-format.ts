/** The barcode symbology a label uses: the retail one when the digits are a valid code, else CODE128. */
export type LabelFormat = 'EAN13' | 'EAN8' | 'UPC' | 'CODE128';

/** GS1 check digit: the last digit of an EAN-8/UPC-A/EAN-13. */
function gs1Valid(digits: string): boolean {
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && gs1Valid(code);
}

export function labelFormat(code: string): LabelFormat {
  if (isValidEan13(code)) return 'EAN13';
  if (/^\d{8}$/.test(code) && gs1Valid(code)) return 'EAN8';
  if (/^\d{12}$/.test(code) && gs1Valid(code)) return 'UPC';
  return 'CODE128';
}
