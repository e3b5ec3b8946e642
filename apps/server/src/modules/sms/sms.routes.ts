/** /api/v1/shops/{shopId}/sms — the shop's SMS credit and the quote of a message (issue 17). */
import {
  createSmsCampaignBody,
  listQuerySchema,
  shopParams,
  smsBalanceAnswer,
  smsCampaignDetailSchema,
  smsCampaignListAnswer,
  smsCampaignParams,
  smsCampaignSchema,
  smsQuoteAnswer,
  smsQuoteBody,
} from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import { campaignDetail, createCampaign, listCampaigns } from './campaigns.ts';
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

  r.post(
    '/shops/:shopId/sms/campaigns',
    {
      // a shop starts at most 20 campaigns a minute, from whichever address
      config: { auth: 'shop', feature: 'sms', rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => `sms-campaign:${(req.params as { shopId: string }).shopId}` } },
      schema: {
        summary: 'Send a message to its recipients: the credit (parts × recipients) is taken at once and the messages are queued',
        description:
          'Idempotent by the client-generated id. 402 SMS_CREDIT_SHORT when the credit does not cover it (nothing taken). Promotional SMS go out between 9 am and 9 pm Dhaka time: asked for outside that window, the campaign is held for the next one ("scheduled").',
        tags,
        params: shopParams,
        body: createSmsCampaignBody,
        response: { 200: smsCampaignSchema, 201: smsCampaignSchema },
      },
    },
    async (req, reply) => {
      const { created, campaign } = await createCampaign(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(campaign);
    },
  );

  r.get(
    '/shops/:shopId/sms/campaigns',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: { summary: 'The campaigns, newest first, with their messages counted by status', tags, params: shopParams, querystring: listQuerySchema.pick({ cursor: true }), response: { 200: smsCampaignListAnswer } },
    },
    async (req) => listCampaigns(deps, requireShop(req), req.query.cursor),
  );

  r.get(
    '/shops/:shopId/sms/campaigns/:campaignId',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: { summary: 'One campaign with each recipient’s status', tags, params: smsCampaignParams, response: { 200: smsCampaignDetailSchema } },
    },
    async (req) => campaignDetail(deps, requireShop(req), req.params.campaignId),
  );
}
