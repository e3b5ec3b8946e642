import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { loadNamespaces, setLanguage } from '@/shared/lib/i18n';
import { renderAt } from '@/test/render';
import { SUPPORT_PHONE } from '@/shared/lib/support';
import ContactSupportPage from './pages/ContactSupportPage';

afterEach(async () => {
  await setLanguage('bn');
});

describe('/contact-support', () => {
  it('shows the support number in Bangla digits in Bangla (the call link keeps the dialable number)', async () => {
    await loadNamespaces(['nav']);
    renderAt(<ContactSupportPage />, '/contact-support');
    expect((await screen.findByTestId('support-phone')).textContent).toBe('+৮৮০৯৬১২৩৪৫৬৭৮');
    expect(screen.getByRole('link', { name: 'কল করুন' }).getAttribute('href')).toBe(`tel:${SUPPORT_PHONE}`);
    await act(async () => {
      await setLanguage('en');
    });
    expect(screen.getByTestId('support-phone').textContent).toBe(SUPPORT_PHONE);
    // the buttons speak the page's language
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:${SUPPORT_PHONE}`);
    expect(screen.getByRole('link', { name: 'Email' })).toBeTruthy();
  });
});
