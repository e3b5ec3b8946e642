import type { DueEntry } from '@dokani/contracts';

/** A hand entry: ৳১,২৫০ of goods given to করিম, owed in full; `over` changes some fields. */
export function makeDueEntry(over: Partial<DueEntry> = {}): DueEntry {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1G2',
    contactId: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
    contactName: 'করিম',
    contactType: 'customer',
    date: '2026-11-20',
    occurredAt: '2026-11-20T10:00:00Z',
    direction: 'given',
    dueType: 'product',
    amount: '1250.00',
    balanceAfter: '1250.00',
    note: null,
    sendSms: false,
    smsStatus: null,
    reversesId: null,
    reversedById: null,
    refType: null,
    refId: null,
    createdBy: null,
    createdAt: '2026-11-20T10:00:00Z',
    ...over,
  };
}
