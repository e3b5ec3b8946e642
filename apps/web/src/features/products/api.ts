import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@dokani/contracts/api';
import type { CreateProductBody, PatchProductBody, Product } from '@dokani/contracts';
import type { z } from 'zod';
import type { createProductBody, patchProductBody } from '@dokani/contracts';
import { isNetworkError } from '@/shared/offline/snapshots';
import { offlineBarcode, offlineProductPage } from './offline';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { categoryKeys, listQuery, productKeys, stockRootKey, type ProductListFilters } from './keys';

export { useShopId };

export { categoryKeys, productKeys };
export type { CreateProductBody, PatchProductBody };

/** Bodies as they travel (decimal strings), i.e. the contract's input side. */
export type CreateProductWire = z.input<typeof createProductBody>;
export type PatchProductWire = z.input<typeof patchProductBody>;

export type ProductPage = ApiAnswer<'GET /shops/:shopId/products'>;

export type ImportResult = ApiAnswer<'POST /shops/:shopId/products/import'>;

export const PAGE_SIZE = 30;

/**
 * After any change to a product: its detail, every list, the category counts, and the stock
 * screens (they list products too; a new product's opening stock is a stock movement).
 */
function productChanged(qc: QueryClient, shopId: string, product?: Product): void {
  if (product) qc.setQueryData(productKeys.detail(shopId, product.id), product);
  void qc.invalidateQueries({ queryKey: productKeys.lists(shopId) });
  void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) });
  void qc.invalidateQueries({ queryKey: stockRootKey(shopId) });
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
        return await api('GET /shops/:shopId/products', { params: { shopId }, query: listQuery(filters, pageParam, PAGE_SIZE), signal });
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
  try {
    return await api('GET /shops/:shopId/products', { params: { shopId }, query: { barcode, status: 'all', limit: 2 }, signal });
  } catch (e) {
    const kept = isNetworkError(e) ? await offlineBarcode(shopId, barcode) : undefined;
    if (!kept) throw e;
    return kept;
  }
}

export function fetchProduct(shopId: string, productId: string, signal?: AbortSignal): Promise<Product> {
  return api('GET /shops/:shopId/products/:productId', { params: { shopId, productId }, signal });
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
    mutationFn: (body: CreateProductWire) => api('POST /shops/:shopId/products', { params: { shopId }, body }),
    onSuccess: (product) => productChanged(qc, shopId, product),
  });
}

export function useUpdateProduct(productId: string) {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (body: PatchProductWire) => api('PATCH /shops/:shopId/products/:productId', { params: { shopId, productId }, body }),
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
      const answer = await api('DELETE /shops/:shopId/products/:productId', { params: { shopId, productId } });
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
  return api('POST /shops/:shopId/products/:productId/photos', { params: { shopId, productId }, body: form });
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
      api('DELETE /shops/:shopId/products/:productId/photos/:photoId', { params: { shopId, productId, photoId } }),
    onSuccess: (product) => {
      if (product) productChanged(qc, shopId, product);
      else void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
    },
  });
}

export async function generateBarcode(shopId: string): Promise<string> {
  const answer = await api('GET /shops/:shopId/products/barcode/generate', { params: { shopId } });
  return answer.barcode;
}

export function fetchImportTemplate(shopId: string): Promise<string> {
  return api('GET /shops/:shopId/products/import-template', { params: { shopId }, responseType: 'text' });
}

export function useImportProducts() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    // Idempotent by the import id: the app's usual mutation retries are safe.
    mutationFn: (body: { id: string; csv: string }) => api('POST /shops/:shopId/products/import', { params: { shopId }, body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
      void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) });
      void qc.invalidateQueries({ queryKey: stockRootKey(shopId) });
    },
  });
}

export function useCategories() {
  const shopId = useShopId();
  return useQuery({
    queryKey: categoryKeys.list(shopId),
    queryFn: ({ signal }) => api('GET /shops/:shopId/categories', { params: { shopId }, signal }),
    select: (d) => d.items,
    enabled: Boolean(shopId),
  });
}

export function useCreateCategory() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (body: { id: string; name: string; parentId: string | null }) =>
      api('POST /shops/:shopId/categories', { params: { shopId }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) }),
  });
}

export function useRenameCategory() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api('PATCH /shops/:shopId/categories/:categoryId', { params: { shopId, categoryId: id }, body: { name } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) }),
  });
}

export function useDeleteCategory() {
  const qc = useQueryClient();
  const shopId = useShopId();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /shops/:shopId/categories/:categoryId', { params: { shopId, categoryId: id } }),
    retry: false,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: categoryKeys.all(shopId) });
      void qc.invalidateQueries({ queryKey: productKeys.lists(shopId) });
    },
  });
}
