/**
 * Delivery reports (decision 0014): the gateway says a message it took was delivered — the message is
 * `delivered` — or will not be — the message is `failed` with the gateway's reason and its parts
 * go back to the shop (a campaign's through the campaign's count, a due notice's as its ledger
 * rows took them). A report for a message already at an end, or not ours, changes nothing.
 */
import type { DeliveryReport } from '../../platform/sms/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { refundUse } from './credits.ts';
import { giveBackCredit } from './queue.ts';

export async function takeDeliveryReports(deps: AppDeps, reports: readonly DeliveryReport[]): Promise<number> {
  let taken = 0;
  for (const r of reports) {
    const at = deps.clock.now();
    const changed = await deps.db.transaction().execute(async (trx) => {
      const m = await trx
        .updateTable('sms_messages')
        .set(
          r.delivered
            ? { status: 'delivered', delivered_at: at, lease_until: null }
            : { status: 'failed', error: `not delivered: ${r.reason ?? 'unknown'}`.slice(0, 500), lease_until: null },
        )
        .where('id', '=', r.reference)
        .where('provider', '=', deps.sms.providerName)
        .where('status', 'in', ['sending', 'sent'])
        .returning(['id', 'shop_id', 'segments', 'campaign_id', 'purpose'])
        .executeTakeFirst();
      if (!m) return false;
      if (!r.delivered && m.shop_id) {
        if (m.campaign_id) await giveBackCredit(trx, m, at);
        else await refundUse(trx, m.shop_id, { type: m.purpose, id: m.id }, at);
      }
      return true;
    });
    if (changed) taken += 1;
  }
  return taken;
}
