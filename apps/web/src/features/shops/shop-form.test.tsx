import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Shop } from '@dokani/contracts';
import { loadNamespaces, setLanguage } from '@/shared/lib/i18n';
import { renderAt } from '@/test/render';
import { SHOP } from '@/test/api';
import { ShopForm } from './components/ShopForm';

// The first render of a lazy route is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => loadNamespaces(['shop', 'validation']));

afterEach(async () => {
  cleanup();
  await setLanguage('bn');
});

function form(onSave = vi.fn(async (_values: unknown) => {})) {
  renderAt(<ShopForm initial={{ ...SHOP, phone: null, publicPhone: null } as Shop} submitLabel="save" onSave={onSave} />);
  return onSave;
}

describe('shop form: phones', () => {
  it('refuses junk ("12345", "0123") with the rule, in Bangla; nothing is saved', async () => {
    const onSave = form();
    fireEvent.change(await screen.findByLabelText('দোকানের ফোন নম্বর'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('কাস্টমারদের জন্য নম্বর', { exact: false }), { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findAllByText('সঠিক ফোন নম্বর দিন: মোবাইল (যেমন ০১৭১২৩৪৫৬৭৮) বা এলাকার কোডসহ ল্যান্ডফোন (যেমন ০২-৯৫৬৭৮৯০)।')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a mobile and a landline with its area code, in English too', async () => {
    await setLanguage('en');
    await loadNamespaces(['shop', 'validation']);
    const onSave = form();
    fireEvent.change(await screen.findByLabelText('Shop phone number'), { target: { value: '02-9567890' } });
    fireEvent.change(screen.getByLabelText('Number for customers', { exact: false }), { target: { value: '০১৭১২৩৪৫৬৭৮' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ phone: '02-9567890', publicPhone: '০১৭১২৩৪৫৬৭৮' });
  });
});
