/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import { Document } from './document.tsx';
import { cartTexts, tr } from './shared.ts';
import type { PageContext } from './shared.ts';

/** A visitor writes to the shop (the answer comes to their mobile by SMS). */
export function MessagePage({ ctx }: { ctx: PageContext }) {
  const T = tr(ctx.lang);
  return (
    <Document
      ctx={ctx}
      title={`${T('messageTitle')} — ${ctx.view.store.name}`}
      noindex
      data={{ lang: ctx.lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(ctx.lang) }}
    >
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
