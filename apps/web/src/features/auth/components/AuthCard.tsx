import type { ReactNode } from 'react';

/** The frame of each sign-in step: a heading, a line under it, then the step's form. */
export function AuthCard({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-7">
      <h1 className="text-xl font-semibold leading-snug sm:text-2xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-muted-foreground">{subtitle}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
