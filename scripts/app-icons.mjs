/**
 * Draws the installable app's icons (apps/web/public/icons) from the app's own mark
 * (favicon.svg): 192 and 512 px, and a maskable 512 px with the mark inside the safe zone on the
 * brand green. Run once when the mark changes: `node scripts/app-icons.mjs`; the PNGs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const dir = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', dir));
const mark = await loadImage(svg);

async function draw(size, maskable) {
  const c = createCanvas(size, size);
  const ctx = c.getContext('2d');
  if (maskable) {
    // the safe zone of a maskable icon is the centre circle of 80% of its size
    ctx.fillStyle = '#047857';
    ctx.fillRect(0, 0, size, size);
    const inner = Math.round(size * 0.62);
    ctx.drawImage(mark, (size - inner) / 2, (size - inner) / 2, inner, inner);
  } else ctx.drawImage(mark, 0, 0, size, size);
  return c.toBuffer('image/png');
}

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
]) {
  writeFileSync(new URL(`icons/${name}`, dir), await draw(size, maskable));
  console.log(`icons/${name}`);
}
