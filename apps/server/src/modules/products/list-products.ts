/** GET /products: search, filters, sort and keyset pages; each page's photos in one query. */
import type { Product, ProductListQuery } from '@dokani/contracts';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { ProductRow } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor, sortParts } from './cursor.ts';
import type { ProductSort, SortKey } from './cursor.ts';
import { toProduct } from './product.dto.ts';
import * as repo from './products.repo.ts';
import { barcodeQuery, prefixRanges } from './search.ts';

export const DEFAULT_PAGE = 50;

function sortKeyOf(row: ProductRow, sort: ProductSort): SortKey {
  switch (sortParts(sort).field) {
    case 'name':
      return row.search_name;
    case 'createdAt':
      return row.created_at;
    case 'stock':
      return row.current_stock;
    case 'sellPrice':
      return row.sell_price;
  }
}

export async function listProducts(
  deps: AppDeps,
  shop: ShopContext,
  query: ProductListQuery,
): Promise<{ items: Product[]; nextCursor: string | null }> {
  const sort: ProductSort = query.sort ?? 'name';
  const limit = query.limit ?? DEFAULT_PAGE;
  const q = query.q?.trim() ?? '';
  const rows = await repo.listProducts(deps.db, shop.id, {
    status: query.status ?? 'active',
    ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    ...(query.lowStock !== undefined ? { lowStock: query.lowStock === 'true' } : {}),
    ...(query.online !== undefined ? { online: query.online === 'true' } : {}),
    ...(query.barcode !== undefined && query.barcode.trim() !== '' ? { barcode: barcodeQuery(query.barcode) ?? '' } : {}),
    ...(q !== '' ? { search: prefixRanges(q), searchBarcode: barcodeQuery(q) } : {}),
    sort: sortParts(sort),
    ...(query.cursor ? { after: decodeCursor(sort, query.cursor) } : {}),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const byProduct = await repo.photosByProduct(
    deps.db,
    shop.id,
    page.map((r) => r.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => toProduct(r, byProduct.get(r.id) ?? [])),
    nextCursor: rows.length > limit && last ? encodeCursor(sort, { key: sortKeyOf(last, sort), id: last.id }) : null,
  };
}
