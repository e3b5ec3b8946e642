/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import { formatQuantity, localDigitsFor, quantityStep } from '@dokani/core';
import type { StorePageProduct } from '../../online-shop/index.ts';
import { Document } from './document.tsx';
import { home, money, tr, unitWord } from './shared.ts';
import type { PageContext } from './shared.ts';

export function ProductPage({ ctx, product: p }: { ctx: PageContext; product: StorePageProduct }) {
  const T = tr(ctx.lang);
  const { store } = ctx.view;
  const [first, ...rest] = p.photos;
  const url = ctx.origin + ctx.path;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    ...(p.details ? { description: p.details } : {}),
    ...(p.photos.length > 0 ? { image: p.photos.map((ph) => ctx.origin + ph.url) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BDT',
      price: p.price,
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: store.name },
    },
  };
  const description = p.details ? p.details.slice(0, 160) : `${p.name} — ${money(p.price, ctx.lang)} — ${store.name}`;
  // The quantity box goes by the unit's step (core quantity-step.ts), in the customer's digits.
  const unit = unitWord(p.unit, ctx.lang);
  const step = quantityStep(p.unit);
  const stepText = formatQuantity(step);
  const inParts = step < 1000n;
  return (
    <Document
      ctx={ctx}
      title={`${p.name} — ${store.name}`}
      description={description}
      canonical={url}
      image={first?.url ?? null}
      jsonLd={jsonLd}
    >
      <p>
        <a href={home(ctx)}>{T('backToShop')}</a>
      </p>
      <div className="product">
        <div className="gallery">
          {first ? (
            <img src={first.url} alt={T('photoOf', { name: p.name })} width={first.width} height={first.height} fetchPriority="high" />
          ) : (
            <div className="noph">{T('noPhoto')}</div>
          )}
          {rest.length > 0 ? (
            <div className="thumbs">
              {rest.map((ph) => (
                <a key={ph.url} href={ph.url}>
                  <img src={ph.thumbUrl} alt={T('photoOf', { name: p.name })} width={72} height={72} loading="lazy" />
                </a>
              ))}
            </div>
          ) : null}
        </div>
        <div>
          <h1>{p.name}</h1>
          <p className="price">
            {money(p.price, ctx.lang)} <span className="hint">/ {unit}</span>
          </p>
          <p className={`stock ${p.inStock ? 'ok' : 'no'}`}>{p.inStock ? T('inStock') : T('outOfStock')}</p>
          {p.inStock ? (
            <div className="buy js-only">
              <div>
                <label htmlFor="qty">
                  {T('quantity')} ({unit})
                </label>
                <div className="qty">
                  <button type="button" className="pill" data-qty-by="-1" aria-controls="qty" aria-label={T('decrease')}>
                    −
                  </button>
                  <input
                    id="qty"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={localDigitsFor(ctx.lang, '1')}
                    data-step={stepText}
                    data-bad={inParts ? T('badQuantityPart', { step: stepText, unit }) : T('badQuantityWhole', { unit })}
                    aria-describedby={inParts ? 'qty-hint' : undefined}
                  />
                  <button type="button" className="pill" data-qty-by="1" aria-controls="qty" aria-label={T('increase')}>
                    +
                  </button>
                </div>
              </div>
              <button
                type="button"
                className="pill main"
                data-add={p.id}
                data-name={p.name}
                data-price={p.price}
                data-unit={p.unit}
                data-thumb={first?.thumbUrl ?? ''}
                data-qty-from="qty"
                data-added={T('added')}
              >
                {T('addToCart')}
              </button>
            </div>
          ) : null}
          {p.inStock && inParts ? (
            <p className="hint js-only" id="qty-hint">
              {T('stepHint', { step: stepText, unit })}
            </p>
          ) : null}
          <p className="hint" role="status" data-added-note="" />
          {p.details ? (
            <section className="panel">
              <h2>{T('details')}</h2>
              <p className="text">{p.details}</p>
            </section>
          ) : null}
        </div>
      </div>
    </Document>
  );
}
