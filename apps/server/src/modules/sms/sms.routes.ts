/** /api/v1/shops/{shopId}/sms — the shop's SMS credit and the quote of a message (issue 17). */
import { shopParams, smsBalanceAnswer, smsQuoteAnswer, smsQuoteBody } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { smsBalance } from './credits.ts';
import { quoteSms } from './quote.ts';

const tags = ['sms'];

export function registerSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/sms/balance',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: {
        summary: "The shop's SMS credit: this month's free parts left (30 a month, used first) and bought parts",
        tags,
        params: shopParams,
        response: { 200: smsBalanceAnswer },
      },
    },
    async (req) => {
      const shop = requireShop(req);
      return smsBalance(deps.db, shop.id, deps.clock.now(), shop.timezone);
    },
  );

  r.post(
    '/shops/:shopId/sms/quote',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: {
        summary: 'What a message to these recipients costs: encoding, characters, parts, unique recipients, SMS taken, and whether the credit covers it',
        tags,
        params: shopParams,
        body: smsQuoteBody,
        response: { 200: smsQuoteAnswer },
      },
    },
    async (req) => quoteSms(deps, requireShop(req), req.body),
  );
}
