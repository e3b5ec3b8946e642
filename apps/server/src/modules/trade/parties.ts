/**
 * Who an invoice is with: the customer or supplier (by id, or made on the spot from a name and a
 * mobile number, as the due book does) and the employee who served. Both must be contacts of the
 * shop of the right type; a wrong one is 400 with the field named, as the expense book does.
 */
import { ulid } from '@dokani/core';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Usage } from '../../platform/usage.ts';
import { findContactByMobile, insertContactIn } from '../contacts/index.ts';
import type { TradeSide } from './trade.types.ts';

export interface InlineContact {
  name: string;
  mobile: string;
  address?: string | null | undefined;
}

export interface PartiesInput {
  contactId?: string | undefined;
  contact?: InlineContact | undefined;
  employeeId?: string | undefined;
}

export interface Party {
  id: string;
  name: string;
  mobile: string | null;
  address: string | null;
}

export interface Parties {
  contact: Party | null;
  employee: { id: string; name: string } | null;
}

function findContact(db: Queryable, shopId: string, id: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'type', 'name', 'mobile', 'address'])
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Checks and, for a new number, makes the contact inside the caller's transaction (the new contact
 * counts against the shop's customer/supplier limit). Call it before any stock is locked: a contact
 * being made by two invoices at once then waits on the mobile number's index and nothing else.
 */
export async function resolveParties(
  trx: Queryable,
  usage: Usage,
  shop: ShopContext,
  user: AuthUser,
  side: TradeSide,
  input: PartiesInput,
  at: Date,
): Promise<Parties> {
  const wrong: Record<string, string> = {};
  let contact: Party | null = null;
  if (input.contactId !== undefined) {
    const c = await findContact(trx, shop.id, input.contactId);
    if (c?.type === side.contactType) contact = { id: c.id, name: c.name, mobile: c.mobile, address: c.address };
    else wrong[side.contactField] = side.contactNotFound;
  }
  let employee: Parties['employee'] = null;
  if (input.employeeId !== undefined) {
    const e = await findContact(trx, shop.id, input.employeeId);
    if (e?.type === 'employee') employee = { id: e.id, name: e.name };
    else wrong.employeeId = 'validation.trade.employeeNotFound';
  }
  if (Object.keys(wrong).length > 0) throw new AppError('VALIDATION_FAILED', wrong);
  if (input.contact !== undefined) {
    const given = input.contact;
    const existing = await findContactByMobile(trx, shop.id, side.contactType, given.mobile);
    if (existing) contact = { id: existing.id, name: existing.name, mobile: existing.mobile, address: existing.address };
    else {
      const id = ulid(at.getTime());
      const address = given.address ?? null;
      await insertContactIn(trx, usage, shop, user.id, { id, type: side.contactType, name: given.name, mobile: given.mobile, address }, at);
      contact = { id, name: given.name, mobile: given.mobile, address };
    }
  }
  return { contact, employee };
}

/** A contact's due balance now (for an invoice that posts no due: its receipt still shows the balance). */
export async function contactBalance(db: Queryable, shopId: string, contactId: string): Promise<bigint> {
  const row = await db
    .selectFrom('contacts')
    .select('balance')
    .where('shop_id', '=', shopId)
    .where('id', '=', contactId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
