/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import type { Language } from '@dokani/i18n';
import { storeCss } from '../style.ts';
import { tr } from './shared.ts';

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
