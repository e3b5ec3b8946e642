/**
 * The two cash books this module serves: expenses and other income. They share every rule and
 * shape; a `Book` names the tables, paths, idempotency resources, usage features and the default
 * categories of one of them.
 */
import type { UsageFeature } from '@dokani/contracts';

export interface Book {
  kind: 'expense' | 'income';
  categoryTable: 'expense_categories';
  entryTable: 'expenses';
  /** path segments under /shops/{shopId} (the routes' keys in the contract's table) */
  entriesPath: 'expenses' | 'incomes';
  categoriesPath: 'expense-categories' | 'income-categories';
  summaryPath: 'expense-summary' | 'income-summary';
  /** usage feature counted on a new entry / a new custom category, if any */
  entryUsage?: UsageFeature;
  categoryUsage?: UsageFeature;
  /** default categories, in the order shown; names in locales/<lang>/expenses.json */
  defaults: readonly string[];
}

/*
 * The income tables have exactly the columns of the expense tables (migration 0006), so one set of
 * typed queries serves both; `categoryTable` / `entryTable` hold the real table name at run time.
 */
export const EXPENSES: Book = {
  kind: 'expense',
  categoryTable: 'expense_categories',
  entryTable: 'expenses',
  entriesPath: 'expenses',
  categoriesPath: 'expense-categories',
  summaryPath: 'expense-summary',
  entryUsage: 'expense',
  categoryUsage: 'expense-category',
  defaults: [
    'shop-rent',
    'electricity-bill',
    'staff-salary',
    'transport',
    'tea-snacks',
    'mobile-internet',
    'repairs',
    'money-charges',
    'other',
  ],
};

export const INCOMES: Book = {
  kind: 'income',
  categoryTable: 'income_categories' as 'expense_categories',
  entryTable: 'incomes' as 'expenses',
  entriesPath: 'incomes',
  categoriesPath: 'income-categories',
  summaryPath: 'income-summary',
  defaults: ['commission', 'scrap-sale', 'other'],
};

export const BOOKS: readonly Book[] = [EXPENSES, INCOMES];
