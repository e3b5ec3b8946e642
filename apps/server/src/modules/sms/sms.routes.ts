/** /api/v1/shops/{shopId}/sms — the shop's SMS credit and the quote of a message (decision 0014). */
import {
  createSmsCampaignBody,
  listQuerySchema,
  resendSmsCampaignBody,
  shopParams,
  smsBalanceAnswer,
  smsCampaignDetailSchema,
  smsCampaignListAnswer,
  smsCampaignParams,
  smsCampaignSchema,
  smsDeliveryAnswer,
  smsNoticeListAnswer,
  smsNoticeParams,
  smsNoticeSchema,
  smsQuoteAnswer,
  smsQuoteBody,
} from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import { campaignDetail, createCampaign, listCampaigns, resendCampaign } from './campaigns.ts';
import { listNotices, resendNotice } from './notices.ts';
import { takeDeliveryReports } from './delivery.ts';
import { sameToken } from '../../platform/hashing.ts';
import { AppError } from '../../platform/errors.ts';
import { z } from 'zod';
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
        summary:
          'What a message to these recipients costs: encoding, characters, parts, unique recipients, SMS taken, and whether the credit covers it',
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
      config: {
        auth: 'shop',
        feature: 'sms',
        rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => `sms-campaign:${(req.params as { shopId: string }).shopId}` },
      },
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
      schema: {
        summary: 'The campaigns, newest first, with their messages counted by status',
        tags,
        params: shopParams,
        querystring: listQuerySchema.pick({ cursor: true }),
        response: { 200: smsCampaignListAnswer },
      },
    },
    async (req) => listCampaigns(deps, requireShop(req), req.query.cursor),
  );

  r.get(
    '/shops/:shopId/sms/campaigns/:campaignId',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: {
        summary: 'One campaign with each recipient’s status',
        tags,
        params: smsCampaignParams,
        response: { 200: smsCampaignDetailSchema },
      },
    },
    async (req) => campaignDetail(deps, requireShop(req), req.params.campaignId),
  );

  r.post(
    '/shops/:shopId/sms/campaigns/:campaignId/resend',
    {
      config: {
        auth: 'shop',
        feature: 'sms',
        rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => `sms-campaign:${(req.params as { shopId: string }).shopId}` },
      },
      schema: {
        summary: "Send a campaign's failed messages again, as a new campaign (credit taken again)",
        description:
          "Idempotent by the new campaign's id. A campaign is sent again once (409 SMS_ALREADY_RESENT after that; 409 SMS_NOTHING_FAILED when nothing failed); 402 SMS_CREDIT_SHORT when the credit does not cover it.",
        tags,
        params: smsCampaignParams,
        body: resendSmsCampaignBody,
        response: { 200: smsCampaignSchema, 201: smsCampaignSchema },
      },
    },
    async (req, reply) => {
      const { created, campaign } = await resendCampaign(
        deps,
        requireShop(req),
        requireSession(req).user,
        req.params.campaignId,
        req.body.id,
      );
      return reply.code(created ? 201 : 200).send(campaign);
    },
  );

  r.get(
    '/shops/:shopId/sms/notices',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: {
        summary: 'The due notices and reminders sent to contacts, newest first, each with its status',
        tags,
        params: shopParams,
        querystring: listQuerySchema.pick({ cursor: true }),
        response: { 200: smsNoticeListAnswer },
      },
    },
    async (req) => listNotices(deps, requireShop(req), req.query.cursor),
  );

  r.post(
    '/shops/:shopId/sms/notices/:messageId/resend',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: {
        summary: 'Send a failed due notice or reminder again (charged to the credit like the first)',
        description:
          'Once per failed notice (409 SMS_ALREADY_RESENT after that; 409 SMS_NOTHING_FAILED when it did not fail); 402 SMS_CREDIT_SHORT when the credit is short (it can be sent again later).',
        tags,
        params: smsNoticeParams,
        response: { 201: smsNoticeSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await resendNotice(deps, requireShop(req), req.params.messageId)),
  );

  // The gateway's delivery reports (a form or JSON): the key in the address is the secret set in
  // SSLWIRELESS_DLR_KEY; without one, or with another provider, there is no such page.
  void app.register(async (dlr) => {
    dlr.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    dlr.withTypeProvider<ZodTypeProvider>().post(
      '/sms/delivery/sslwireless',
      {
        config: { auth: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: {
          summary: "SSL Wireless: the gateway's delivery reports",
          description:
            'Each report names our csms_id and a status; a delivered SMS is marked delivered, one that will not be is marked failed with its parts given back. 404 unless SSLWIRELESS_DLR_KEY is set and given as `key`.',
          tags,
          querystring: z.object({ key: z.string().max(200).optional() }),
          body: z.unknown(),
          response: { 200: smsDeliveryAnswer },
        },
      },
      async (req) => {
        const kept = deps.config.sslWireless?.dlrKey;
        if (!kept || deps.sms.providerName !== 'sslwireless' || !sameToken(req.query.key ?? '', kept)) throw new AppError('NOT_FOUND');
        return { received: await takeDeliveryReports(deps, deps.sms.readDeliveryReports(req.body)) };
      },
    );
  });
}
