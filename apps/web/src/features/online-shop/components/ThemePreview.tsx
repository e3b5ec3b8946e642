import type { CSSProperties } from 'react';
import type { OnlineTheme } from '@dokani/contracts/store-rules';

/**
 * Each theme's colours as the store draws them: copied from the storefront's own table
 * (apps/server/src/modules/storefront/style.ts, THEMES) — change them there and here together.
 * The only fixed colours of the app: a preview has to look like the store, in either app theme.
 */
const COLOURS: Record<
  OnlineTheme,
  { bg: string; card: string; text: string; muted: string; brand: string; brandText: string; line: string }
> = {
  classic: { bg: '#f6f7f5', card: '#ffffff', text: '#1c2421', muted: '#4e5a55', brand: '#0b6b4f', brandText: '#ffffff', line: '#dde3df' },
  fresh: { bg: '#fff8f1', card: '#ffffff', text: '#2a1d14', muted: '#5e4a3c', brand: '#b3410e', brandText: '#ffffff', line: '#f0dccb' },
  night: { bg: '#111716', card: '#1b2321', text: '#eef3f1', muted: '#b4c1bc', brand: '#5fd0a6', brandText: '#0c1311', line: '#2d3935' },
};

/** One product card of the preview: a photo's place, a name, a price and the button. */
function ProductCard({ c, price, buy }: { c: (typeof COLOURS)[OnlineTheme]; price: string; buy: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col overflow-hidden rounded-md border" style={{ background: c.card, borderColor: c.line }}>
      <div className="aspect-[4/3]" style={{ background: c.line }} />
      <div className="flex flex-col gap-1 p-1.5">
        <div className="h-1.5 w-4/5 rounded-full" style={{ background: c.muted, opacity: 0.6 }} />
        <span className="truncate text-[0.7rem] font-bold leading-tight" style={{ color: c.text }}>
          {price}
        </span>
        <span
          className="truncate rounded-full px-1 py-0.5 text-center text-[0.6rem] font-semibold leading-tight"
          style={{ background: c.brand, color: c.brandText }}
        >
          {buy}
        </span>
      </div>
    </div>
  );
}

/**
 * A small drawing of a store page in a theme: the header bar with the shop's mark and name, then
 * two product cards with a price and a button. Decorative: the card it sits in names the theme.
 */
export function ThemePreview({
  theme,
  name,
  prices,
  buy,
}: {
  theme: OnlineTheme;
  name: string;
  prices: readonly [string, string];
  buy: string;
}) {
  const c = COLOURS[theme];
  const style: CSSProperties = { background: c.bg, color: c.text };
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-md border border-border"
      style={style}
      data-testid={`theme-preview-${theme}`}
    >
      <div className="flex items-center gap-1.5 border-b px-2 py-1.5" style={{ background: c.card, borderColor: c.line }}>
        <span className="size-3.5 shrink-0 rounded-sm" style={{ background: c.brand }} />
        <span className="min-w-0 flex-1 truncate text-[0.7rem] font-bold" style={{ color: c.text }}>
          {name}
        </span>
        <span className="h-3 w-6 shrink-0 rounded-full" style={{ background: c.brand }} />
      </div>
      <div className="flex gap-1.5 p-2">
        <ProductCard c={c} price={prices[0]} buy={buy} />
        <ProductCard c={c} price={prices[1]} buy={buy} />
      </div>
    </div>
  );
}
