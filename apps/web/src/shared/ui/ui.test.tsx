import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { i18n, setLanguage } from '@/shared/lib/i18n';
import { useThemeStore } from '@/shared/stores/theme';
import { LanguageToggle } from './language-toggle';
import { ThemeMenu } from './theme-menu';
import { LazyImage } from './lazy-image';
import { PageTitle } from './page-title';

afterEach(async () => {
  await setLanguage('bn');
  useThemeStore.setState({ theme: 'light' });
});

describe('LanguageToggle', () => {
  it('names the other language and switches at once', async () => {
    render(<LanguageToggle />);
    const button = screen.getByTestId('language-toggle');
    expect(button.textContent).toBe('English');
    expect(button.getAttribute('aria-label')).toBe('ভাষা বদলান: English');
    fireEvent.click(button);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('language-toggle').textContent).toBe('বাংলা');
    expect(screen.getByTestId('language-toggle').getAttribute('aria-label')).toBe('Change language: বাংলা');
  });
});

describe('ThemeMenu', () => {
  it('opens a menu of system/light/dark, moves with arrows, picks, closes with Escape', async () => {
    render(<ThemeMenu />);
    const trigger = screen.getByTestId('theme-toggle');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // the open menu's code is fetched the first time
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    // the menu takes the focus once it has drawn (later than its items appear on a busy machine)
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('theme-dark'));
    fireEvent.click(screen.getByTestId('theme-dark'));
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('LazyImage', () => {
  it('loads lazily with a placeholder icon while loading and after a failure', () => {
    const { container, rerender } = render(<LazyImage src="/a.png" alt="পণ্যের ছবি" className="size-10" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByTestId('lazy-image-placeholder').dataset.status).toBe('loading');
    fireEvent.load(img);
    expect(screen.queryByTestId('lazy-image-placeholder')).toBeNull();

    rerender(<LazyImage src="/b.png" alt="পণ্যের ছবি" className="size-10" />);
    expect(screen.getByTestId('lazy-image-placeholder').dataset.status).toBe('loading');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('lazy-image-placeholder').dataset.status).toBe('failed');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('পণ্যের ছবি')).toBeTruthy();
  });
});

describe('PageTitle', () => {
  it('the back arrow goes one step back in history', async () => {
    const { router } = renderRoutes(
      [
        { path: '/first', element: <p>first page</p> },
        { path: '/second', element: <PageTitle title="দ্বিতীয়" /> },
      ],
      ['/first', '/second'],
      1,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('দ্বিতীয়');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'পেছনে যান' }));
    });
    expect(router.state.location.pathname).toBe('/first');
  });
});
