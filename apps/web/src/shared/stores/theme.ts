import { create } from 'zustand';

/**
 * Theme preference, stored as a plain string under `vite-ui-theme` (the spec's key):
 * 'system' | 'light' | 'dark', default 'light'. 'system' follows the OS colour preference live
 * (see ThemeProvider).
 */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export function isTheme(v: unknown): v is Theme {
  return typeof v === 'string' && (THEMES as readonly string[]).includes(v);
}

export function readStoredTheme(): Theme {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(v) ? v : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // private mode or full storage: the choice still applies for this visit
    }
    set({ theme });
  },
}));

/** The theme actually shown, given the preference and whether the OS prefers dark. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}
