/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import { Document } from './document.tsx';
import { tr } from './shared.ts';
import type { PageContext, PolicyKind } from './shared.ts';

export function PolicyPage({ ctx, kind }: { ctx: PageContext; kind: PolicyKind }) {
  const T = tr(ctx.lang);
  const text = ctx.view.policies[kind];
  const title = T(`policy.${kind}`);
  return (
    <Document
      ctx={ctx}
      title={`${title} — ${ctx.view.store.name}`}
      canonical={ctx.origin + ctx.path}
      description={text?.slice(0, 160) ?? null}
    >
      <h1>{title}</h1>
      <div className="panel">
        <p className="text">{text ?? T('policyEmpty')}</p>
      </div>
    </Document>
  );
}
