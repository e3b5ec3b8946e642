/** /api/v1/shops/{shopId}/sales: sell (items or quick sell), the sales book, a sale (feature 'sell'); returns and void ('sell-void'). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerTradeRoutes } from '../trade/index.ts';
import { salesBook } from './sales.book.ts';

export function registerSaleRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerTradeRoutes(app, deps, {
    book: salesBook,
    feature: 'sell',
    adjustFeature: 'sell-void',
    tags: ['sales'],
    keys: {
      create: 'POST /shops/:shopId/sales',
      list: 'GET /shops/:shopId/sales',
      get: 'GET /shops/:shopId/sales/:saleId',
      takeBack: 'POST /shops/:shopId/sales/:saleId/returns',
      void: 'POST /shops/:shopId/sales/:saleId/void',
    },
    docs: {
      create: {
        summary: 'Sell: an items sale, or a quick sell by amount',
        description:
          'Idempotent by the client id (201 new; the same body again 200 with the same sale; another body 409 ID_CONFLICT). ' +
          "Left-out line prices take the product's sell price (its bulk price from the minimum quantity on) and its own " +
          "discount; VAT is the product's. The server recomputes the money (packages/core invoice) and refuses a client " +
          '`total` that differs (409 TRADE_TOTAL_MISMATCH, details.expected). Change only from cash (409 TRADE_OVERPAID); ' +
          "anything unpaid goes to the customer's due book and needs a customer (409 SALE_DUE_NEEDS_CUSTOMER) — by " +
          '`customerId` or a new `customer` { name, mobile } (an existing customer with the number is used). Stock short ' +
          '→ 409 STOCK_INSUFFICIENT (unless the shop allows negative stock); inactive product → 409 PRODUCT_INACTIVE. ' +
          "The answer has the invoice number (S-000123) and the customer's balance after the sale.",
      },
      list: {
        summary: 'The sales book: sales newest first, with totals over the whole filter',
        description:
          'Filters: from/to (sale dates, inclusive), contactId (customer), payment (a method, `due`: sold with a due, ' +
          '`quick-sell`), dueOnly (a due still standing), status (default all). q: invoice number, or the start of a word ' +
          "of the customer's name, or of the mobile number. Keyset pagination by (date, id). Totals sum completed sales " +
          '(void ones counted apart): paid = payments less change, due = still owed, profit = revenue − cost, net of returns.',
      },
      get: { summary: 'One sale with its lines, payments and returns' },
      takeBack: {
        summary: 'Take goods back on a sale (all or part of its lines)',
        description:
          'Idempotent by the return id. Each line gives back its part of the amount, VAT and cost (the last piece takes ' +
          "exactly what is left); stock comes back at the line's cost. The value first lowers what the customer still " +
          'owes on this sale, the rest is refunded. More than sold-minus-returned → 409 TRADE_RETURN_TOO_MUCH; a void ' +
          'sale → 409 TRADE_VOID_NO_RETURN. Answers the sale with its returns.',
      },
      void: {
        summary: 'Void a sale: its unreturned stock comes back and its standing due is reversed',
        description: "The sale stays in the book, marked void with today's date. A second void → 409 TRADE_ALREADY_VOID.",
      },
    },
  });
}
