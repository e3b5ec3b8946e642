import type { ApiKey } from '@dokani/contracts/api';

/** The two books of the feature: money spent and money earned outside sales. */
export const BOOKS = ['expense', 'income'] as const;
export type Book = (typeof BOOKS)[number];

/** The routes of a book (packages/contracts/src/api.ts): its entries, categories and summary. */
export const BOOK_ROUTES = {
  expense: {
    entries: 'GET /shops/:shopId/expenses',
    createEntry: 'POST /shops/:shopId/expenses',
    voidEntry: 'POST /shops/:shopId/expenses/:entryId/void',
    categories: 'GET /shops/:shopId/expense-categories',
    createCategory: 'POST /shops/:shopId/expense-categories',
    updateCategory: 'PATCH /shops/:shopId/expense-categories/:categoryId',
    deleteCategory: 'DELETE /shops/:shopId/expense-categories/:categoryId',
    summary: 'GET /shops/:shopId/expense-summary',
  },
  income: {
    entries: 'GET /shops/:shopId/incomes',
    createEntry: 'POST /shops/:shopId/incomes',
    voidEntry: 'POST /shops/:shopId/incomes/:entryId/void',
    categories: 'GET /shops/:shopId/income-categories',
    createCategory: 'POST /shops/:shopId/income-categories',
    updateCategory: 'PATCH /shops/:shopId/income-categories/:categoryId',
    deleteCategory: 'DELETE /shops/:shopId/income-categories/:categoryId',
    summary: 'GET /shops/:shopId/income-summary',
  },
} as const satisfies Record<Book, Record<string, ApiKey>>;

/** A period of business dates (inclusive), 'YYYY-MM-DD'. */
export interface DateRange {
  from: string;
  to: string;
}

/** Query keys of the feature, per shop and book: one invalidation of `book(...)` refreshes it all. */
export const expenseKeys = {
  all: ['expenses'] as const,
  shop: (shopId: string) => [...expenseKeys.all, shopId] as const,
  book: (shopId: string, book: Book) => [...expenseKeys.shop(shopId), book] as const,
  categories: (shopId: string, book: Book) => [...expenseKeys.book(shopId, book), 'categories'] as const,
  entries: (shopId: string, book: Book, range: DateRange) => [...expenseKeys.book(shopId, book), 'entries', range] as const,
  summary: (shopId: string, book: Book, range: DateRange) => [...expenseKeys.book(shopId, book), 'summary', range] as const,
  employees: (shopId: string) => [...expenseKeys.shop(shopId), 'employees'] as const,
};
