/**
 * Contacts: customers, suppliers and employees. Create is idempotent and counted against the
 * shop's usage limit of its type; the balance is never written here (only the due ledger moves it).
 */
import { phoneticQuery } from '@dokani/core';
import type { Contact, ContactListQuery, ContactType, CreateContactBody, PatchContactBody } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Updateable } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { ContactsTable, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { MEDIA_PREFIX, removeStoredFiles, storedNameOfUrl } from '../../platform/files.ts';
import { createOnce } from '../../platform/idempotency.ts';
import type { Usage } from '../../platform/usage.ts';
import { toContact } from './contact.dto.ts';
import * as repo from './contacts.repo.ts';
import { ANY_RE, ULID_RE, decodeCursor, pageOf } from '../../platform/cursor.ts';
import { contactSearchColumns, contactSearchKey, mobileDigits } from './search.ts';

export const DEFAULT_PAGE = 50;

export async function loadContact(db: Queryable, shopId: string, id: string): Promise<Contact> {
  const row = await repo.findContact(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toContact(row);
}

function isMobileRace(e: unknown): boolean {
  return isUniqueViolation(e, 'contacts_mobile_uq');
}

async function assertMobileFree(db: Queryable, shopId: string, type: ContactType, mobile: string | null, selfId: string): Promise<void> {
  if (mobile === null) return;
  const other = await repo.findByMobile(db, shopId, type, mobile);
  if (other && other.id !== selfId) throw new AppError('CONTACT_MOBILE_TAKEN', { contactId: other.id, name: other.name });
}

export interface NewContact {
  id: string;
  type: ContactType;
  name: string;
  mobile?: string | null | undefined;
  address?: string | null | undefined;
  email?: string | null | undefined;
  photoUrl?: string | null | undefined;
  position?: string | null | undefined;
  monthlySalary?: bigint | null | undefined;
  suppliedItems?: string | null | undefined;
}

/**
 * A /media address names a file uploaded for one contact (PUT …/photo): a body may keep the
 * contact's own (`current`) but never point at another file (removing the photo would remove it).
 */
function assertPhotoUrlAllowed(url: string | null | undefined, current: string | null): void {
  if (url?.startsWith(MEDIA_PREFIX) && url !== current)
    throw new AppError('VALIDATION_FAILED', { photoUrl: 'validation.contact.photoUrl' });
}

/** Removes a replaced or dropped contact photo when it is an uploaded file of this shop (after the commit). */
export async function removeContactPhotoFile(deps: AppDeps, shopId: string, url: string | null | undefined): Promise<void> {
  const name = storedNameOfUrl(url, shopId);
  if (name) await removeStoredFiles(deps.config.dataDir, [name], deps.logger);
}

/**
 * Inserts a contact inside the caller's transaction: refuses 402 when the shop has used its
 * limit of this type, 409 when another contact of the type has the number; counts the usage.
 * The due book calls it for a number that is not a contact yet.
 */
export async function insertContactIn(
  trx: Queryable,
  usage: Usage,
  shop: ShopContext,
  userId: string | null,
  c: NewContact,
  at: Date,
): Promise<void> {
  if (await repo.findContact(trx, shop.id, c.id)) throw new AppError('ID_CONFLICT', { id: c.id });
  assertPhotoUrlAllowed(c.photoUrl, null);
  const mobile = c.mobile ?? null;
  await assertMobileFree(trx, shop.id, c.type, mobile, c.id);
  await repo.insertContact(trx, {
    shop_id: shop.id,
    id: c.id,
    type: c.type,
    name: c.name,
    ...contactSearchColumns(c.name),
    mobile,
    address: c.address ?? null,
    email: c.email ?? null,
    photo_url: c.photoUrl ?? null,
    position: c.position ?? null,
    monthly_salary: c.monthlySalary ?? null,
    supplied_items: c.suppliedItems ?? null,
    created_at: at,
    updated_at: at,
  });
  // Taken last: the counter row stays locked only for the rest of this transaction.
  await usage.take(trx, shop.id, c.type, shop.timezone);
  await writeAudit(trx, { shopId: shop.id, userId, action: 'create', entity: 'contact', entityId: c.id, at });
}

/** Turns a lost race on the (type, mobile) unique index into 409 CONTACT_MOBILE_TAKEN. */
export async function withMobileRace<T>(
  db: Queryable,
  shopId: string,
  type: ContactType,
  mobile: string | null | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isMobileRace(e) || !mobile) throw e;
    const other = await repo.findByMobile(db, shopId, type, mobile);
    throw new AppError('CONTACT_MOBILE_TAKEN', { contactId: other?.id ?? null, name: other?.name ?? mobile });
  }
}

export function createContact(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateContactBody,
): Promise<{ created: boolean; contact: Contact }> {
  const now = deps.clock.now();
  return withMobileRace(deps.db, shop.id, body.type, body.mobile, () =>
    deps.db.transaction().execute(async (trx) => {
      const { created, value } = await createOnce(
        trx,
        { scope: shop.id, resource: 'contact', id: body.id, body, at: now },
        async () => {
          await insertContactIn(trx, deps.usage, shop, user.id, body, now);
          return loadContact(trx, shop.id, body.id);
        },
        () => loadContact(trx, shop.id, body.id),
      );
      return { created, contact: value };
    }),
  );
}

export async function patchContact(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  id: string,
  patch: PatchContactBody,
): Promise<Contact> {
  const now = deps.clock.now();
  const { contact, dropped } = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.findContact(trx, shop.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    const wrong: Record<string, string> = {};
    if (current.type !== 'employee') {
      if (patch.position != null) wrong.position = 'validation.contact.employeeOnly';
      if (patch.monthlySalary != null) wrong.monthlySalary = 'validation.contact.employeeOnly';
    }
    if (current.type !== 'supplier' && patch.suppliedItems != null) wrong.suppliedItems = 'validation.contact.supplierOnly';
    if (Object.keys(wrong).length > 0) throw new AppError('VALIDATION_FAILED', wrong);
    assertPhotoUrlAllowed(patch.photoUrl, current.photo_url);
    if (patch.mobile !== undefined && patch.mobile !== current.mobile) await assertMobileFree(trx, shop.id, current.type, patch.mobile, id);
    const set: Updateable<ContactsTable> = {};
    if (patch.name !== undefined) {
      set.name = patch.name;
      Object.assign(set, contactSearchColumns(patch.name));
    }
    if (patch.mobile !== undefined) set.mobile = patch.mobile;
    if (patch.address !== undefined) set.address = patch.address;
    if (patch.email !== undefined) set.email = patch.email;
    if (patch.photoUrl !== undefined) set.photo_url = patch.photoUrl;
    if (patch.position !== undefined) set.position = patch.position;
    if (patch.monthlySalary !== undefined) set.monthly_salary = patch.monthlySalary;
    if (patch.suppliedItems !== undefined) set.supplied_items = patch.suppliedItems;
    if (patch.status !== undefined) set.status = patch.status;
    await withMobileRace(trx, shop.id, current.type, patch.mobile, () => repo.updateContact(trx, shop.id, id, { ...set, updated_at: now }));
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'update',
      entity: 'contact',
      entityId: id,
      details: { fields: Object.keys(patch) },
      at: now,
    });
    const replaced = patch.photoUrl !== undefined && patch.photoUrl !== current.photo_url;
    return { contact: await loadContact(trx, shop.id, id), dropped: replaced ? current.photo_url : null };
  });
  await removeContactPhotoFile(deps, shop.id, dropped);
  return contact;
}

/** Deletes a contact without due entries (204); one with entries (or referenced elsewhere) is deactivated (200). */
export async function deleteContact(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  id: string,
): Promise<{ deleted: true } | { deleted: false; contact: Contact }> {
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.findContact(trx, shop.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.balance === 0n && !(await repo.hasEntries(trx, shop.id, id)) && (await tryDelete(trx, shop.id, id))) {
      await deps.usage.record(trx, shop.id, current.type, -1);
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'delete', entity: 'contact', entityId: id, at: now });
      return { deleted: true as const, photoUrl: current.photo_url };
    }
    await repo.updateContact(trx, shop.id, id, { status: 'inactive', updated_at: now });
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'deactivate', entity: 'contact', entityId: id, at: now });
    return { deleted: false as const, contact: await loadContact(trx, shop.id, id) };
  });
  if (!result.deleted) return result;
  // A deleted contact's photo goes with it; a deactivated one keeps it.
  await removeContactPhotoFile(deps, shop.id, result.photoUrl);
  return { deleted: true };
}

/** Deletes inside a savepoint: a row of another module pointing at the contact makes it fail, and the contact is deactivated instead. */
async function tryDelete(trx: Queryable, shopId: string, id: string): Promise<boolean> {
  await sql`SAVEPOINT contact_delete`.execute(trx);
  try {
    await repo.deleteContact(trx, shopId, id);
    await sql`RELEASE SAVEPOINT contact_delete`.execute(trx);
    return true;
  } catch (e) {
    if ((e as { code?: unknown } | null)?.code !== '23503') throw e;
    await sql`ROLLBACK TO SAVEPOINT contact_delete`.execute(trx);
    return false;
  }
}

export async function listContacts(
  deps: AppDeps,
  shop: ShopContext,
  query: ContactListQuery,
): Promise<{ items: Contact[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const q = query.q?.trim() ?? '';
  const nameKey = q !== '' ? contactSearchKey(q) : '';
  const digits = q !== '' ? mobileDigits(q) : null;
  if (q !== '' && nameKey === '' && digits === null) return { items: [], nextCursor: null };
  const after = query.cursor ? decodeCursor(query.cursor, [ANY_RE, ULID_RE]) : null;
  const rows = await repo.listContacts(deps.db, shop.id, {
    ...(query.type ? { type: query.type } : {}),
    status: query.status ?? 'active',
    ...(query.due ? { due: query.due } : {}),
    ...(q !== '' ? { nameKey, soundKey: phoneticQuery(q), digits } : {}),
    ...(after ? { after: { name: after[0] ?? '', id: after[1] ?? '' } } : {}),
    limit: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.search_name, last.id]);
  return { items: page.map(toContact), nextCursor };
}
