/**
 * Class strings of the counter's own big controls. `cn` does not resolve conflicting utilities
 * (shared/lib/cn.ts), so these are written whole instead of overriding the Button's sizes.
 */
const focus =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** The sticky bar's and the panel's main button: 56 px high, full width. */
export const bigButtonClass = `inline-flex h-14 w-full min-w-0 items-center justify-center gap-2 rounded-md bg-primary px-4 text-lg font-semibold text-primary-foreground transition-colors hover:bg-primary/90 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 ${focus}`;

/** A square outline button of 44 px (− / +, scan, back). */
export const squareButtonClass = `inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-input bg-card text-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:opacity-60 [&_svg]:size-5 ${focus}`;

/** The square button beside the sticky bar's main one (56 px). */
export const sideButtonClass = `inline-flex size-14 shrink-0 items-center justify-center rounded-md border border-input bg-card text-foreground transition-colors hover:bg-accent [&_svg]:size-5 ${focus}`;
