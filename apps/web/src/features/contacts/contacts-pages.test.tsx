import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@dokani/contracts';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { renderRoutes } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { BASE, SHOP, makeContact, stockApi } from '@/test/api';

// The first render of a lazy route (code and the 'dues' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const KARIM = makeContact({ address: 'মিরপুর ১০' });
const SUMON: Contact = {
  ...KARIM,
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E5',
  type: 'employee',
  name: 'সুমন',
  position: 'বিক্রয়কর্মী',
  monthlySalary: '12000.00',
};
const named = (i: number): Contact => ({ ...KARIM, id: `01JD3ZK7Q8V6Y2N4W5X9A0C${String(i).padStart(3, '0')}`, name: `কাস্টমার ${i}` });
const noHistory = () => ({ status: 200, body: { items: [], nextCursor: null } });

beforeEach(() => {
  signInStore(SHOP);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutStore();
  Reflect.deleteProperty(navigator, 'contacts');
  await setLanguage('bn');
});

describe('/contact list', () => {
  it('shows the first page and loads the next one with the cursor ("load more")', async () => {
    const api = stockApi({
      [`GET ${BASE}/contacts`]: ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { status: 200, body: { items: [named(3)], nextCursor: null } }
          : { status: 200, body: { items: [named(1), named(2)], nextCursor: 'page-2' } },
    });
    renderRoutes(routes, '/contact');
    expect(await screen.findAllByTestId('contact-row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('contact-row')).toHaveLength(3));
    expect(screen.getAllByTestId('contact-row')[2]?.textContent).toContain('কাস্টমার 3');
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(api.calls.find((c) => c.query.cursor === 'page-2')?.query).toMatchObject({ type: 'customer', limit: '50' });
  });

  it('inactive contacts are left out until asked for; then they show, marked, and the choice stays across tabs', async () => {
    const gone: Contact = { ...named(9), status: 'inactive' };
    const api = stockApi({
      [`GET ${BASE}/contacts`]: ({ url }) =>
        url.searchParams.get('status') === 'all'
          ? { status: 200, body: { items: [named(1), gone], nextCursor: null } }
          : { status: 200, body: { items: [named(1)], nextCursor: null } },
    });
    const { router } = renderRoutes(routes, '/contact');
    expect(await screen.findAllByTestId('contact-row')).toHaveLength(1);
    expect(api.calls.at(-1)?.query.status).toBeUndefined();
    fireEvent.click(screen.getByLabelText('নিষ্ক্রিয় কন্টাক্টও দেখান'));
    await waitFor(() => expect(screen.getAllByTestId('contact-row')).toHaveLength(2));
    expect(within(screen.getAllByTestId('contact-row')[1] as HTMLElement).getByTestId('contact-row-inactive').textContent).toBe('নিষ্ক্রিয়');
    expect(router.state.location.search).toContain('inactive=1');
    fireEvent.click(screen.getByTestId('contact-tab-supplier'));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ type: 'supplier', status: 'all' }));
    expect((screen.getByTestId('contact-show-inactive') as HTMLInputElement).checked).toBe(true);
  });

  it('the add dialog has no "from phone" without the Contact Picker API', async () => {
    stockApi({ [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [KARIM], nextCursor: null } }) });
    renderRoutes(routes, '/contact');
    await screen.findAllByTestId('contact-row');
    fireEvent.click(screen.getByTestId('contact-add'));
    const dialog = await screen.findByRole('dialog', { name: 'নতুন কন্টাক্ট' });
    expect(within(dialog).getByLabelText('নাম')).toBeTruthy();
    expect(within(dialog).queryByTestId('contact-from-phone')).toBeNull();
  });

  it('"from phone" in the add dialog fills the picked name and number; a number that is not a Bangladeshi mobile shows the message', async () => {
    const select = vi
      .fn()
      .mockResolvedValueOnce([{ name: ['সালমা বেগম'], tel: ['+880 1812-345678'] }])
      .mockResolvedValueOnce([{ name: ['Uncle Sam'], tel: ['+1 415 555 0123'] }]);
    Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
    const api = stockApi({
      [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      [`POST ${BASE}/contacts`]: ({ body }) => ({ status: 201, body: { ...KARIM, ...(body as object) } }),
    });
    renderRoutes(routes, '/contact');
    fireEvent.click(await screen.findByTestId('contact-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ফোনবুক থেকে নিন' }));
    await waitFor(() => expect((within(dialog).getByLabelText('নাম') as HTMLInputElement).value).toBe('সালমা বেগম'));
    expect((within(dialog).getByLabelText('মোবাইল নম্বর') as HTMLInputElement).value).toBe('01812345678');
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    fireEvent.click(within(dialog).getByTestId('contact-save'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ type: 'customer', name: 'সালমা বেগম', mobile: '01812345678' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('contact-add'));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByTestId('contact-from-phone'));
    const mobile = within(again).getByLabelText('মোবাইল নম্বর') as HTMLInputElement;
    await waitFor(() => expect(mobile.value).toBe('+1 415 555 0123'));
    await waitFor(() => expect(within(again).getByRole('alert').textContent).toContain('সঠিক মোবাইল নম্বর দিন'));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mobile);
    // The message stays until the number is one; nothing is sent.
    fireEvent.click(within(again).getByTestId('contact-save'));
    await new Promise((r) => setTimeout(r, 200));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(within(again).getByRole('alert').textContent).toContain('সঠিক মোবাইল নম্বর দিন');
  });
});

describe('/contact/:contactId', () => {
  it('edits an employee in the form dialog: every field of the type prefilled (salary in Bangla digits); the PATCH clears an emptied field', async () => {
    const api = stockApi({
      [`GET ${BASE}/contacts/${SUMON.id}`]: () => ({ status: 200, body: SUMON }),
      [`GET ${BASE}/contacts/${SUMON.id}/history`]: noHistory,
      [`PATCH ${BASE}/contacts/${SUMON.id}`]: ({ body }) => ({
        status: 200,
        body: { ...SUMON, ...(body as object), monthlySalary: '15000.00' },
      }),
    });
    renderRoutes(routes, `/contact/${SUMON.id}`);
    expect((await screen.findByTestId('contact-salary-line')).textContent).toContain('৳১২,০০০');
    fireEvent.click(screen.getByRole('button', { name: 'তথ্য বদলান' }));
    const dialog = await screen.findByRole('dialog', { name: 'কন্টাক্টের তথ্য বদলান' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field('নাম').value).toBe('সুমন');
    expect(field('মোবাইল নম্বর').value).toBe('০১৭১২৩৪৫৬৭৮');
    expect(field('পদবি').value).toBe('বিক্রয়কর্মী');
    expect(field('মাসিক বেতন').value).toBe('১২০০০');
    expect(within(dialog).queryByLabelText('কী কী মাল দেন')).toBeNull();
    fireEvent.change(field('মাসিক বেতন'), { target: { value: '১৫,০০০' } });
    fireEvent.change(field('ঠিকানা'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByTestId('contact-save'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'সুমন',
      mobile: '01712345678',
      address: null,
      email: null,
      position: 'বিক্রয়কর্মী',
      monthlySalary: '15000',
    });
    await waitFor(() => expect(screen.getByTestId('contact-salary-line').textContent).toContain('৳১৫,০০০'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('delete asks first; without history the contact is removed and the list opens', async () => {
    const api = stockApi({
      [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: KARIM }),
      [`GET ${BASE}/contacts/${KARIM.id}/history`]: noHistory,
      [`DELETE ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 204 }),
      [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    const { router } = renderRoutes(routes, `/contact/${KARIM.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'মুছে ফেলুন' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('করিম-কে মুছে ফেলবেন?');
    expect(confirm.textContent).toContain('একেবারে মুছে যাবে');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByTestId('contact-delete-dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(router.state.location.search).toBe('?type=customer');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('a contact with history is kept as inactive (the server answers 200): the dialog says so before, the page shows it after', async () => {
    const owing = { ...KARIM, balance: '500.00' };
    stockApi({
      [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: owing }),
      [`GET ${BASE}/contacts/${KARIM.id}/history`]: noHistory,
      [`DELETE ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: { ...owing, status: 'inactive' } }),
    });
    const { router } = renderRoutes(routes, `/contact/${KARIM.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'মুছে ফেলুন' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('বাকির হিসাব আছে');
    fireEvent.click(within(confirm).getByRole('button', { name: 'নিষ্ক্রিয় করুন' }));
    expect(await screen.findByTestId('contact-inactive')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/contact/${KARIM.id}`);
    expect(screen.getByRole('button', { name: 'আবার চালু করুন' })).toBeTruthy();
  });

  it('adds a photo (PUT multipart), then removes it (DELETE)', async () => {
    const withPhoto = { ...KARIM, photoUrl: `/media/${SHOP.id}/01JD3ZK7Q8V6Y2N4W5X9A0B1H1-0123456789abcdef0123456789abcdef.webp` };
    const api = stockApi({
      [`GET ${BASE}/contacts/${KARIM.id}`]: () => ({ status: 200, body: KARIM }),
      [`GET ${BASE}/contacts/${KARIM.id}/history`]: noHistory,
      [`PUT ${BASE}/contacts/${KARIM.id}/photo`]: () => ({ status: 200, body: withPhoto }),
      [`DELETE ${BASE}/contacts/${KARIM.id}/photo`]: () => ({ status: 200, body: KARIM }),
    });
    renderRoutes(routes, `/contact/${KARIM.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'ছবি দিন' }));
    const input = screen.getByTestId('contact-photo-input') as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByTestId('contact-photo-problem')).textContent).toContain('JPG, PNG বা WebP');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { files: [new File(['png'], 'karim.png', { type: 'image/png' })] } });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = put?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('karim.png');
    const photo = await screen.findByRole('img', { name: 'করিম-এর ছবি' });
    expect(photo.getAttribute('src')).toBe(withPhoto.photoUrl);

    fireEvent.click(screen.getByRole('button', { name: 'ছবি সরান' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'ছবি দিন' })).toBeTruthy();
  });
});
