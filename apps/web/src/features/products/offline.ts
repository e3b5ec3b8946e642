/**
 * The shop's products on the device, for the counter without a network (decision 0013): every
 * active product, kept fresh while the counter is open online; searched here the way the list
 * is searched on the server (name, barcode) when the network fails.
 */
import type { ApiAnswer } from '@dokani/contracts/api';
import type { Product } from '@dokani/contracts';
import { formatQuantity, parseQuantity } from '@dokani/core/money';
import { api } from '@/shared/lib/http';
import { changeKept, readKept, refreshKeptList } from '@/shared/offline/snapshots';
import type { ProductListFilters } from './keys';

type ProductPage = ApiAnswer<'GET /shops/:shopId/products'>;

const NAME = 'products';
/** A counter opened again within this time does not fetch the whole list again. */
const FRESH_MS = 5 * 60_000;
const PAGE = 200;

/** Fetches every active product into the device's snapshot (when the last copy is older than a few minutes). */
export function refreshProductSnapshot(shopId: string, force = false): Promise<void> {
  return refreshKeptList(
    shopId,
    NAME,
    (cursor) =>
      api('GET /shops/:shopId/products', { params: { shopId }, query: { status: 'active', limit: PAGE, cursor: cursor ?? undefined } }),
    { freshMs: FRESH_MS, force },
  );
}

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase();

function byFilters(products: readonly Product[], f: Pick<ProductListFilters, 'q' | 'status' | 'categoryId'>): Product[] {
  const q = fold(f.q.trim());
  return products
    .filter((p) => (f.status === 'all' ? true : p.status === f.status))
    .filter((p) => !f.categoryId || p.categoryId === f.categoryId)
    .filter((p) => !q || fold(p.name).includes(q) || (p.barcode !== null && p.barcode === f.q.trim()))
    .sort((a, b) => a.name.localeCompare(b.name, 'bn'));
}

/** The list's first page from the device (no more pages: the device has them all at once). */
export async function offlineProductPage(shopId: string, f: ProductListFilters): Promise<ProductPage | undefined> {
  const kept = await readKept<Product[]>(shopId, NAME);
  if (!kept) return undefined;
  return { items: byFilters(kept.data, f).slice(0, 120), nextCursor: null };
}

/** A scan without a network: the product with this barcode, from the device. */
export async function offlineBarcode(shopId: string, barcode: string): Promise<ProductPage | undefined> {
  const kept = await readKept<Product[]>(shopId, NAME);
  if (!kept) return undefined;
  return { items: kept.data.filter((p) => p.barcode === barcode).slice(0, 2), nextCursor: null };
}

/** An offline sale took stock: the device's copy says so until the next refresh. */
export async function takeOfflineStock(shopId: string, taken: readonly { productId: string; quantity: string }[]): Promise<void> {
  await changeKept<Product[]>(shopId, NAME, (products) =>
    products.map((p) => {
      const t = taken.filter((x) => x.productId === p.id).reduce((a, x) => a + (parseQuantity(x.quantity) ?? 0n), 0n);
      return t === 0n ? p : { ...p, currentStock: formatQuantity((parseQuantity(p.currentStock) ?? 0n) - t) };
    }),
  );
}
