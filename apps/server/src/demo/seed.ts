/**
 * DEMO=1: on first start, a demo account (01700000000, PIN 12345) owning a grocery shop in Savar,
 * Dhaka, filled with three weeks of use (demo-data.ts): categories, products with opening stock,
 * contacts, purchases, sales, a return, a due payment, expenses and an income.
 *
 * The account and shop are made in one transaction. The data is posted after it through the
 * modules' own services (each opens its own transaction, so they cannot join the first one), as
 * the app's routes would post it: stock moves only through the stock ledger, dues only through
 * the due ledger, route-counted creates are counted for the usage limits.
 *
 * Runs once, and a crash in the middle does not leave a half-filled demo: every create is
 * idempotent by its id (`createOnce`), and the ids and dates are fixed by the moment the first
 * category was made — so the next start posts the same bodies again, the ones already there
 * answer as they are, and the rest is made. The data is complete when the timeline's last event
 * exists; a demo shop from before this data that already holds categories, products or contacts
 * is left alone.
 */
import { createHash } from 'node:crypto';
import {
  createCashbookEntryBody,
  createCategoryBody,
  createContactBody,
  createDueEntryBody,
  createProductBody,
  createPurchaseBody,
  createReturnBody,
  createSaleBody,
} from '@dokani/contracts';
import type { Sale, UsageFeature } from '@dokani/contracts';
import { addDays, districts, divisions, instantAt, localDate, localTime, ulid, upazilas } from '@dokani/core';
import type { AuthUser, ShopContext } from '../platform/auth/index.ts';
import { findMembership } from '../platform/auth/membership.ts';
import type { Db } from '../platform/db/schema.ts';
import type { AppDeps } from '../platform/deps.ts';
import { hashSecret } from '../platform/hashing.ts';
import { insertUser } from '../modules/auth/index.ts';
import { createCategory } from '../modules/categories/index.ts';
import { createContact } from '../modules/contacts/index.ts';
import { createDueEntry } from '../modules/dues/index.ts';
import { EXPENSES, INCOMES, createEntry, listCashbookCategories } from '../modules/expenses/index.ts';
import type { Book } from '../modules/expenses/index.ts';
import { createProduct } from '../modules/products/index.ts';
import { purchasesBook } from '../modules/purchases/index.ts';
import { salesBook } from '../modules/sales/index.ts';
import { createShopIn, listShops } from '../modules/shops/index.ts';
import { DEMO_CATEGORIES, DEMO_CONTACTS, DEMO_OPENED_DAYS_AGO, DEMO_PRODUCTS, DEMO_TIMELINE } from './demo-data.ts';
import type { DemoEvent, DemoLine, DemoWhen } from './demo-data.ts';

export const DEMO_MOBILE = '+8801700000000';
export const DEMO_PIN = '12345';
export const DEMO_NAME = 'রহিম উদ্দিন';
export const DEMO_SHOP_NAME = 'মায়ের দোয়া জেনারেল স্টোর';

const DAY_MS = 86_400_000;
/** The time part of the categories' ids, which must not depend on the moment of the seed. */
const CATEGORY_ID_TIME = Date.UTC(2025, 0, 1);

function geoId(items: readonly { id: string; name: string; parentId?: string }[], name: string, parentId?: string): string {
  const item = items.find((i) => i.name === name && (parentId === undefined || i.parentId === parentId));
  if (!item) throw new Error(`demo seed: ${name} is not in the geo data`);
  return item.id;
}

/** Seeds the demo account, shop and data once; returns false when there was nothing left to do. */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const accountMade = await seedAccount(deps);
  const demo = await findDemo(deps);
  const dataMade = demo !== null && (await seedData(deps, demo.user, demo.shop));
  return accountMade || dataMade;
}

async function seedAccount(deps: AppDeps): Promise<boolean> {
  const exists = async (db: typeof deps.db) =>
    (await db.selectFrom('users').select('id').where('mobile', '=', DEMO_MOBILE).executeTakeFirst()) !== undefined;
  if (await exists(deps.db)) return false;
  const pinHash = await hashSecret(DEMO_PIN);
  const now = deps.clock.now();
  const divisionId = geoId(divisions, 'Dhaka');
  const districtId = geoId(districts, 'Dhaka', divisionId);
  const areaId = geoId(upazilas, 'Savar', districtId);
  return deps.db.transaction().execute(async (trx) => {
    if (await exists(trx)) return false;
    const user = { id: ulid(now.getTime()), mobile: DEMO_MOBILE, name: DEMO_NAME };
    await insertUser(trx, { ...user, pinHash, at: now });
    await createShopIn(
      trx,
      user,
      {
        id: ulid(now.getTime()),
        name: DEMO_SHOP_NAME,
        shopType: 'grocery',
        address: 'বাজার রোড, সাভার, ঢাকা',
        phone: '01700000000',
        publicPhone: '01700000000',
        divisionId,
        districtId,
        areaId,
      },
      now,
    );
    return true;
  });
}

/** The demo user and the first shop they own, as the auth hook would see them. */
async function findDemo(deps: AppDeps): Promise<{ user: AuthUser; shop: ShopContext } | null> {
  const user = await deps.db.selectFrom('users').select(['id', 'mobile', 'name']).where('mobile', '=', DEMO_MOBILE).executeTakeFirst();
  if (!user) return null;
  const owned = (await listShops(deps, user)).find((s) => s.role === 'owner');
  const shop = owned && (await findMembership(deps.db, owned.id, user.id));
  return shop ? { user, shop } : null;
}

/** A ULID whose random part is fixed by `tag`: the same id for the same thing on every run. */
function demoUlid(time: number, tag: string): string {
  const bytes = createHash('sha256').update(`dokani-demo:${tag}`).digest();
  return ulid(time, (n) => bytes.subarray(0, n));
}

const categoryId = (key: string): string => demoUlid(CATEGORY_ID_TIME, `category:${key}`);

/**
 * The moment of each event: its day and local time before the seed; the events of the seed's own
 * day are pulled back before the seed (5 minutes apart) when their time has not come yet.
 */
function eventMoments(seedNow: Date, timezone: string): Date[] {
  const seedDate = localDate(seedNow, timezone);
  const at = (w: DemoWhen) => instantAt(addDays(seedDate, -w.daysAgo), w.time, timezone);
  const today = DEMO_TIMELINE.filter((e) => e.when.daysAgo === 0).length;
  let i = 0;
  return DEMO_TIMELINE.map((e) => {
    const planned = at(e.when);
    if (e.when.daysAgo !== 0) return planned;
    const latest = seedNow.getTime() - (today - i++) * 5 * 60_000;
    return new Date(Math.min(planned.getTime(), latest));
  });
}

/** Whether the event's record exists (the last one marks the data complete). */
async function recorded(db: Db, shopId: string, e: DemoEvent, id: string): Promise<boolean> {
  const table = {
    sale: 'sales',
    'quick-sale': 'sales',
    purchase: 'purchases',
    'sale-return': 'sale_returns',
    'due-received': 'due_entries',
    expense: 'expenses',
    income: 'incomes',
  } as const;
  const row = await db.selectFrom(table[e.kind]).select('id').where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

async function hasOwnData(db: Db, shopId: string): Promise<boolean> {
  for (const table of ['categories', 'products', 'contacts'] as const) {
    if (await db.selectFrom(table).select('id').where('shop_id', '=', shopId).limit(1).executeTakeFirst()) return true;
  }
  return false;
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo seed: no ${what} "${key}"`);
  return v;
}

async function seedData(deps: AppDeps, user: AuthUser, shop: ShopContext): Promise<boolean> {
  const tz = shop.timezone;
  const first = await deps.db
    .selectFrom('categories')
    .select('created_at')
    .where('shop_id', '=', shop.id)
    .where('id', '=', categoryId(DEMO_CATEGORIES[0].key))
    .executeTakeFirst();
  if (!first && (await hasOwnData(deps.db, shop.id))) return false;
  // The first category is made at `opened`: a start after a crash finds the same moments again.
  const seedNow = first ? new Date(first.created_at.getTime() + DEMO_OPENED_DAYS_AGO * DAY_MS) : deps.clock.now();
  const opened = new Date(seedNow.getTime() - DEMO_OPENED_DAYS_AGO * DAY_MS);
  const seedDate = localDate(seedNow, tz);
  const moments = eventMoments(seedNow, tz);
  const eventId = (i: number) => demoUlid((moments[i] as Date).getTime(), `event:${(DEMO_TIMELINE[i] as DemoEvent).key}`);
  const last = DEMO_TIMELINE.length - 1;
  if (first && (await recorded(deps.db, shop.id, DEMO_TIMELINE[last] as DemoEvent, eventId(last)))) return false;

  const started = performance.now();
  /** The services read "now" from deps.clock: each step runs at its own moment of the history. */
  const at = (moment: Date): AppDeps => ({ ...deps, clock: { now: () => moment } });
  /** What a route with `config.usage` counts after a 201. */
  const count = async (created: boolean, feature: UsageFeature) => {
    if (created) await deps.usage.record(deps.db, shop.id, feature, 1, tz);
  };

  const categories = new Map<string, string>();
  for (const c of DEMO_CATEGORIES) {
    const { category } = await createCategory(at(opened), shop, user, createCategoryBody.parse({ id: categoryId(c.key), name: c.name }));
    categories.set(c.key, category.id);
  }

  const products = new Map<string, string>();
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const moment = new Date(opened.getTime() + (i + 1) * 20_000);
    const body = createProductBody.parse({
      id: demoUlid(moment.getTime(), `product:${p.key}`),
      name: p.name,
      unit: p.unit,
      categoryId: need(categories, p.category, 'category'),
      purchasePrice: p.purchasePrice,
      sellPrice: p.sellPrice,
      openingStock: p.openingStock,
      ...(p.lowStockAlert !== undefined ? { lowStockAlert: p.lowStockAlert } : {}),
      ...(p.barcode !== undefined ? { barcode: p.barcode } : {}),
      ...(p.details !== undefined ? { details: p.details } : {}),
      ...(p.bulk ? { bulkSale: true, bulkPrice: p.bulk.price, minOrderQuantity: p.bulk.minQuantity } : {}),
      ...(p.vatPercent !== undefined ? { vatApplicable: true, vatPercent: p.vatPercent } : {}),
      ...(p.warrantyDays !== undefined ? { warrantyDays: p.warrantyDays } : {}),
      ...(p.expiresInDays !== undefined ? { expiryDate: addDays(seedDate, p.expiresInDays) } : {}),
      ...(p.batchNumber !== undefined ? { batchNumber: p.batchNumber } : {}),
    });
    const { created, product } = await createProduct(at(moment), shop, user, body);
    await count(created, 'product-list');
    products.set(p.key, product.id);
  }

  const contacts = new Map<string, string>();
  const afterProducts = opened.getTime() + (DEMO_PRODUCTS.length + 1) * 20_000;
  for (const [i, c] of DEMO_CONTACTS.entries()) {
    const moment = new Date(afterProducts + (i + 1) * 60_000);
    const body = createContactBody.parse({
      id: demoUlid(moment.getTime(), `contact:${c.key}`),
      type: c.type,
      name: c.name,
      mobile: c.mobile,
      ...(c.address !== undefined ? { address: c.address } : {}),
      ...(c.suppliedItems !== undefined ? { suppliedItems: c.suppliedItems } : {}),
      ...(c.position !== undefined ? { position: c.position } : {}),
      ...(c.monthlySalary !== undefined ? { monthlySalary: c.monthlySalary } : {}),
    });
    const { contact } = await createContact(at(moment), shop, user, body);
    contacts.set(c.key, contact.id);
  }

  const cashbookCategories = async (book: Book) =>
    new Map(
      (await listCashbookCategories(at(opened), book, shop, 'bn', 'all')).flatMap((c) =>
        c.defaultKey ? [[c.defaultKey, c.id] as const] : [],
      ),
    );
  const expenseCategories = await cashbookCategories(EXPENSES);
  const incomeCategories = await cashbookCategories(INCOMES);

  const lines = (ls: readonly DemoLine[]) =>
    ls.map(([product, quantity, unitPrice]) => ({
      productId: need(products, product, 'product'),
      quantity,
      ...(unitPrice !== undefined ? { unitPrice } : {}),
    }));
  const sales = new Map<string, Sale>();

  for (const [i, e] of DEMO_TIMELINE.entries()) {
    const moment = moments[i] as Date;
    const step = at(moment);
    const id = eventId(i);
    const date = localDate(moment, tz);
    const note = e.note !== undefined ? { note: e.note } : {};
    switch (e.kind) {
      case 'purchase': {
        const body = createPurchaseBody.parse({
          id,
          date,
          supplierId: need(contacts, e.supplier, 'supplier'),
          lines: lines(e.lines),
          payments: e.payments,
          ...note,
        });
        // A purchase counts its own usage, in its transaction.
        await purchasesBook.create(step, shop, user, body, { usageTaken: false });
        break;
      }
      case 'sale':
      case 'quick-sale': {
        const body = createSaleBody.parse({
          id,
          date,
          ...(e.kind === 'quick-sale'
            ? { quickSell: { amount: e.amount, profit: e.profit } }
            : {
                lines: lines(e.lines),
                ...(e.customer !== undefined ? { customerId: need(contacts, e.customer, 'customer') } : {}),
                ...(e.employee !== undefined ? { employeeId: need(contacts, e.employee, 'employee') } : {}),
                ...(e.discount !== undefined ? { discount: { type: 'AMOUNT', value: e.discount } } : {}),
              }),
          payments: e.payments,
          ...note,
        });
        // A sale counts its own usage, in its transaction.
        const { invoice: sale } = await salesBook.create(step, shop, user, body, { usageTaken: false });
        sales.set(e.key, sale);
        break;
      }
      case 'sale-return': {
        const sale = need(sales, e.sale, 'sale');
        const returned = e.lines.map(([product, quantity]) => {
          const line = sale.lines.find((l) => l.productId === need(products, product, 'product'));
          if (!line) throw new Error(`demo seed: ${e.sale} has no ${product}`);
          return { lineNo: line.lineNo, quantity };
        });
        await salesBook.takeBack(step, shop, user, sale.id, createReturnBody.parse({ id, date, lines: returned, ...note }));
        break;
      }
      case 'due-received': {
        const body = createDueEntryBody.parse({
          id,
          contactId: need(contacts, e.contact, 'contact'),
          direction: 'received',
          dueType: 'product',
          amount: e.amount,
          date,
          ...note,
        });
        const { created } = await createDueEntry(step, shop, user, body);
        await count(created, 'due');
        break;
      }
      case 'expense':
      case 'income': {
        const book = e.kind === 'expense' ? EXPENSES : INCOMES;
        const body = createCashbookEntryBody.parse({
          id,
          categoryId: need(e.kind === 'expense' ? expenseCategories : incomeCategories, e.category, `${e.kind} category`),
          amount: e.amount,
          date,
          time: localTime(moment, tz),
          ...(e.employee !== undefined ? { employeeId: need(contacts, e.employee, 'employee') } : {}),
          ...note,
        });
        const { created } = await createEntry(step, book, shop, user, 'bn', body);
        if (book.entryUsage) await count(created, book.entryUsage);
        break;
      }
    }
  }
  deps.logger.info(
    { ms: Math.round(performance.now() - started), products: DEMO_PRODUCTS.length, events: DEMO_TIMELINE.length },
    'demo shop filled',
  );
  return true;
}
