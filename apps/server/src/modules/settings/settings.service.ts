/** Shop settings (one row per shop, made with the shop): read by any member, changed with the settings feature. */
import type { ReceiptPaper, ShopSettings, SmsLanguage } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';

async function readSettings(db: Queryable, shopId: string): Promise<ShopSettings> {
  const row = await db
    .selectFrom('shop_settings')
    .select([
      'allow_negative_stock',
      'sms_language',
      'receipt_paper',
      'receipt_footer',
      'print_after_sale',
      'receipt_copies',
      'open_drawer',
      'cut_paper',
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return {
    allowNegativeStock: row?.allow_negative_stock ?? false,
    smsLanguage: row?.sms_language ?? 'bn',
    receiptPaper: row?.receipt_paper ?? '80',
    receiptFooter: row?.receipt_footer ?? null,
    printAfterSale: row?.print_after_sale ?? false,
    receiptCopies: row?.receipt_copies ?? 1,
    openDrawer: row?.open_drawer ?? false,
    cutPaper: row?.cut_paper ?? true,
  };
}

export function getSettings(deps: AppDeps, shop: ShopContext): Promise<ShopSettings> {
  return readSettings(deps.db, shop.id);
}

export async function patchSettings(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  patch: {
    allowNegativeStock?: boolean | undefined;
    smsLanguage?: SmsLanguage | undefined;
    receiptPaper?: ReceiptPaper | undefined;
    receiptFooter?: string | null | undefined;
    printAfterSale?: boolean | undefined;
    receiptCopies?: number | undefined;
    openDrawer?: boolean | undefined;
    cutPaper?: boolean | undefined;
  },
): Promise<ShopSettings> {
  const at = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const set = {
      ...(patch.allowNegativeStock !== undefined ? { allow_negative_stock: patch.allowNegativeStock } : {}),
      ...(patch.smsLanguage !== undefined ? { sms_language: patch.smsLanguage } : {}),
      ...(patch.receiptPaper !== undefined ? { receipt_paper: patch.receiptPaper } : {}),
      // an empty footer is no footer
      ...(patch.receiptFooter !== undefined ? { receipt_footer: patch.receiptFooter === '' ? null : patch.receiptFooter } : {}),
      ...(patch.printAfterSale !== undefined ? { print_after_sale: patch.printAfterSale } : {}),
      ...(patch.receiptCopies !== undefined ? { receipt_copies: patch.receiptCopies } : {}),
      ...(patch.openDrawer !== undefined ? { open_drawer: patch.openDrawer } : {}),
      ...(patch.cutPaper !== undefined ? { cut_paper: patch.cutPaper } : {}),
    };
    if (Object.keys(set).length > 0) {
      await trx
        .insertInto('shop_settings')
        .values({ shop_id: shop.id, ...set, updated_at: at })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet({ ...set, updated_at: at }))
        .execute();
      await writeAudit(trx, {
        shopId: shop.id,
        by: user,
        action: 'update',
        entity: 'settings',
        entityId: shop.id,
        details: { ...patch },
        at,
      });
    }
    return readSettings(trx, shop.id);
  });
}
