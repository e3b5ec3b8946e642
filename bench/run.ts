/**
 * `npm run bench`: every benchmark, each printing its figures against a baseline from the same run
 * and its budget from docs/QUALITY.md. Needs the built web app (`npm run build`) for the web figures.
 * Exit code 1 when a budget is missed.
 */
import { coldStart } from './cold-start.ts';
import { exportBench } from './export.ts';
import { lighthouseBench } from './lighthouse.ts';
import { offlineQueue } from './offline-queue.ts';
import { smsCampaign } from './sms-campaign.ts';
import { productSearch } from './product-search.ts';
import { reports } from './reports.ts';
import { sales } from './sales.ts';
import { storefront } from './storefront.ts';
import { webSize } from './web-size.ts';

const only = process.argv.slice(2);
const benches: Record<string, () => Promise<boolean>> = {
  'cold-start': coldStart,
  'web-size': webSize,
  lighthouse: lighthouseBench,
  'product-search': productSearch,
  sales,
  reports,
  storefront,
  'offline-queue': offlineQueue,
  'sms-campaign': smsCampaign,
  export: exportBench,
};
let ok = true;
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  ok = (await run()) && ok;
}
process.exit(ok ? 0 : 1);
