/** Waits until the fonts a print uses (Noto Sans Bengali, both weights) are loaded. */
export async function fontsLoaded(doc: Document = document): Promise<void> {
  const fonts = (doc as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return;
  try {
    // Bangla glyphs come in their own subset files, fetched on first use: ask for them explicitly.
    await Promise.all([fonts.load('400 12px "Noto Sans Bengali"', 'অআ১'), fonts.load('700 12px "Noto Sans Bengali"', 'অআ১')]);
  } catch {
    // a font that cannot load prints in the fallback font
  }
  await fonts.ready;
}
