/** Expenses and incomes (expenses module, migration 0006). */
import type { Generated } from 'kysely';

/** expense_categories and income_categories have the same columns. */
export interface CashbookCategoriesTable {
  shop_id: string;
  id: string;
  /** set on the default categories; their name comes from i18n while `name` is null */
  default_key: string | null;
  name: string | null;
  status: Generated<'active' | 'inactive'>;
  created_at: Date;
  updated_at: Date;
}

/** expenses and incomes have the same columns. */
export interface CashbookEntriesTable {
  shop_id: string;
  id: string;
  category_id: string;
  /** poisha, > 0 */
  amount: bigint;
  occurred_at: Date;
  /** 'YYYY-MM-DD' in the shop timezone */
  entry_date: string;
  employee_id: string | null;
  note: string | null;
  reason: string | null;
  details: string | null;
  created_by: string | null;
  created_at: Date;
  voided_at: Date | null;
  void_reason: string | null;
  voided_by: string | null;
}
