import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashbookCategory, CreateCashbookEntryWire } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { dueKeys } from '@/features/dues';
import { BOOK_ROUTES, expenseKeys, type Book, type DateRange } from './keys';

export { useShopId };

export { expenseKeys };

/** The body of POST /expenses and /incomes as it travels: the contract's own wire type. */
export type EntryRequest = CreateCashbookEntryWire;

/** An employee to pick for an expense (a salary, say). */
export interface EmployeeOption {
  id: string;
  name: string;
}

const PAGE_SIZE = 30;

/** Every category of a book, turned off ones included (the form shows only active ones). */
export function useCategories(book: Book) {
  const shopId = useShopId();
  return useQuery({
    queryKey: expenseKeys.categories(shopId, book),
    queryFn: ({ signal }) => api(BOOK_ROUTES[book].categories, { params: { shopId }, query: { status: 'all' }, signal }),
    select: (d) => d.items,
  });
}

/** Totals by category and the grand total of a period. */
export function useSummary(book: Book, range: DateRange) {
  const shopId = useShopId();
  return useQuery({
    queryKey: expenseKeys.summary(shopId, book, range),
    queryFn: ({ signal }) => api(BOOK_ROUTES[book].summary, { params: { shopId }, query: { ...range }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The entries of a period, newest first, a page at a time. */
export function useEntries(book: Book, range: DateRange) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: expenseKeys.entries(shopId, book, range),
    queryFn: ({ pageParam, signal }) =>
      api(BOOK_ROUTES[book].entries, { params: { shopId }, query: { ...range, limit: PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/**
 * Employees for the expense form. The contacts screens are built alongside; until GET /contacts
 * answers, this fails quietly and the form leaves the employee field out.
 */
export function useEmployees(enabled: boolean) {
  const shopId = useShopId();
  return useQuery({
    queryKey: expenseKeys.employees(shopId),
    queryFn: ({ signal }) => api('GET /shops/:shopId/contacts', { params: { shopId }, query: { type: 'employee', limit: 100 }, signal }),
    enabled,
    retry: false,
    select: (d): EmployeeOption[] => d.items.map((c) => ({ id: c.id, name: c.name })),
  });
}

function useInvalidateBook(book: Book) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: expenseKeys.book(shopId, book) });
    // An expense paid to an employee (salary) is in that employee's history.
    void qc.invalidateQueries({ queryKey: dueKeys.shop(shopId) });
  };
}

/** Writes an entry. The body carries its client ULID, so a retry never writes it twice. */
export function useCreateEntry(book: Book) {
  const shopId = useShopId();
  const invalidate = useInvalidateBook(book);
  return useMutation({
    mutationFn: (body: EntryRequest) => api(BOOK_ROUTES[book].createEntry, { params: { shopId }, body }),
    onSuccess: invalidate,
  });
}

/** Voids an entry with its reason (entries are never erased). */
export function useVoidEntry(book: Book) {
  const shopId = useShopId();
  const invalidate = useInvalidateBook(book);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(BOOK_ROUTES[book].voidEntry, { params: { shopId, entryId: id }, body: { reason } }),
    onSuccess: invalidate,
  });
}

/** Creates a custom category (client ULID: retry-safe). A shop over its limit gets 402. */
export function useCreateCategory(book: Book) {
  const shopId = useShopId();
  const qc = useQueryClient();
  const invalidate = useInvalidateBook(book);
  return useMutation({
    mutationFn: (body: { id: string; name: string }) => api(BOOK_ROUTES[book].createCategory, { params: { shopId }, body }),
    onSuccess: (created) => {
      // In the picker at once (the form selects it before the refetch answers).
      qc.setQueryData<{ items: CashbookCategory[] }>(expenseKeys.categories(shopId, book), (old) =>
        old && !old.items.some((c) => c.id === created.id) ? { items: [...old.items, created] } : old,
      );
      invalidate();
    },
  });
}

/** Renames a category or turns it off / on. */
export function useUpdateCategory(book: Book) {
  const shopId = useShopId();
  const invalidate = useInvalidateBook(book);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; status?: 'active' | 'inactive' }) =>
      api(BOOK_ROUTES[book].updateCategory, { params: { shopId, categoryId: id }, body }),
    onSuccess: invalidate,
  });
}

/** Deletes an unused custom category; a used or default one comes back turned off instead. */
export function useDeleteCategory(book: Book) {
  const shopId = useShopId();
  const invalidate = useInvalidateBook(book);
  return useMutation({
    mutationFn: (id: string) => api(BOOK_ROUTES[book].deleteCategory, { params: { shopId, categoryId: id } }),
    onSuccess: invalidate,
  });
}
