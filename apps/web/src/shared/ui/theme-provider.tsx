import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { resolveTheme, useThemeStore } from '@/shared/stores/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const THEME_COLORS = { light: '#047857', dark: '#0c1412' } as const;

function subscribeSystem(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const mq = window.matchMedia(DARK_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Whether the OS prefers dark, followed live. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
}

/** The theme actually on screen. */
export function useResolvedTheme(): 'light' | 'dark' {
  const theme = useThemeStore((s) => s.theme);
  return resolveTheme(theme, useSystemPrefersDark());
}

/** Puts the `light` or `dark` class on <html> and keeps the browser's theme colour in step. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolved);
    root.style.colorScheme = resolved;
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', THEME_COLORS[resolved]);
  }, [resolved]);
  return children;
}
