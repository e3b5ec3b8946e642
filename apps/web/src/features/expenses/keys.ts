/** The two books of the feature: money spent and money earned outside sales. */
export const BOOKS = ['expense', 'income'] as const;
export type Book = (typeof BOOKS)[number];

/** API paths of a book (GET/POST entries, categories, summary). */
export const BOOK_PATHS: Record<Book, { entries: string; categories: string; summary: string }> = {
  expense: { entries: '/expenses', categories: '/expense-categories', summary: '/expense-summary' },
  income: { entries: '/incomes', categories: '/income-categories', summary: '/income-summary' },
};

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
