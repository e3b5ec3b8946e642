import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Contact, ContactType } from '@dokani/contracts';
import { loadNamespaces } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { Field } from '@/shared/ui/field';
import { renderAt } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { BASE, SHOP, makeContact, stockApi } from '@/test/api';
import { ContactPicker, draftFromTyped, type NewContactDraft } from './ContactPicker';

const KARIM = makeContact({ name: 'করিম স্টোর', balance: '1250.00' });
const RAHIM: Contact = { ...KARIM, id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E3', name: 'রহিম', mobile: '+8801812345678', balance: '0.00' };
const SUPPLIER: Contact = { ...KARIM, id: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2', type: 'supplier', name: 'প্রাণ ডিস্ট্রিবিউটর', balance: '-40.50' };
const STAFF: Contact = { ...KARIM, id: '01JD3ZK7Q8V6Y2N4W5X9A0B1G3', type: 'employee', name: 'সুমন' };

function Harness({
  types,
  initial = '',
  onCreateNew,
}: {
  types?: ContactType[];
  initial?: string;
  onCreateNew?: (d: NewContactDraft) => void;
}) {
  const [value, setValue] = useState(initial);
  const [picked, setPicked] = useState<string>('');
  return (
    <div>
      <Field label="কন্টাক্ট">
        <ContactPicker
          value={value}
          types={types}
          onCreateNew={onCreateNew}
          onChange={(c) => {
            setValue(c?.id ?? '');
            setPicked(c?.name ?? '(none)');
          }}
          data-testid="picker"
        />
      </Field>
      <output data-testid="picked">{picked}</output>
      <output data-testid="value">{value}</output>
    </div>
  );
}

beforeAll(async () => {
  await loadNamespaces(['dues']);
});
beforeEach(() => signInStore(SHOP));
afterEach(() => {
  // Unmount before the fake API goes: a search still pending must not reach the network.
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutStore();
});

const listAnswer = (items: Contact[]) => ({ status: 200, body: { items, nextCursor: null } });

describe('ContactPicker', () => {
  it('is a labelled combobox; typing (Bangla digits too) searches the API once the typing pauses', async () => {
    const api = stockApi({
      [`GET ${BASE}/contacts`]: ({ url }) => listAnswer(url.searchParams.get('q') === '01712' ? [KARIM] : [KARIM, RAHIM]),
    });
    renderAt(<Harness types={['customer']} />);
    const box = screen.getByRole('combobox', { name: 'কন্টাক্ট' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: '০১৭১২' } });
    await waitFor(() => expect(api.calls.some((c) => c.query.q === '01712')).toBe(true));
    const searched = api.calls.filter((c) => c.path === `${BASE}/contacts`);
    // One request per pause, not one per key; the type asked for goes with it.
    expect(searched.every((c) => c.query.type === 'customer' && c.query.limit === '20')).toBe(true);
    expect(searched.filter((c) => c.query.q === '0171').length).toBe(0);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('করিম স্টোর');
    expect(option.textContent).toContain('০১৭১২৩৪৫৬৭৮');
    expect(option.textContent).toContain('পাবো ৳১,২৫০');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('arrow keys move the active option (aria-activedescendant), Enter chooses it, the box then shows the name and number', async () => {
    stockApi({ [`GET ${BASE}/contacts`]: () => listAnswer([KARIM, RAHIM]) });
    renderAt(<Harness />);
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('picked').textContent).toBe('রহিম');
    expect(screen.getByTestId('value').textContent).toBe(RAHIM.id);
    expect((box as HTMLInputElement).value).toBe('রহিম');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('picker-chosen').textContent).toContain('০১৮১২৩৪৫৬৭৮');
    // Escape on a closed list clears the choice; typing over a chosen name clears it too.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.getByTestId('value').textContent).toBe('');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('a tap on an option chooses it; typing after a choice starts a new search and drops the choice', async () => {
    stockApi({ [`GET ${BASE}/contacts`]: () => listAnswer([KARIM]) });
    renderAt(<Harness />);
    const box = screen.getByRole('combobox');
    fireEvent.click(box);
    fireEvent.mouseDown(await screen.findByRole('option'));
    expect(screen.getByTestId('value').textContent).toBe(KARIM.id);
    fireEvent.change(box, { target: { value: 'রহ' } });
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.getByTestId('picked').textContent).toBe('(none)');
  });

  it('a preset id shows that contact’s name (fetched once)', async () => {
    const api = stockApi({ [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: KARIM }) });
    renderAt(<Harness initial={KARIM.id} />);
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('করিম স্টোর'));
    expect(api.calls.filter((c) => c.path === `${BASE}/contacts`)).toHaveLength(0);
    // The clear button has a name and empties the choice.
    fireEvent.click(screen.getByRole('button', { name: 'বাছাই মুছুন' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('two types: asks without a type and keeps only those types, each labelled', async () => {
    const api = stockApi({ [`GET ${BASE}/contacts`]: () => listAnswer([KARIM, SUPPLIER, STAFF]) });
    renderAt(<Harness types={['customer', 'supplier']} />);
    fireEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(api.calls.find((c) => c.path === `${BASE}/contacts`)?.query.type).toBeUndefined();
    const [a, b] = screen.getAllByRole('option') as [HTMLElement, HTMLElement];
    expect(a.textContent).toContain('কাস্টমার');
    expect(b.textContent).toContain('সাপ্লায়ার');
    expect(b.textContent).toContain('দেবো ৳৪০.৫০');
  });

  it('with onCreateNew, the list ends with "add as new" for what was typed: a mobile number goes to the number, a name to the name', async () => {
    stockApi({ [`GET ${BASE}/contacts`]: () => listAnswer([]) });
    const onCreateNew = vi.fn();
    renderAt(<Harness onCreateNew={onCreateNew} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: '০১৯১২৩৪৫৬৭৮' } });
    await waitFor(() => expect(screen.getByText('এই নামে বা নম্বরে কেউ নেই')).toBeTruthy());
    const add = screen.getByRole('option');
    expect(add.textContent).toContain('নতুন হিসেবে যোগ করুন: ০১৯১২৩৪৫৬৭৮');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onCreateNew).toHaveBeenCalledWith({ name: '', mobile: '০১৯১২৩৪৫৬৭৮' });
    expect(draftFromTyped('  নতুন দোকান ')).toEqual({ name: 'নতুন দোকান', mobile: '' });
    expect(draftFromTyped('+880 1712-345678')).toEqual({ name: '', mobile: '+880 1712-345678' });
  });
});
