/** Saves text as a file in the browser's downloads (with a BOM so Excel reads Bangla as UTF-8). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A CSV file's text as the import wants it: no BOM (Excel adds one). */
export function csvText(raw: string): string {
  return raw.replace(/^\uFEFF/, '');
}
