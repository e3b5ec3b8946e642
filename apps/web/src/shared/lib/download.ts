/** Saves text as a file in the browser's downloads (with a BOM so Excel reads Bangla as UTF-8). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  saveBlob(new Blob([body], { type }), fileName);
}

/** A CSV file's text as the import wants it: no BOM (Excel adds one). */
export function csvText(raw: string): string {
  return raw.replace(/^\uFEFF/, '');
}

/** Saves what a data: (or blob:) address holds as a file in the browser's downloads (a PNG drawn here). */
export function saveDataUrl(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves a Blob (a downloaded file) in the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveDataUrl(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
