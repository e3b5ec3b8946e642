/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import { areas, districts, divisions, metros, thanas } from '@dokani/core';
import { Document } from './document.tsx';
import { cartTexts, money, phone, tr, unitWords } from './shared.ts';
import type { PageContext } from './shared.ts';

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
      data={{
        lang: ctx.lang,
        slug: ctx.view.slug,
        base: ctx.base,
        texts: cartTexts(ctx.lang),
        units: unitWords(ctx.lang),
        geo,
        packages: store.shippingPackages,
        otp: ctx.view.checkoutOtp,
      }}
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
