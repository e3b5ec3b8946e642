import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, lazyPageOf, loadWithReload, page, pagesOf } from './lazy';

describe('failed route module load', () => {
  it('reloads the page once, then lets the error through', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const first = loadWithReload(failing, reload);
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    void first; // never settles: the page is reloading

    // After the reload the same chunk fails again: no second reload, the error reaches the screen.
    await expect(loadWithReload(failing, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful load clears the guard', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(loadWithReload(async () => 'ok', vi.fn())).resolves.toBe('ok');
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

describe('a lazy page', () => {
  it('draws at once, without its loading state, once its code is in', async () => {
    const element = page(async () => ({ default: () => <p>the page</p> }));
    await lazyPageOf(element)?.preload();
    render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

describe("a feature's page list", () => {
  it('is fetched only when one of its pages is first drawn, and draws the page of the key', async () => {
    const loadList = vi.fn(async () => ({
      PAGES: { one: async () => ({ default: () => <p>page one</p> }), two: async () => ({ default: () => <p>page two</p> }) },
    }));
    const pages = pagesOf(loadList);
    const element = pages('two');
    expect(loadList).not.toHaveBeenCalled();
    render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
    expect(await screen.findByText('page two')).toBeTruthy();
    expect(screen.queryByText('page one')).toBeNull();
    expect(loadList).toHaveBeenCalledTimes(1);
  });
});
