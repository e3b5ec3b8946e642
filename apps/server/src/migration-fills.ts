/**
 * What a migration's SQL cannot do alone: filling a new table from the ledgers with the code that
 * keeps it, so there is one definition (platform/migrate.ts runs each right after its migration,
 * in the same transaction).
 */
import type { MigrationFills } from './platform/migrate.ts';
import { addReadyRolesEverywhere } from './modules/access/index.ts';
import { rebuildContactSummaries } from './modules/contacts/index.ts';
import { rebuildBookMonths } from './modules/expenses/index.ts';
import { rebuildMoneyDays } from './modules/money/index.ts';
import { fillSoundKeys } from './modules/products/index.ts';
import {
  rebuildProductDays,
  rebuildProductMonths,
  rebuildProductYears,
  rebuildTradeDays,
  rebuildTradeMonths,
} from './modules/trade/index.ts';

export const MIGRATION_FILLS: MigrationFills = {
  // trade_days is filled once, after 0032 (which added its money columns): rebuilt at 0010 or 0014
  // it would write columns 0032 has not added yet. A database older than 0010 goes through all of
  // them in one run, so no answer is read between the two. The product rows keep their columns
  // of 0010 and are filled as before. The contact summaries likewise are filled once, after 0038
  // (which added due_lowered), not at 0031, which made them.
  '0010_report_summaries.sql': (trx) => rebuildProductDays(trx),
  '0012_trade_product_months.sql': (trx) => rebuildProductMonths(trx),
  '0014_void_left_out.sql': async (trx) => {
    await rebuildProductDays(trx);
    await rebuildProductMonths(trx);
  },
  '0015_search_phonetic.sql': (trx) => fillSoundKeys(trx),
  '0016_staff_access.sql': (trx) => addReadyRolesEverywhere(trx),
  '0030_trade_product_years.sql': (trx) => rebuildProductYears(trx),
  '0032_money_days.sql': async (trx) => {
    await rebuildTradeDays(trx);
    await rebuildMoneyDays(trx);
  },
  '0033_book_months.sql': (trx) => rebuildBookMonths(trx),
  '0034_trade_months.sql': (trx) => rebuildTradeMonths(trx),
  '0038_due_lowered.sql': (trx) => rebuildContactSummaries(trx),
};
