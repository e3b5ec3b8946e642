/**
 * What a migration's SQL cannot do alone: filling a new table or column from the ledgers with the
 * code that keeps it, so there is one definition. platform/migrate.ts runs the fills of a run's
 * migrations after its last one, in its transaction, each once: a summary is rebuilt from the
 * ledgers as they are today, so a database older than 0010 fills trade_product_days once, not at
 * 0010 and again at 0014. A summary built from another (months from days, years from months) is
 * listed after it.
 */
import type { MigrationFills } from './platform/migrate.ts';
import { addReadyRolesEverywhere } from './modules/access/index.ts';
import { rebuildContactSummaries } from './modules/contacts/index.ts';
import { rebuildBookMonths } from './modules/expenses/index.ts';
import { postPastPayments, rebuildMoneyDays } from './modules/money/index.ts';
import { fillSoundKeys } from './modules/products/index.ts';
import {
  rebuildProductDays,
  rebuildProductMonths,
  rebuildProductYears,
  rebuildTradeDays,
  rebuildTradeMonths,
} from './modules/trade/index.ts';

export const MIGRATION_FILLS: MigrationFills = {
  '0010_report_summaries.sql': [rebuildProductDays],
  '0012_trade_product_months.sql': [rebuildProductMonths],
  '0014_void_left_out.sql': [rebuildProductDays, rebuildProductMonths],
  '0015_search_phonetic.sql': [fillSoundKeys],
  '0016_staff_access.sql': [addReadyRolesEverywhere],
  '0030_trade_product_years.sql': [rebuildProductYears],
  '0032_money_days.sql': [rebuildTradeDays, rebuildMoneyDays],
  '0033_book_months.sql': [rebuildBookMonths],
  '0034_trade_months.sql': [rebuildTradeMonths],
  '0038_due_lowered.sql': [rebuildContactSummaries],
  '0043_money_accounts.sql': [postPastPayments],
};
