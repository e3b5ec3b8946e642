/**
 * Receipts shared outside the shop: POST …/sales/{saleId}/receipt-link and …/receipt-sms (feature
 * 'sell'), and the public GET /receipts/{token} that the /r/<token> page reads (no session,
 * rate-limited per IP like the sign-in routes).
 */
import type { FastifyInstance } from 'fastify';
import { requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { authRateLimit } from '../../platform/rate-limit.ts';
import { routesOf } from '../../platform/route.ts';
import { publicReceipt, receiptLink, sendReceiptSms } from './receipts.service.ts';

/** Scheme and host the app was reached on (behind a trusted proxy, the forwarded ones). */

export function registerReceiptRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['receipts'] });

  route(
    'POST /shops/:shopId/sales/:saleId/receipt-link',
    {
      auth: 'shop',
      feature: 'sell',
      summary: "The sale's public receipt link (/r/<token>), made once",
      description:
        'The token (128 random bits) is made the first time and answered again after; anyone with the link sees the receipt, without costs or profit.',
    },
    async (req) => receiptLink(deps, requireShop(req), req.params.saleId),
  );

  route(
    'POST /shops/:shopId/sales/:saleId/receipt-sms',
    {
      auth: 'shop',
      feature: 'sell',
      summary: 'Send the customer an SMS with the receipt link',
      description:
        "In the shop's SMS language (Bangla digits in Bangla), charged to the shop's SMS credit (402 SMS_CREDIT_SHORT), at most twice a sale " +
        '(409 SMS_SUBJECT_LIMIT; a failed one does not count) and 200 an hour a shop (429 SMS_HOURLY_LIMIT). The link is on PUBLIC_URL; ' +
        'without it the SMS goes without a link and `url` is null. A sale without a customer mobile → 409 CONTACT_NO_MOBILE.',
    },
    async (req) => sendReceiptSms(deps, requireShop(req), req.params.saleId),
  );

  route(
    'GET /receipts/:token',
    {
      auth: 'public',
      rateLimit: authRateLimit(deps.config),
      summary: 'A shared receipt, by its token (public)',
      description: 'The shop header, footer and paper, and the sale without costs, profit or internal ids. Unknown token → 404.',
    },
    async (req) => publicReceipt(deps, req.params.token),
  );
}
