/** /api/v1/shops/{shopId}/purchases: buy from a supplier, the purchase book, a purchase, returns, void (feature 'purchase'). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerTradeRoutes } from '../trade/index.ts';
import { purchasesBook } from './purchases.book.ts';

export function registerPurchaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerTradeRoutes(app, deps, {
    book: purchasesBook,
    feature: 'purchase',
    tags: ['purchases'],
    keys: {
      create: 'POST /shops/:shopId/purchases',
      list: 'GET /shops/:shopId/purchases',
      get: 'GET /shops/:shopId/purchases/:purchaseId',
      takeBack: 'POST /shops/:shopId/purchases/:purchaseId/returns',
      void: 'POST /shops/:shopId/purchases/:purchaseId/void',
    },
    docs: {
      create: {
        summary: 'Buy from a supplier: stock comes in and its average cost is re-computed',
        description:
          'Idempotent by the client id (201 new; the same body again 200; another body 409 ID_CONFLICT). `unitPrice` is ' +
          "the unit cost (default the product's purchase price); `vatPercent` the supplier's VAT on a line (default 0). " +
          "Stock comes in at the line's final amount ÷ quantity (after both discounts, with VAT). The server recomputes " +
          'the money and refuses a client `total` that differs (409 TRADE_TOTAL_MISMATCH). Anything unpaid goes to the ' +
          "supplier's due book and needs a supplier (409 PURCHASE_DUE_NEEDS_SUPPLIER) — by `supplierId` or a new " +
          '`supplier` { name, mobile }. Inactive product → 409 PRODUCT_INACTIVE.',
      },
      list: {
        summary: 'The purchase book: purchases newest first, with totals over the whole filter',
        description:
          'Filters: from/to (purchase dates, inclusive), contactId (supplier), payment (a method, or `due`), dueOnly (a due ' +
          'still standing), status (default all). q: invoice number (P-000045), or the start of a word of the ' +
          "supplier's name, or of the mobile number. Keyset pagination by (date, id). Totals sum completed purchases " +
          '(void ones counted apart): paid = payments less change, due = still owed to the suppliers.',
      },
      get: { summary: 'One purchase with its lines, payments and returns' },
      takeBack: {
        summary: 'Send goods back to the supplier (all or part of the lines)',
        description:
          'Idempotent by the return id. Stock goes out at the moving average. The value first lowers what the shop still ' +
          'owes the supplier on this purchase, the rest is refunded to the shop. More than bought-minus-returned → 409 ' +
          'TRADE_RETURN_TOO_MUCH; stock short → 409 STOCK_INSUFFICIENT; a void purchase → 409 TRADE_VOID_NO_RETURN.',
      },
      void: {
        summary: 'Void a purchase: its unreturned stock goes out and its standing due is reversed',
        description:
          'Refused with 409 STOCK_INSUFFICIENT when the goods are already sold and negative stock is off. A second void → ' +
          '409 TRADE_ALREADY_VOID.',
      },
    },
  });
}
