import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Member, Role } from '@dokani/contracts/access';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { USER, fakeApi, makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { setLanguage } from '@/shared/lib/i18n';

const SHOP = makeShop();
const BASE = `/shops/${SHOP.id}`;
const CASHIER: Role = {
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1R1',
  name: 'ক্যাশিয়ার',
  features: ['sell', 'contacts'],
  ready: 'cashier',
  memberCount: 0,
};
const MANAGER: Role = {
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1R2',
  name: 'ম্যানেজার',
  features: ['sell', 'purchase'],
  ready: 'manager',
  memberCount: 1,
};
const OWNER: Member = {
  id: USER.id,
  userId: USER.id,
  mobile: USER.mobile,
  name: USER.name,
  isOwner: true,
  roleId: null,
  addedAt: '2026-11-01T04:00:00.000Z',
  invited: false,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutStore();
  await setLanguage('bn');
});

describe('App Access', () => {
  it('lists the people and adds a number with a role (an invitation when it has no account)', async () => {
    let members: Member[] = [OWNER];
    const api = fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/members`]: () => ({ status: 200, body: { items: members } }),
      [`GET ${BASE}/roles`]: () => ({ status: 200, body: { items: [CASHIER, MANAGER] } }),
      [`POST ${BASE}/members`]: (body) => {
        const b = body as { id: string; mobile: string; roleId: string };
        const m: Member = {
          id: b.id,
          userId: null,
          mobile: '+8801812345678',
          name: null,
          isOwner: false,
          roleId: b.roleId,
          addedAt: '2026-11-25T04:00:00.000Z',
          invited: true,
        };
        members = [...members, m];
        return { status: 201, body: m };
      },
    });
    signInStore(SHOP);
    renderRoutes(routes, '/access-management');
    const page = await screen.findByTestId('access-page');
    expect(within(page).getByRole('heading', { name: 'অ্যাপ এক্সেস' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('access-person')).toHaveLength(1));
    expect(screen.getByTestId('access-people').textContent).toContain('মালিক');

    // A role must be chosen.
    fireEvent.change(screen.getByTestId('access-mobile'), { target: { value: '০১৮১২৩৪৫৬৭৮' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('access-add'));
    });
    expect(api.calls.some((c) => c.key === `POST ${BASE}/members`)).toBe(false);
    fireEvent.change(screen.getByTestId('access-role'), { target: { value: CASHIER.id } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('access-add'));
    });
    await waitFor(() => expect(screen.getAllByTestId('access-person')).toHaveLength(2));
    expect(api.calls.find((c) => c.key === `POST ${BASE}/members`)?.body).toMatchObject({ mobile: '০১৮১২৩৪৫৬৭৮', roleId: CASHIER.id });
    const invited = screen.getAllByTestId('access-person')[1] as HTMLElement;
    expect(invited.textContent).toContain('এখনো অ্যাকাউন্ট খোলেননি');
    expect((within(invited).getByTestId('access-person-role') as HTMLSelectElement).value).toBe(CASHIER.id);
  });

  it('roles: the features in plain words; a role in use cannot be deleted; a new role is sent with its features', async () => {
    const api = fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/roles`]: () => ({ status: 200, body: { items: [CASHIER, MANAGER] } }),
      [`POST ${BASE}/roles`]: (body) => ({ status: 201, body: { ...(body as object), ready: null, memberCount: 0 } }),
    });
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/access-management/roles');
    await waitFor(() => expect(screen.getAllByTestId('role-row')).toHaveLength(2));
    const [cashier, manager] = screen.getAllByTestId('role-row') as HTMLElement[];
    expect(cashier?.textContent).toContain('Selling · Customers and suppliers');
    expect((within(cashier as HTMLElement).getByTestId('role-delete') as HTMLButtonElement).disabled).toBe(false);
    expect((within(manager as HTMLElement).getByTestId('role-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(manager?.textContent).toContain('1 person has this role');

    fireEvent.click(screen.getByTestId('role-new'));
    const dialog = await screen.findByTestId('role-dialog');
    fireEvent.change(within(dialog).getByTestId('role-name'), { target: { value: 'Stock keeper' } });
    fireEvent.click(within(dialog).getByTestId('role-feature-stock'));
    fireEvent.click(within(dialog).getByTestId('role-feature-products'));
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('role-save'));
    });
    await waitFor(() => expect(api.calls.some((c) => c.key === `POST ${BASE}/roles`)).toBe(true));
    expect(api.calls.find((c) => c.key === `POST ${BASE}/roles`)?.body).toMatchObject({
      name: 'Stock keeper',
      features: ['stock', 'products'],
    });
  });
});
