/**
 * The storefront's one stylesheet, inlined in every page (no request before the first paint), and
 * its three themes as colour variables. Colours meet 4.5:1 contrast for text on their background.
 * An image's height follows its width (`height:auto`, else its height attribute would fix it):
 * the banner keeps its 1920 × 560 shape at every width, product photos stay square.
 */
import type { OnlineTheme } from '@dokani/contracts/store-rules';

const THEMES: Record<OnlineTheme, string> = {
  classic:
    '--bg:#f6f7f5;--card:#fff;--text:#1c2421;--muted:#4e5a55;--brand:#0b6b4f;--brand-text:#fff;--line:#dde3df;--bad:#a4262c;--good:#0b6b4f',
  fresh:
    '--bg:#fff8f1;--card:#fff;--text:#2a1d14;--muted:#5e4a3c;--brand:#b3410e;--brand-text:#fff;--line:#f0dccb;--bad:#a4262c;--good:#1d6b2f',
  night:
    '--bg:#111716;--card:#1b2321;--text:#eef3f1;--muted:#b4c1bc;--brand:#5fd0a6;--brand-text:#0c1311;--line:#2d3935;--bad:#ff9a9a;--good:#7fe0b8',
};

export const themeColor = (theme: OnlineTheme): string => /--brand:(#[0-9a-f]{6})/.exec(THEMES[theme])?.[1] ?? '#0b6b4f';

const BASE = `
@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:400;font-display:swap;src:url(FONT_URL) format("woff2");unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.55 "Noto Sans Bengali",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--brand)}
img{max-width:100%;display:block}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--card);padding:8px;z-index:9}
.wrap{max-width:1100px;margin:0 auto;padding:0 12px}
header.top{background:var(--card);border-bottom:1px solid var(--line)}
.bar{display:flex;align-items:center;gap:10px;min-height:60px;flex-wrap:wrap;padding:6px 0}
.brand{display:flex;align-items:center;gap:8px;color:var(--text);text-decoration:none;font-weight:700;font-size:1.1rem;margin-right:auto;min-height:48px}
.brand img{width:40px;height:40px;border-radius:8px;object-fit:cover}
.pill{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;min-width:44px;padding:0 14px;border-radius:22px;border:1px solid var(--line);background:var(--card);color:var(--text);text-decoration:none;font:inherit;cursor:pointer}
.pill.main{background:var(--brand);border-color:var(--brand);color:var(--brand-text);font-weight:600}
.count{background:var(--brand);color:var(--brand-text);border-radius:10px;padding:0 7px;font-size:.85rem;min-width:22px;text-align:center}
form.search{display:flex;gap:6px;width:100%;padding-bottom:10px}
input,select,textarea{font:inherit;color:var(--text);background:var(--card);border:1px solid var(--muted);border-radius:10px;padding:10px 12px;min-height:48px;width:100%}
textarea{min-height:88px}
label{display:block;font-weight:600;margin:12px 0 4px}
.hint{color:var(--muted);font-size:.9rem;margin:2px 0 0}
.banner{width:100%;height:auto;aspect-ratio:1920/560;object-fit:cover;border-radius:12px;margin-top:12px;background:var(--line)}
h1{font-size:1.35rem;margin:16px 0 8px}h2{font-size:1.1rem;margin:18px 0 8px}
.chips{display:flex;gap:8px;overflow-x:auto;padding:4px 0 8px;list-style:none;margin:0}
.chips a{white-space:nowrap}.chips a[aria-current]{background:var(--brand);color:var(--brand-text);border-color:var(--brand)}
.grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px;list-style:none;padding:0;margin:0}
@media (min-width:640px){.grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:960px){.grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;overflow:hidden;display:flex;flex-direction:column;height:100%}
.card a.title{color:var(--text);text-decoration:none;display:block;padding:8px 10px 0;font-weight:600;line-height:1.35}
.card .ph{aspect-ratio:1;width:100%;height:auto;object-fit:cover;background:var(--line)}
.noph{aspect-ratio:1;display:flex;text-decoration:none;align-items:center;justify-content:center;background:var(--line);color:var(--muted)}
.card .meta{padding:4px 10px 10px;margin-top:auto}
.price{font-weight:700;font-size:1.05rem}
.ok{color:var(--good)}.no{color:var(--bad)}
.stock{font-size:.9rem;margin:0}
.js-only{visibility:hidden}.js .js-only{visibility:visible}
.card .pill{width:100%;margin-top:6px}
.more{display:flex;flex-wrap:wrap;justify-content:center;gap:10px;margin:18px 0}.more .pill{white-space:nowrap}
.panel{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px;margin:12px 0}
.product{display:grid;gap:16px}
@media (min-width:760px){.product{grid-template-columns:1fr 1fr}}
.gallery img{border-radius:12px;width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:var(--card);border:1px solid var(--line)}.gallery .thumbs img{border:0}
.thumbs{display:flex;gap:8px;margin-top:8px;overflow-x:auto}.thumbs img{width:72px;height:72px;object-fit:cover;border-radius:8px}
.buy{display:flex;flex-wrap:wrap;gap:8px;align-items:end}.qty{display:flex;gap:6px;align-items:center}.qty input{width:88px;text-align:center}.qty .pill{padding:0;width:44px;font-size:1.2rem}
.text{white-space:pre-line}
table.lines{width:100%;border-collapse:collapse}table.lines td,table.lines th{padding:8px 4px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
table.lines .n{text-align:right;white-space:nowrap}table.lines .q{display:inline-block;min-width:4.5em;padding:0 6px;text-align:center}
.sum{display:flex;justify-content:space-between;padding:4px 0}.sum.total{font-weight:700;font-size:1.1rem;border-top:1px solid var(--line);margin-top:4px;padding-top:8px}
.radio{display:flex;gap:10px;align-items:center;border:1px solid var(--line);border-radius:10px;padding:10px 12px;margin:6px 0;font-weight:400;min-height:48px}
.radio input{width:auto;min-height:0}
.row{display:grid;gap:0 10px}@media (min-width:640px){.row{grid-template-columns:repeat(3,1fr)}}
.alert{border-radius:10px;padding:10px 12px;margin:10px 0;border:1px solid var(--bad);color:var(--bad);background:var(--card)}
.note{border-radius:10px;padding:10px 12px;margin:10px 0;border:1px solid var(--good);background:var(--card)}
.hp{position:absolute;left:-5000px;width:1px;height:1px;overflow:hidden}
ol.steps{list-style:none;padding:0;margin:0}ol.steps li{padding:8px 0 8px 18px;border-left:3px solid var(--brand);margin-left:6px}
ol.steps time{display:block;color:var(--muted);font-size:.9rem}
footer.foot{margin-top:28px;padding:18px 0 28px;border-top:1px solid var(--line);background:var(--card);color:var(--muted)}
footer.foot a{color:var(--text)}footer.foot ul{list-style:none;padding:0;margin:6px 0;display:flex;flex-wrap:wrap;gap:4px 16px}
footer.foot li a{display:inline-block;padding:10px 0}
.center{text-align:center;padding:40px 12px}
`;

/** The stylesheet for a theme, with the address of the self-hosted Bangla font. */
export function storeCss(theme: OnlineTheme, fontUrl: string): string {
  return `:root{${THEMES[theme]}}${BASE.replace('FONT_URL', fontUrl).replace(/\n/g, '')}`;
}
