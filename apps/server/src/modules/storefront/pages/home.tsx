/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import type { FeaturedProduct, StoreProduct } from '@dokani/contracts/online-shop';
import { smallBannerUrl } from '../../online-shop/index.ts';
import { Document } from './document.tsx';
import { home, money, tr } from './shared.ts';
import type { PageContext } from './shared.ts';

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
            <button
              type="button"
              className="pill js-only"
              data-add={p.id}
              data-name={p.name}
              data-price={p.price}
              data-unit={p.unit ?? ''}
              data-thumb={photo?.thumbUrl ?? ''}
              data-added={T('added')}
            >
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
    <Document
      ctx={ctx}
      title={title}
      description={seo.description ?? store.address}
      canonical={!q && !later ? ctx.origin + ctx.path + (category ? `?category=${category.id}` : '') : undefined}
      noindex={Boolean(q) || later}
      image={store.bannerUrl ?? store.logoUrl}
    >
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
              <ProductCard
                key={f.id}
                ctx={ctx}
                p={{
                  id: f.id,
                  name: f.name,
                  price: f.price,
                  inStock: f.inStock,
                  unit: f.unit,
                  photos: f.thumbUrl ? [{ url: f.thumbUrl, thumbUrl: f.thumbUrl, width: 300, height: 300 }] : [],
                }}
                eager={i < 4}
              />
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
