/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
/** The frame of every store page: head, header with search and cart, footer. */
import type { ReactNode } from 'react';
import type { Language } from '@dokani/i18n';
import { storeCss, themeColor } from '../style.ts';
import { home, phone, POLICY_KINDS, tr } from './shared.ts';
import type { PageContext } from './shared.ts';

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

export function Document({
  ctx,
  title,
  description,
  canonical,
  noindex,
  image,
  jsonLd,
  data,
  scripts = ['script'],
  children,
}: DocumentProps) {
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
        <a className="skip" href="#main">
          {T('skipToContent')}
        </a>
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
