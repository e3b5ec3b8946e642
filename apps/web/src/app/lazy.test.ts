import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, loadWithReload } from './lazy';

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
