import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@dokani/contracts/data';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, stockApi } from '@/test/api';
import { auditFiltersFrom, entryLink } from './pages/AuditLogPage';

// The first render of a lazy route (code and the 'data' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const OWNER = '01JD3ZK7Q8V6Y2N4W5X9A0B1C2';
const VOID: AuditEntry = {
  id: '41',
  at: '2026-11-21T06:30:00.000Z',
  userId: OWNER,
  userName: 'রহিম উদ্দিন',
  action: 'void',
  entity: 'sale',
  entityId: '01JD3ZK7Q8V6Y2N4W5X9A0B1D3',
  details: { reason: 'ভুল দাম' },
  device: 'Chrome 131 · Android 14',
};
const PRICE: AuditEntry = {
  ...VOID,
  id: '40',
  action: 'price-change',
  entity: 'product',
  entityId: '01JD3ZK7Q8V6Y2N4W5X9A0B1E4',
  details: { fields: ['sellPrice'], prices: { sellPrice: { from: '20.00', to: '22.50' } } },
};
const STOCK: AuditEntry = {
  ...VOID,
  id: '38',
  action: 'stock-update',
  entity: 'product',
  details: { reason: 'damaged', change: '-2', movementRef: VOID.entityId },
};
const PAYMENT: AuditEntry = {
  ...VOID,
  id: '39',
  userId: null,
  userName: null,
  action: 'payment.succeeded',
  entity: 'payment',
  details: {},
  device: null,
};

signedInEachTest(SHOP);

describe('/settings/audit', () => {
  it('lists who did what, when and from which device, in Bangla; each entry opens what it changed; filters go to the server', async () => {
    const api = stockApi({
      [`GET ${BASE}/audit-log`]: () => ({ status: 200, body: { items: [VOID, PRICE, PAYMENT, STOCK], nextCursor: null } }),
      [`GET ${BASE}/audit-log/people`]: () => ({
        status: 200,
        body: { items: [{ userId: OWNER, name: 'রহিম উদ্দিন', mobile: '+8801712345678', isOwner: true }] },
      }),
    });
    renderRoutes(routes, '/settings/audit');
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অডিট লগ');
    const [voided, price, payment, stock] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(stock.textContent).toContain('কারণ: নষ্ট');
    expect(stock.textContent).toContain('−২');
    expect(voided.textContent).toContain('বাতিল · বিক্রি');
    expect(voided.textContent).toContain('কারণ: ভুল দাম');
    expect(voided.textContent).toContain('রহিম উদ্দিন');
    expect(within(voided).getByTestId('audit-device').textContent).toBe('Chrome ১৩১ · Android ১৪');
    expect(within(voided).getByTestId('audit-open').getAttribute('href')).toBe(`/sell-list/${VOID.entityId}`);
    expect(price.textContent).toContain('বিক্রি দাম: ৳২০.০০ → ৳২২.৫০');
    expect(payment.textContent).toContain('পেমেন্ট সফল');
    expect(payment.textContent).toContain('সিস্টেম');

    await waitFor(() => expect(screen.getByTestId('audit-filter-person').textContent).toContain('মালিক'));
    fireEvent.change(screen.getByTestId('audit-filter-kind'), { target: { value: 'void' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/audit-log` && c.query.kind === 'void')).toBe(true));
    fireEvent.change(screen.getByTestId('audit-filter-person'), { target: { value: OWNER } });
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/audit-log` && c.query.userId === OWNER)).toBe(true));
  });
});

describe('the address and the links', () => {
  it('reads only well-formed filters from the address', () => {
    expect(auditFiltersFrom(new URLSearchParams('kind=void&userId=nope&from=2026-11-01&to=yesterday'))).toEqual({
      userId: '',
      kind: 'void',
      from: '2026-11-01',
      to: '',
    });
    expect(auditFiltersFrom(new URLSearchParams('kind=everything')).kind).toBe('');
  });

  it('links an entry to the page that shows its record, none for what is gone', () => {
    expect(entryLink({ entity: 'product', entityId: 'P1', action: 'price-change' })).toBe('/product/P1');
    expect(entryLink({ entity: 'contact', entityId: 'C1', action: 'delete' })).toBeNull();
    expect(entryLink({ entity: 'online-order', entityId: 'O1', action: 'shipped' })).toBe('/online-shop/orders/O1');
    expect(entryLink({ entity: 'user', entityId: 'U1', action: 'change-pin' })).toBeNull();
  });
});
