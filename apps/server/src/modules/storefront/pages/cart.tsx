/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import { Document } from './document.tsx';
import { cartTexts, home, tr, unitWords } from './shared.ts';
import type { PageContext } from './shared.ts';

export function CartPage({ ctx }: { ctx: PageContext }) {
  const T = tr(ctx.lang);
  return (
    <Document
      ctx={ctx}
      title={`${T('cartTitle')} — ${ctx.view.store.name}`}
      noindex
      data={{ lang: ctx.lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(ctx.lang), units: unitWords(ctx.lang) }}
    >
      <h1>{T('cartTitle')}</h1>
      <noscript>
        <p className="alert">{T('needsScript')}</p>
      </noscript>
      <div id="cart" className="panel" aria-live="polite" />
      <p className="hint">{T('pricesNote')}</p>
      <div className="more">
        <a className="pill" href={home(ctx)}>
          {T('continueShopping')}
        </a>
        <a className="pill main js-only" href={`${ctx.base}/checkout`} id="to-checkout">
          {T('toCheckout')}
        </a>
      </div>
    </Document>
  );
}
