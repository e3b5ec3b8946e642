/** @jsxRuntime automatic @jsxImportSource ./jsx */
// (React's production JSX runtime and renderer: render.ts says why; tsx reads no tsconfig here.)
/**
 * The storefront's pages, rendered on the server to static HTML (React escapes every text an owner
 * or a customer wrote). Browsing works without JavaScript; the cart and checkout use the small
 * scripts of client/ (assets.ts serves them).
 */
import type { ReactNode } from 'react';
import { PRODUCT_UNITS } from '@dokani/contracts/constants';
import type { FeaturedProduct, Order, OrderStatus, StoreProduct } from '@dokani/contracts/online-shop';
import type { Language } from '@dokani/i18n';
import { areas, districts, divisions, formatDateTime, formatMoney, formatPlace, formatQuantity, localDigitsFor, metros, parseMoney, parseQuantity, quantityStep, thanas, toLocalMobile } from '@dokani/core';
import { t } from '../../platform/i18n.ts';
import type { Params } from '../../platform/i18n.ts';
import { smallBannerUrl } from '../online-shop/index.ts';
import type { StorePageProduct, StoreView } from '../online-shop/index.ts';
import { storeCss, themeColor } from './style.ts';

export const POLICY_KINDS = ['returns', 'refund', 'privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export interface StoreAssets {
  /** Cart badge, add to cart and the cart page. */
  script: string;
  /** The checkout form (places the order). */
  checkout: string;
  font: string;
}

/** Who is asking, in which language, and where the store lives on this request's host. */
export interface PageContext {
  lang: Language;
  view: StoreView;
  /** '/store/<slug>', or '' on the shop's own domain. */
  base: string;
  /** The origin the page's absolute links (canonical, sitemap, share) use; '' when none is configured (the links are then relative). */
  origin: string;
  /** This page's path (with base), without the query. */
  path: string;
  assets: StoreAssets;
}

const tr = (lang: Language) => (key: string, params?: Params) => t(lang, `storefront:${key}`, params);
const money = (decimal: string, lang: Language): string => formatMoney(parseMoney(decimal) ?? 0n, lang);
const home = (ctx: PageContext): string => ctx.base || '/';
/** A number as the customer reads it: 01812-…, in Bangla digits in Bangla (the link keeps +880). */
const phone = (e164: string, lang: Language): string => localDigitsFor(lang, toLocalMobile(e164) || e164);
/** A unit as the customer reads it ("কেজি"); a shop's own unit as the shop wrote it. */
const unitWord = (unit: string, lang: Language): string => ((PRODUCT_UNITS as readonly string[]).includes(unit) ? t(lang, `storefront:units.${unit}`) : unit);
/** Every listed unit's word, for the cart and checkout scripts (a line keeps its unit's code). */
const unitWords = (lang: Language): Record<string, string> => Object.fromEntries(PRODUCT_UNITS.map((u) => [u, unitWord(u, lang)]));
/** JSON inside a <script> element: '<' escaped, so no text can close the element. */
const scriptJson = (v: unknown): { __html: string } => ({ __html: JSON.stringify(v).replace(/</g, '\\u003c') });

interface DocumentProps {
  ctx: PageContext;
  title: string;
  description?: string | null;
  canonical?: string;
  noindex?: boolean;
  image?: string | null;
  jsonLd?: unknown;
  /** Texts and settings the page's script reads. */
  data?: Record<string, unknown>;
  scripts?: ('script' | 'checkout')[];
  children: ReactNode;
}

function Document({ ctx, title, description, canonical, noindex, image, jsonLd, data, scripts = ['script'], children }: DocumentProps) {
  const { lang, view } = ctx;
  const T = tr(lang);
  const s = view.store;
  const other: Language = lang === 'bn' ? 'en' : 'bn';
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <meta name="theme-color" content={themeColor(s.themeId)} />
        <link rel="manifest" href={`${ctx.base}/manifest.webmanifest`} />
        {s.logoUrl ? <link rel="icon" href={s.logoUrl} /> : null}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        {image ? <meta property="og:image" content={ctx.origin + image} /> : null}
        <link rel="preload" href={ctx.assets.font} as="font" type="font/woff2" crossOrigin="anonymous" />
        <style dangerouslySetInnerHTML={{ __html: storeCss(s.themeId, ctx.assets.font) }} />
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={scriptJson(jsonLd)} /> : null}
      </head>
      <body data-theme={s.themeId}>
        <a className="skip" href="#main">{T('skipToContent')}</a>
        <header className="top">
          <div className="wrap">
            <div className="bar">
              <a className="brand" href={home(ctx)}>
                {s.logoUrl ? <img src={s.logoUrl} alt="" width={40} height={40} /> : null}
                <span>{s.name}</span>
              </a>
              <a className="pill" href={`${ctx.path}?lang=${other}`} hrefLang={other} lang={other} aria-label={T('switchToLabel')}>
                {T('switchTo')}
              </a>
              <a className="pill main" href={`${ctx.base}/cart`}>
                {T('cart')}
                <span className="count js-only" data-cart-count="" aria-label={T('cartCount')}>
                  0
                </span>
              </a>
            </div>
            <form className="search" role="search" action={home(ctx)} method="get">
              <input type="search" name="q" aria-label={T('searchLabel')} placeholder={T('searchPlaceholder')} maxLength={100} />
              <button className="pill" type="submit">
                {T('search')}
              </button>
            </form>
          </div>
        </header>
        <main id="main" className="wrap">
          {children}
        </main>
        <Footer ctx={ctx} />
        {data ? <script type="application/json" id="store-data" dangerouslySetInnerHTML={scriptJson(data)} /> : null}
        {scripts.map((k) => (
          <script key={k} src={ctx.assets[k]} defer />
        ))}
      </body>
    </html>
  );
}

function Footer({ ctx }: { ctx: PageContext }) {
  const T = tr(ctx.lang);
  const s = ctx.view.store;
  const social = (['facebook', 'instagram', 'youtube', 'tiktok'] as const).filter((k) => s.social[k]);
  const policies = POLICY_KINDS.filter((k) => ctx.view.policies[k]);
  return (
    <footer className="foot">
      <div className="wrap">
        <h2>{s.name}</h2>
        {s.address ? <p>{s.address}</p> : null}
        {s.mobile ? (
          <p>
            {T('call')}: <a href={`tel:${s.mobile}`}>{phone(s.mobile, ctx.lang)}</a>
          </p>
        ) : null}
        {social.length > 0 ? (
          <nav aria-label={T('followUs')}>
            <ul>
              {social.map((k) => (
                <li key={k}>
                  <a href={s.social[k] ?? '#'} rel="noopener nofollow">
                    {k === 'tiktok' ? 'TikTok' : k === 'youtube' ? 'YouTube' : k[0]?.toUpperCase() + k.slice(1)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {policies.length > 0 ? (
          <ul>
            {policies.map((k) => (
              <li key={k}>
                <a href={`${ctx.base}/policy/${k}`}>{T(`policy.${k}`)}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <a href={`${ctx.base}/message`}>{T('messageTitle')}</a>
        </p>
        <p>{T('madeWith')}</p>
      </div>
    </footer>
  );
}

/** A card of the home page: a listed product (its unit, when known, goes with "add to cart", so the cart steps by it). */
function ProductCard({ ctx, p, eager }: { ctx: PageContext; p: StoreProduct & { unit?: string }; eager: boolean }) {
  const T = tr(ctx.lang);
  const photo = p.photos[0];
  const href = `${ctx.base}/p/${p.id}`;
  return (
    <li>
      <article className="card">
        <a href={href} tabIndex={-1} aria-hidden="true">
          {photo ? (
            <img className="ph" src={photo.thumbUrl} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <div className="noph">{T('noPhoto')}</div>
          )}
        </a>
        <a className="title" href={href}>
          {p.name}
        </a>
        <div className="meta">
          <p className="price">{money(p.price, ctx.lang)}</p>
          <p className={`stock ${p.inStock ? 'ok' : 'no'}`}>{p.inStock ? T('inStock') : T('outOfStock')}</p>
          {p.inStock ? (
            <button type="button" className="pill js-only" data-add={p.id} data-name={p.name} data-price={p.price} data-unit={p.unit ?? ''} data-thumb={photo?.thumbUrl ?? ''} data-added={T('added')}>
              {T('addToCart')}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export interface HomeProps {
  /** Shown first, on the first page only. */
  featured: (FeaturedProduct & { unit?: string })[];
  products: (StoreProduct & { unit?: string })[];
  nextCursor: string | null;
  q: string;
  categoryId: string | null;
  /** This is a later page (a cursor was given). */
  later: boolean;
}

export function HomePage({ ctx, featured, products, nextCursor, q, categoryId, later }: { ctx: PageContext } & HomeProps) {
  const T = tr(ctx.lang);
  const { store, seo } = ctx.view;
  const category = store.categories.find((c) => c.id === categoryId) ?? null;
  const query = (extra: Record<string, string>) => {
    const p = new URLSearchParams({ ...(q ? { q } : {}), ...(categoryId ? { category: categoryId } : {}), ...extra });
    return `${home(ctx)}?${p.toString()}`;
  };
  const heading = q ? T('resultsFor', { q }) : (category?.name ?? T('allProducts'));
  const title = q || category ? `${heading} — ${store.name}` : (seo.title ?? store.name);
  return (
    <Document ctx={ctx} title={title} description={seo.description ?? store.address} canonical={!q && !later ? ctx.origin + ctx.path + (category ? `?category=${category.id}` : '') : undefined} noindex={Boolean(q) || later} image={store.bannerUrl ?? store.logoUrl}>
      {store.bannerUrl && !q && !later ? (
        <img
          className="banner"
          src={store.bannerUrl}
          srcSet={`${smallBannerUrl(store.bannerUrl)} 960w, ${store.bannerUrl} 1920w`}
          sizes="(min-width: 1100px) 1076px, 100vw"
          alt={store.name}
          width={1920}
          height={560}
          fetchPriority="high"
        />
      ) : null}
      {featured.length > 0 ? (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title">{T('featured')}</h2>
          <ul className="grid">
            {featured.map((f, i) => (
              <ProductCard key={f.id} ctx={ctx} p={{ id: f.id, name: f.name, price: f.price, inStock: f.inStock, unit: f.unit, photos: f.thumbUrl ? [{ url: f.thumbUrl, thumbUrl: f.thumbUrl, width: 300, height: 300 }] : [] }} eager={i < 4} />
            ))}
          </ul>
        </section>
      ) : null}
      {store.categories.length > 0 ? (
        <nav aria-label={T('categories')}>
          <ul className="chips">
            <li>
              <a className="pill" href={home(ctx)} aria-current={!categoryId && !q ? 'page' : undefined}>
                {T('allProducts')}
              </a>
            </li>
            {store.categories.map((c) => (
              <li key={c.id}>
                <a className="pill" href={`${home(ctx)}?category=${c.id}`} aria-current={c.id === categoryId ? 'page' : undefined}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h1>{heading}</h1>
      {products.length === 0 ? (
        <p className="panel">{q ? T('noResults', { q }) : T('noProducts')}</p>
      ) : (
        <ul className="grid">
          {products.map((p, i) => (
            <ProductCard key={p.id} ctx={ctx} p={p} eager={i < 4} />
          ))}
        </ul>
      )}
      <div className="more">
        {later ? (
          <a className="pill" href={query({})}>
            {T('morePrevious')}
          </a>
        ) : null}
        {nextCursor ? (
          <a className="pill main" href={query({ cursor: nextCursor })}>
            {T('moreProducts')}
          </a>
        ) : null}
      </div>
    </Document>
  );
}

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
    <Document ctx={ctx} title={`${p.name} — ${store.name}`} description={description} canonical={url} image={first?.url ?? null} jsonLd={jsonLd}>
      <p>
        <a href={home(ctx)}>{T('backToShop')}</a>
      </p>
      <div className="product">
        <div className="gallery">
          {first ? <img src={first.url} alt={T('photoOf', { name: p.name })} width={first.width} height={first.height} fetchPriority="high" /> : <div className="noph">{T('noPhoto')}</div>}
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
              <button type="button" className="pill main" data-add={p.id} data-name={p.name} data-price={p.price} data-unit={p.unit} data-thumb={first?.thumbUrl ?? ''} data-qty-from="qty" data-added={T('added')}>
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

/** Texts the cart and checkout scripts show (the page carries them: no second request). */
function cartTexts(lang: Language): Record<string, string> {
  const T = tr(lang);
  const keys = ['messageSent', 'sending', 'messageSend', 'cartEmpty', 'remove', 'decrease', 'increase', 'subtotal', 'deliveryFee', 'total', 'placing', 'placeOrder', 'networkError', 'added', 'choose', 'quantity', 'otpSent', 'otpFirst', 'upazilas'];
  return Object.fromEntries(keys.map((k) => [k, T(k)]));
}

export function CartPage({ ctx }: { ctx: PageContext }) {
  const T = tr(ctx.lang);
  return (
    <Document ctx={ctx} title={`${T('cartTitle')} — ${ctx.view.store.name}`} noindex data={{ lang: ctx.lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(ctx.lang), units: unitWords(ctx.lang) }}>
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

export function CheckoutPage({ ctx }: { ctx: PageContext }) {
  const T = tr(ctx.lang);
  const { store } = ctx.view;
  const name = (g: { name: string; bn_name: string }) => (ctx.lang === 'bn' ? g.bn_name || g.name : g.name);
  // Areas: a district's city thanas (flag 1, under its metropolitan unit's name) first, then its upazilas, each by name.
  const thanaIds = new Set(thanas.map((a) => a.id));
  const byName = (a: string, b: string) => a.localeCompare(b, ctx.lang);
  const geo = {
    districts: districts.map((d) => [d.id, name(d), d.parentId]),
    areas: areas
      .map((a) => [a.id, name(a), a.parentId ?? '', thanaIds.has(a.id) ? 1 : 0] as const)
      .sort((a, b) => b[3] - a[3] || byName(a[1], b[1])),
    metros: metros.map((m) => [m.parentId, name(m)]),
  };
  return (
    <Document
      ctx={ctx}
      title={`${T('checkoutTitle')} — ${store.name}`}
      noindex
      scripts={['script', 'checkout']}
      data={{ lang: ctx.lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(ctx.lang), units: unitWords(ctx.lang), geo, packages: store.shippingPackages, otp: ctx.view.checkoutOtp }}
    >
      <h1>{T('checkoutTitle')}</h1>
      <noscript>
        <p className="alert">{T('needsScript')}</p>
      </noscript>
      {store.shippingPackages.length === 0 ? (
        <p className="alert">
          {T('noDelivery')} {store.mobile ? <a href={`tel:${store.mobile}`}>{phone(store.mobile, ctx.lang)}</a> : null}
        </p>
      ) : (
        <form id="checkout" method="post" noValidate>
          <section className="panel">
            <h2>{T('yourDetails')}</h2>
            <label htmlFor="c-name">{T('name')}</label>
            <input id="c-name" name="name" autoComplete="name" required maxLength={100} />
            <label htmlFor="c-mobile">{T('mobile')}</label>
            <input id="c-mobile" name="mobile" type="tel" inputMode="tel" autoComplete="tel" required aria-describedby="c-mobile-hint" />
            <p className="hint" id="c-mobile-hint">
              {T('mobileHint')}
            </p>
            <div className="row">
              <div>
                <label htmlFor="c-division">{T('division')}</label>
                <select id="c-division" name="divisionId">
                  <option value="">{T('choose')}</option>
                  {divisions.map((d) => (
                    <option key={d.id} value={d.id}>
                      {name(d)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="c-district">{T('district')}</label>
                <select id="c-district" name="districtId" disabled>
                  <option value="">{T('choose')}</option>
                </select>
              </div>
              <div>
                <label htmlFor="c-area">{T('area')}</label>
                <select id="c-area" name="areaId" disabled>
                  <option value="">{T('choose')}</option>
                </select>
              </div>
            </div>
            <label htmlFor="c-address">{T('address')}</label>
            <textarea id="c-address" name="address" autoComplete="street-address" required maxLength={300} />
            <div className="hp" aria-hidden="true">
              <label htmlFor="c-website">{T('leaveEmpty')}</label>
              <input id="c-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
          </section>
          {ctx.view.checkoutOtp ? (
            <section className="panel" aria-labelledby="otp-title">
              <h2 id="otp-title">{T('otpTitle')}</h2>
              <p className="hint">{T('otpHint')}</p>
              <button type="button" className="pill js-only" id="otp-send">
                {T('otpSend')}
              </button>
              <p className="hint" id="otp-status" role="status" />
              <label htmlFor="c-otp">{T('otpCode')}</label>
              <input id="c-otp" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </section>
          ) : null}
          <fieldset className="panel">
            <legend>
              <h2>{T('delivery')}</h2>
            </legend>
            {store.shippingPackages.map((p, i) => (
              <label key={p.id} className="radio">
                <input type="radio" name="shippingPackageId" value={p.id} defaultChecked={i === 0} />
                <span>
                  {p.name} — {money(p.fee, ctx.lang)}
                </span>
              </label>
            ))}
          </fieldset>
          <section className="panel">
            <h2>{T('payment')}</h2>
            <p>{T('cod')}</p>
            <label htmlFor="c-note">{T('note')}</label>
            <textarea id="c-note" name="note" maxLength={500} />
          </section>
          <section className="panel" aria-live="polite">
            <div id="summary" />
            <div id="checkout-error" role="alert" />
            <button type="submit" className="pill main js-only" id="place" style={{ width: '100%', marginTop: 10 }}>
              {T('placeOrder')}
            </button>
          </section>
        </form>
      )}
    </Document>
  );
}

export function TrackingPage({ ctx, order, fresh }: { ctx: PageContext; order: Order; fresh: boolean }) {
  const T = tr(ctx.lang);
  const { lang } = ctx;
  const tz = ctx.view.timezone;
  const place = formatPlace(order.customer, lang);
  const numberText = T('orderTitle', { number: order.number });
  return (
    <Document ctx={ctx} title={`${numberText} — ${ctx.view.store.name}`} noindex data={{ lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(lang), placed: fresh }}>
      <h1>{numberText}</h1>
      {fresh ? (
        <div className="note" role="status">
          <p>{T('thanks')}</p>
          <p className="hint">{T('trackHint')}</p>
        </div>
      ) : null}
      <p className="price">{T(`status.${order.status}`)}</p>
      <p>{T(`paymentStatus.${order.paymentStatus}`)}</p>
      <section className="panel">
        <h2>{T('history')}</h2>
        <ol className="steps">
          {order.events.map((e, i) => (
            <li key={i}>
              <span>{T(`status.${e.status satisfies OrderStatus}`)}</span>
              <time dateTime={e.at}>{formatDateTime(new Date(e.at), lang, { timeZone: tz })}</time>
            </li>
          ))}
        </ol>
      </section>
      <section className="panel">
        <h2>{T('orderedItems')}</h2>
        <table className="lines">
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.productId}>
                <td>{l.name}</td>
                <td className="n">
                  {formatQuantityFor(l.quantity, lang)} {unitWord(l.unit, lang)} × {money(l.unitPrice, lang)}
                </td>
                <td className="n">{money(l.total, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="sum">
          <span>{T('subtotal')}</span>
          <span>{money(order.subtotal, lang)}</span>
        </div>
        <div className="sum">
          <span>
            {T('deliveryFee')} ({order.shippingName})
          </span>
          <span>{money(order.deliveryFee, lang)}</span>
        </div>
        <div className="sum total">
          <span>{T('total')}</span>
          <span>{money(order.total, lang)}</span>
        </div>
      </section>
      <section className="panel">
        <h2>{T('deliverTo')}</h2>
        <p className="text">
          {order.customer.name}
          {'\n'}
          {phone(order.customer.mobile, lang)}
          {'\n'}
          {order.customer.address}
          {place ? `\n${place}` : ''}
        </p>
      </section>
    </Document>
  );
}

/** A quantity as the customer reads it: Bangla digits in Bangla. */
const formatQuantityFor = (decimal: string, lang: Language): string => localDigitsFor(lang, formatQuantity(parseQuantity(decimal) ?? 0n));

export function PolicyPage({ ctx, kind }: { ctx: PageContext; kind: PolicyKind }) {
  const T = tr(ctx.lang);
  const text = ctx.view.policies[kind];
  const title = T(`policy.${kind}`);
  return (
    <Document ctx={ctx} title={`${title} — ${ctx.view.store.name}`} canonical={ctx.origin + ctx.path} description={text?.slice(0, 160) ?? null}>
      <h1>{title}</h1>
      <div className="panel">
        <p className="text">{text ?? T('policyEmpty')}</p>
      </div>
    </Document>
  );
}

/** A visitor writes to the shop (the answer comes to their mobile by SMS). */
export function MessagePage({ ctx }: { ctx: PageContext }) {
  const T = tr(ctx.lang);
  return (
    <Document ctx={ctx} title={`${T('messageTitle')} — ${ctx.view.store.name}`} noindex data={{ lang: ctx.lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(ctx.lang) }}>
      <h1>{T('messageTitle')}</h1>
      <noscript>
        <p className="alert">{T('needsScript')}</p>
      </noscript>
      <form id="message-form" className="panel" method="post" noValidate>
        <label htmlFor="m-name">{T('name')}</label>
        <input id="m-name" name="name" autoComplete="name" required maxLength={100} />
        <label htmlFor="m-mobile">{T('mobile')}</label>
        <input id="m-mobile" name="mobile" type="tel" inputMode="tel" autoComplete="tel" required aria-describedby="m-mobile-hint" />
        <p className="hint" id="m-mobile-hint">
          {T('mobileHint')}
        </p>
        <label htmlFor="m-text">{T('messageText')}</label>
        <textarea id="m-text" name="text" required maxLength={1000} />
        <div className="hp" aria-hidden="true">
          <label htmlFor="m-website">{T('leaveEmpty')}</label>
          <input id="m-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div id="message-result" role="status" />
        <button type="submit" className="pill main js-only" style={{ width: '100%', marginTop: 12 }}>
          {T('messageSend')}
        </button>
      </form>
    </Document>
  );
}

/** A store that is not there or not open: a plain page without the store's header. */
export function ClosedPage({ lang, kind, font }: { lang: Language; kind: 'closed' | 'not-found'; font: string }) {
  const T = tr(lang);
  const title = kind === 'closed' ? T('closedTitle') : T('notFoundTitle');
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: storeCss('classic', font) }} />
      </head>
      <body>
        <main className="wrap center">
          <h1>{title}</h1>
          <p>{kind === 'closed' ? T('closedText') : T('notFoundText')}</p>
        </main>
      </body>
    </html>
  );
}
