import { formatMoneyDecimal } from '@dokani/core';
import type { Contact } from '@dokani/contracts';
import type { ContactRow } from '../../platform/db/schema.ts';

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    mobile: row.mobile,
    address: row.address,
    email: row.email,
    photoUrl: row.photo_url,
    position: row.position,
    monthlySalary: row.monthly_salary === null ? null : formatMoneyDecimal(row.monthly_salary),
    suppliedItems: row.supplied_items,
    balance: formatMoneyDecimal(row.balance),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
