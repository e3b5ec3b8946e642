import { PRODUCT_SORTS } from '@dokani/contracts/constants';
import { DEFAULT_FILTERS, type ProductListFilters, type ProductSort } from '../keys';

/** The list's filters live in the address (?q=&category=…), so back/forward and reloads keep them. */
export function filtersFromParams(p: URLSearchParams): ProductListFilters {
  const status = p.get('status');
  const online = p.get('online');
  const sort = p.get('sort');
  return {
    q: p.get('q') ?? '',
    categoryId: p.get('category') ?? '',
    status: status === 'inactive' || status === 'all' ? status : 'active',
    lowStock: p.get('low') === '1',
    online: online === 'true' || online === 'false' ? online : '',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : DEFAULT_FILTERS.sort,
  };
}

export function paramsFromFilters(f: ProductListFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.categoryId) p.set('category', f.categoryId);
  if (f.status !== 'active') p.set('status', f.status);
  if (f.lowStock) p.set('low', '1');
  if (f.online) p.set('online', f.online);
  if (f.sort !== DEFAULT_FILTERS.sort) p.set('sort', f.sort);
  return p;
}

/** How many filters differ from the defaults (search and sort not counted). */
export function activeFilterCount(f: ProductListFilters): number {
  return [f.categoryId !== '', f.status !== 'active', f.lowStock, f.online !== ''].filter(Boolean).length;
}
