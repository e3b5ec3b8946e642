/**
 * Toasts. Sonner (≈10 kB gzip) is loaded the first time a toast is wanted, not with any page (a
 * page's first load is the cheaper for it; the service worker keeps the file for offline use); the
 * toaster host (app/toaster-host.tsx) mounts it then.
 */
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterWanted(): boolean {
  return wanted;
}

/** Asks the host to mount the toaster (no toast yet): the first toast does. */
export function preloadToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

/** Called by the toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** A button on a toast (e.g. "See packages"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function notify(kind: Kind, message: string, action?: ToastAction): void {
  preloadToaster();
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast[kind](message, action ? { action } : undefined);
  });
}
