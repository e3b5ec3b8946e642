import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Category, CreateProductBody, PatchProductBody, Product } from '@dokani/contracts';
import type { z } from 'zod';
import type { createProductBody, patchProductBody } from '@dokani/contracts';
import { isNetworkError } from '@/shared/offline/snapshots';
import { offlineBarcode, offlineProductPage } from './offline';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { stockKeys } from '@/features/stock';
import { categoryKeys, listQueryString, productKeys, type ProductListFilters } from './keys';

export { useShopId };

export { categoryKeys, productKeys };
export type { CreateProductBody, PatchProductBody };

/** Bodies as they travel (decimal strings), i.e. the contract's input side. */
export type CreateProductWire = z.input<typeof createProductBody>;
export type PatchProductWire = z.input<typeof patchProductBody>;

export interface ProductPage {
  items: Product[];
  nextCursor: string | null;
}

export interface ImportResult {
  imported: number;
  failed: number;
  errors: { line: number; field: string | null; message: string }[];
}

export const PAGE_SIZE = 30;

const base = (shopId: string) => `/shops/${encodeURIComponent(shopId)}`;
const productPath = (shopId: string, id: string) => `${base(shopId)}/products/${encodeURIComponent(id)}`;

/**
 * After any change to a product: its detail, every list, the category counts, and the stock
 * screens (they list products too; a new product's opening stock is a stock movement).
 */
function productChanged(qc: QueryClient, shopId: string, product?: Product): void {
  if (product) qc.setQueryData(productKeys.detail(shopId, product.id), product);
  void qc.invalidateQueries({ queryKey: productKeys.lists(shopId) });
  void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) });
  void qc.invalidateQueries({ queryKey: stockKeys.shop(shopId) });
}

/**
 * The product list, a page at a time. Without a network the first page comes from the products
 * kept on the device (offline.ts), so the counter keeps finding products; the query asks even when
 * the browser says it is offline (`networkMode: 'always'`) to reach that fallback.
 */
export function useProductList(filters: ProductListFilters) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: productKeys.list(shopId, filters),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await api<ProductPage>(`${base(shopId)}/products?${listQueryString(filters, pageParam, PAGE_SIZE)}`, { signal });
      } catch (e) {
        const kept = isNetworkError(e) && pageParam === null ? await offlineProductPage(shopId, filters) : undefined;
        if (!kept) throw e;
        return kept;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(shopId),
    networkMode: 'always',
  });
}

/** Exact barcode look-up (a scan): active and inactive products, at most 2 are enough to decide; from the device without a network. */
export async function findByBarcode(shopId: string, barcode: string, signal?: AbortSignal): Promise<ProductPage> {
  const p = new URLSearchParams({ barcode, status: 'all', limit: '2' });
  try {
    return await api<ProductPage>(`${base(shopId)}/products?${p.toString()}`, { signal });
  } catch (e) {
    const kept = isNetworkError(e) ? await offlineBarcode(shopId, barcode) : undefined;
    if (!kept) throw e;
    return kept;
  }
}

export function fetchProduct(shopId: string, productId: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(productPath(shopId, productId), { signal });
}

export function useProduct(productId: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: productKeys.detail(shopId, productId),
    queryFn: ({ signal }) => fetchProduct(shopId, productId, signal),
    enabled: Boolean(shopId && productId),
  });
}

/** Creates a product; its client ULID makes a retry or a double tap answer the same product. */
export function useCreateProduct() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (body: CreateProductWire) => api<Product>(`${base(shopId)}/products`, { method: 'POST', body }),
    onSuccess: (product) => productChanged(qc, shopId, product),
  });
}

export function useUpdateProduct(productId: string) {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (body: PatchProductWire) => api<Product>(productPath(shopId, productId), { method: 'PATCH', body }),
    onSuccess: (product) => productChanged(qc, shopId, product),
  });
}

/** Deleted outright, or — when the product has history — turned off instead (the server decides). */
export type DeleteOutcome = { kind: 'deleted' } | { kind: 'deactivated'; product: Product };

export function useDeleteProduct(productId: string) {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: async (): Promise<DeleteOutcome> => {
      const answer = await api<Product | undefined>(productPath(shopId, productId), { method: 'DELETE' });
      return answer ? { kind: 'deactivated', product: answer } : { kind: 'deleted' };
    },
    retry: false,
    onSuccess: (outcome) => {
      if (outcome.kind === 'deleted') qc.removeQueries({ queryKey: productKeys.detail(shopId, productId) });
      productChanged(qc, shopId, outcome.kind === 'deactivated' ? outcome.product : undefined);
    },
  });
}

export function uploadProductPhoto(shopId: string, productId: string, file: Blob, name: string): Promise<Product> {
  const form = new FormData();
  form.append('file', file, name);
  return api<Product>(`${productPath(shopId, productId)}/photos`, { method: 'POST', body: form });
}

export function useUploadPhoto(productId: string) {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => uploadProductPhoto(shopId, productId, file, name),
    // An upload is not idempotent: a retry after a lost answer could add the photo twice.
    retry: false,
    onSuccess: (product) => productChanged(qc, shopId, product),
  });
}

export function useDeletePhoto(productId: string) {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (photoId: string) =>
      api<Product | undefined>(`${productPath(shopId, productId)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
    onSuccess: (product) => {
      if (product) productChanged(qc, shopId, product);
      else void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
    },
  });
}

export async function generateBarcode(shopId: string): Promise<string> {
  const answer = await api<{ barcode: string }>(`${base(shopId)}/products/barcode/generate`);
  return answer.barcode;
}

export function fetchImportTemplate(shopId: string): Promise<string> {
  return api<string>(`${base(shopId)}/products/import-template`, { responseType: 'text' });
}

export function useImportProducts() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    // Idempotent by the import id: the app's usual mutation retries are safe.
    mutationFn: (body: { id: string; csv: string }) => api<ImportResult>(`${base(shopId)}/products/import`, { method: 'POST', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
      void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) });
      void qc.invalidateQueries({ queryKey: stockKeys.shop(shopId) });
    },
  });
}

export function useCategories() {
  const shopId = useShopId();
  return useQuery({
    queryKey: categoryKeys.list(shopId),
    queryFn: ({ signal }) => api<{ items: Category[] }>(`${base(shopId)}/categories`, { signal }),
    select: (d) => d.items,
    enabled: Boolean(shopId),
  });
}

export function useCreateCategory() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (body: { id: string; name: string; parentId: string | null }) =>
      api<Category>(`${base(shopId)}/categories`, { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) }),
  });
}

export function useRenameCategory() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<Category>(`${base(shopId)}/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) }),
  });
}

export function useDeleteCategory() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (id: string) => api<undefined>(`${base(shopId)}/categories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) });
      void qc.invalidateQueries({ queryKey: productKeys.lists(shopId) });
    },
  });
}
