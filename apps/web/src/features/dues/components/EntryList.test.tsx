import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DueEntry } from '@dokani/contracts';
import { loadNamespaces } from '@/shared/lib/i18n';
import { renderAt } from '@/test/render';
import { makeDueEntry } from '../test-fixtures';
import { EntryList } from './EntryList';

const BASE = makeDueEntry({ amount: '344.00', balanceAfter: '344.00' });

describe('EntryList', () => {
  it('an entry made by a sale names it, links to it and offers no reversal; a hand entry can be reversed', async () => {
    await loadNamespaces(['dues', 'stock']);
    const fromSale: DueEntry = { ...BASE, id: '01JD3ZK7Q8V6Y2N4W5X9A0B1H2', refType: 'sale', refId: '01JD3ZK7Q8V6Y2N4W5X9A0B1J2' };
    renderAt(<EntryList items={[fromSale, BASE]} onReverse={vi.fn()} />);
    const [saleRow, handRow] = await screen.findAllByTestId('due-entry-row');
    const link = within(saleRow as HTMLElement).getByTestId('due-entry-source');
    expect(link.textContent).toBe('বিক্রির বাকি');
    expect(link.getAttribute('href')).toBe('/sell-list/01JD3ZK7Q8V6Y2N4W5X9A0B1J2');
    expect(within(saleRow as HTMLElement).queryByTestId('due-reverse')).toBeNull();
    expect(within(handRow as HTMLElement).getByTestId('due-reverse')).toBeTruthy();
    expect(handRow?.textContent).toContain('বাকি দিলাম');
  });

  it('money received reads "টাকা পেলাম" alone, without a kind of due', async () => {
    await loadNamespaces(['dues', 'stock']);
    renderAt(<EntryList items={[{ ...BASE, direction: 'received', dueType: 'money' }]} onReverse={vi.fn()} />);
    const row = await screen.findByTestId('due-entry-row');
    expect(row.textContent).toContain('টাকা পেলাম');
    expect(row.textContent).not.toContain('টাকা বাকি');
  });
});
