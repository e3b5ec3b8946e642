import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces, setLanguage } from '@/shared/lib/i18n';
import { renderAt } from '@/test/render';
import type { Sale } from '@dokani/contracts';
import { makePurchase, makeSale } from '../books/test-fixtures';
import { receiptOfPurchase, receiptOfSale } from './model';
import { pageRule } from './PrintPageSize';
import { Receipt } from './Receipt';

const SHOP = { name: 'মায়ের দোয়া স্টোর', address: 'মিরপুর ১০, ঢাকা', phone: '01712345678', logoUrl: null };

beforeAll(async () => {
  await loadNamespaces(['books']);
});
afterEach(async () => {
  await setLanguage('bn');
});

const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('the receipt model', () => {
  it('takes the server’s figures as they are; a line shows its amount before VAT', () => {
    const r = receiptOfSale(makeSale());
    expect(r).toMatchObject({
      kind: 'sale',
      number: 'S-000123',
      subtotal: '1193.00',
      total: '1256.36',
      change: '43.64',
      contactBalance: '1250.00',
    });
    expect(r.lines.map((l) => l.amount)).toEqual(['720.00', '351.50', '121.50']);
    // the lines add up to the subtotal
    expect(r.lines.reduce((a, l) => a + Number(l.amount.replace('.', '')), 0)).toBe(119300);
    const p = receiptOfPurchase(makePurchase());
    expect(p).toMatchObject({ kind: 'purchase', number: 'P-000045', contactName: 'রহমান ট্রেডার্স', contactBalance: '-40.50' });
  });
});

describe('<Receipt>', () => {
  it('in Bangla: Bangla digits and ৳, every figure of the sale, the customer’s balance and the footer', async () => {
    renderAt(
      <Receipt
        receipt={receiptOfSale(makeSale())}
        shop={SHOP}
        footer="বিক্রিত মাল ৭ দিনের মধ্যে ফেরত"
        paper="58"
        timeZone="Asia/Dhaka"
        standalone
      />,
    );
    await screen.findByTestId('receipt');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('মায়ের দোয়া স্টোর');
    expect(text('receipt-number')).toBe('S-০০০১২৩');
    expect(text('receipt-date')).toContain('সকাল ১০:৩০');
    expect(text('receipt-contact')).toBe('করিম, ০১৭১২৩৪৫৬৭৮');
    const lines = screen.getAllByTestId('receipt-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.textContent).toContain('মিনিকেট চাল');
    expect(lines[0]?.textContent).toContain('১২ কেজি × ৳৬০.০০');
    expect(within(lines[0] as HTMLElement).getByTestId('receipt-line-amount').textContent).toBe('৳৭২০.০০');
    expect(lines[1]?.textContent).toContain('ছাড় −৳১৮.৫০');
    expect(within(lines[1] as HTMLElement).getByTestId('receipt-line-amount').textContent).toBe('৳৩৫১.৫০');
    expect(text('receipt-subtotal')).toBe('উপমোট৳১,১৯৩.০০');
    expect(text('receipt-discount')).toBe('ছাড়−৳১৩.০০');
    expect(text('receipt-vat')).toBe('ভ্যাট৳২৬.৩৬');
    expect(text('receipt-delivery')).toBe('ডেলিভারি চার্জ৳৫০.০০');
    expect(text('receipt-total')).toBe('মোট৳১,২৫৬.৩৬');
    expect(text('receipt-paid')).toBe('জমা (নগদ)৳১,৩০০.০০');
    expect(text('receipt-change')).toBe('ভাংতি ফেরত৳৪৩.৬৪');
    expect(screen.queryByTestId('receipt-due')).toBeNull();
    expect(text('receipt-balance')).toBe('এই বিক্রির পর আপনার মোট বাকি ৳১,২৫০.০০');
    expect(text('receipt-footer')).toBe('বিক্রিত মাল ৭ দিনের মধ্যে ফেরত');
    expect(screen.getByTestId('receipt').getAttribute('data-paper')).toBe('58');
    expect(screen.queryByTestId('receipt-void')).toBeNull();
    // no ASCII digit anywhere in a Bangla receipt
    expect(screen.getByTestId('receipt').textContent).not.toMatch(/[0-9]/);
  });

  it('in English: the same figures; a due, a return and the void stamp show; no footer → thanks', async () => {
    await setLanguage('en');
    const sale = makeSale({
      status: 'void',
      voidedAt: '2025-03-11T05:00:00.000Z',
      payments: [
        { method: 'cash', amount: '1000.00' },
        { method: 'qr-code', amount: '56.36' },
      ],
      paid: '1056.36',
      change: '0.00',
      due: '200.00',
      returnedAmount: '60.00',
      customerBalance: '-5.00',
      customerBalanceNow: '-5.00',
    });
    sale.lines[0] = { ...(sale.lines[0] as Sale['lines'][number]), returnedQuantity: '1' };
    renderAt(<Receipt receipt={receiptOfSale(sale)} shop={SHOP} footer={null} paper="80" timeZone="Asia/Dhaka" />);
    await screen.findByTestId('receipt');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(text('receipt-shop')).toBe('মায়ের দোয়া স্টোর');
    expect(text('receipt-number')).toBe('S-000123');
    expect(text('receipt-date')).toContain('10:30');
    expect(text('receipt-void')).toBe('VOID');
    expect(screen.getAllByTestId('receipt-line')[0]?.textContent).toContain('12 kg × ৳60.00');
    expect(screen.getByTestId('receipt-line-returned').textContent).toContain('(returned 1 kg)');
    expect(text('receipt-total')).toBe('Total৳1,256.36');
    expect(screen.getAllByTestId('receipt-paid').map((e) => e.textContent)).toEqual(['Paid (Cash)৳1,000.00', 'Paid (QR code)৳56.36']);
    expect(screen.queryByTestId('receipt-change')).toBeNull();
    // changed by a return: what it still owes, and the balance now (not the one after the sale)
    expect(text('receipt-due')).toBe('Still due on this memo৳200.00');
    expect(text('receipt-returned')).toBe('Returned−৳60.00');
    expect(screen.queryByTestId('receipt-balance')).toBeNull();
    expect(text('receipt-balance-now')).toBe('Your credit now ৳5.00');
    expect(text('receipt-footer')).toBe('Thank you, come again.');
  });

  it('printed again after a return: the memo as it stands, with the refund, one statement of its due and the balance now — never the balance as it was', async () => {
    const sale = makeSale({
      due: '15.00',
      returnedAmount: '65.00',
      customerBalance: '60.00',
      customerBalanceNow: '15.00',
      returns: [
        {
          id: '01JD3ZK7Q8V6Y2N4W5X9A0B1R1',
          date: '2025-03-12',
          occurredAt: '2025-03-12T05:00:00.000Z',
          lines: [],
          amount: '65.00',
          cost: '40.00',
          dueReduced: '45.00',
          refunded: '20.00',
          note: null,
          createdBy: null,
        },
      ],
    });
    renderAt(<Receipt receipt={receiptOfSale(sale)} shop={SHOP} footer={null} paper="80" timeZone="Asia/Dhaka" />);
    await screen.findByTestId('receipt');
    expect(text('receipt-updated')).toBe('ফেরত নেওয়ার পরের হিসাব (মূল মেমো থেকে হালনাগাদ)');
    expect(text('receipt-returned')).toBe('মাল ফেরত\u2212৳৬৫.০০');
    expect(text('receipt-refunded')).toBe('ফেরতের টাকা দেওয়া হয়েছে৳২০.০০');
    expect(text('receipt-due')).toBe('এই মেমোতে এখনো বাকি৳১৫.০০');
    expect(screen.queryByTestId('receipt-balance')).toBeNull();
    expect(text('receipt-balance-now')).toBe('এখন আপনার মোট বাকি ৳১৫.০০');
  });

  it('a memo nothing happened to since shows neither the update note nor a second balance', async () => {
    renderAt(
      <Receipt
        receipt={receiptOfSale(makeSale({ customerBalanceNow: '900.00' }))}
        shop={SHOP}
        footer={null}
        paper="80"
        timeZone="Asia/Dhaka"
      />,
    );
    await screen.findByTestId('receipt');
    expect(screen.queryByTestId('receipt-updated')).toBeNull();
    expect(screen.queryByTestId('receipt-balance-now')).toBeNull();
    expect(screen.queryByTestId('receipt-refunded')).toBeNull();
  });

  it('a purchase memo is titled as one and shows what the shop owes the supplier; a quick sell has one line', async () => {
    renderAt(<Receipt receipt={receiptOfPurchase(makePurchase())} shop={SHOP} footer={null} paper="a4" timeZone="Asia/Dhaka" />);
    expect((await screen.findByTestId('receipt')).getAttribute('aria-label')).toBe('কেনার মেমো P-০০০০৪৫');
    expect(text('receipt-balance')).toBe('এই কেনার পর সাপ্লায়ারের পাওনা ৳৪০.৫০');
    expect(screen.queryByTestId('receipt-footer')).toBeNull();
  });

  it('a quick sell shows one line with its amount', async () => {
    renderAt(
      <Receipt
        receipt={receiptOfSale(
          makeSale({
            kind: 'quick',
            lines: [],
            subtotal: '500.00',
            discountAmount: '0.00',
            vat: '0.00',
            deliveryCharge: '0.00',
            total: '500.00',
            paid: '500.00',
            change: '0.00',
            customerBalance: null,
          }),
        )}
        shop={SHOP}
        footer={null}
        paper="80"
      />,
    );
    const lines = await screen.findAllByTestId('receipt-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toBe('দ্রুত বিক্রি৳৫০০.০০');
    expect(screen.queryByTestId('receipt-subtotal')).toBeNull();
    expect(screen.queryByTestId('receipt-balance')).toBeNull();
  });
});

describe('the printed page size', () => {
  it('a roll is as wide as the paper and as long as the receipt; A4 is A4', () => {
    expect(pageRule('58', 377.9)).toBe('@page { size: 58mm 102mm; margin: 0; }'); // 377.9 px ≈ 100 mm, + 2 mm
    expect(pageRule('80', 10)).toBe('@page { size: 80mm 40mm; margin: 0; }');
    expect(pageRule('a4', 5000)).toContain('size: A4');
  });
});
