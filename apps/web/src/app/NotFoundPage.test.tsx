import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@/shared/lib/i18n';
import { renderAt } from '@/test/render';
import NotFoundPage from './NotFoundPage';

afterEach(async () => {
  await setLanguage('bn');
});

describe('the not-found page', () => {
  it('shows 404 in Bangla digits in Bangla, in ASCII digits in English', async () => {
    renderAt(<NotFoundPage />, '/no-such-page');
    expect((await screen.findByTestId('not-found-code')).textContent).toBe('৪০৪');
    await act(async () => {
      await setLanguage('en');
    });
    expect(screen.getByTestId('not-found-code').textContent).toBe('404');
  });
});
