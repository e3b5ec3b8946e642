import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ThemeProvider } from '@/shared/ui/theme-provider';
import { DEFAULT_THEME, THEME_STORAGE_KEY, readStoredTheme, resolveTheme, useThemeStore } from './theme';

/** A controllable prefers-color-scheme. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const mq = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => mq as unknown as MediaQueryList);
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
  };
}

beforeEach(() => {
  document.documentElement.className = '';
  useThemeStore.setState({ theme: 'light' });
});
afterEach(() => vi.restoreAllMocks());

describe('theme', () => {
  it('defaults to light, from the vite-ui-theme key', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('stores the choice as a plain string', () => {
    useThemeStore.getState().setTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('puts the class on <html> and follows the OS live in system mode', () => {
    const os = fakeSystem(false);
    render(
      <ThemeProvider>
        <p>x</p>
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html.classList.contains('light')).toBe(true);
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.classList.contains('light')).toBe(false);
    act(() => useThemeStore.getState().setTheme('system'));
    expect(html.classList.contains('light')).toBe(true);
    act(() => os.set(true));
    expect(html.classList.contains('dark')).toBe(true);
    act(() => os.set(false));
    expect(html.classList.contains('light')).toBe(true);
  });
});
