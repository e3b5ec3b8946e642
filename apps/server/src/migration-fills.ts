/**
 * What a migration's SQL cannot do alone: filling a new table from the ledgers with the code that
 * keeps it, so there is one definition (platform/migrate.ts runs each right after its migration,
 * in the same transaction).
 */
import type { MigrationFills } from './platform/migrate.ts';
import { addReadyRolesEverywhere } from './modules/access/index.ts';
import { rebuildContactSummaries } from './modules/contacts/index.ts';
import { rebuildMoneyDays } from './modules/money/index.ts';
import { fillSoundKeys } from './modules/products/index.ts';
import { rebuildDaySummaries, rebuildProductMonths, rebuildProductYears } from './modules/trade/index.ts';

export const MIGRATION_FILLS: MigrationFills = {
  '0010_report_summaries.sql': (trx) => rebuildDaySummaries(trx),
  '0012_trade_product_months.sql': (trx) => rebuildProductMonths(trx),
  // the summaries as they were then (rebuildSummaries now also fills 0030's table)
  '0014_void_left_out.sql': async (trx) => {
    await rebuildDaySummaries(trx);
    await rebuildProductMonths(trx);
  },
  '0015_search_phonetic.sql': (trx) => fillSoundKeys(trx),
  '0016_staff_access.sql': (trx) => addReadyRolesEverywhere(trx),
  '0030_trade_product_years.sql': (trx) => rebuildProductYears(trx),
  '0031_contact_summaries.sql': (trx) => rebuildContactSummaries(trx),
  '0032_money_days.sql': (trx) => rebuildMoneyDays(trx),
};
