/** /api/v1/shops/{shopId}/sms — the shop's SMS credit and the quote of a message (decision 0014). */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import { campaignDetail, createCampaign, listCampaigns, resendCampaign } from './campaigns.ts';
import { listNotices, resendNotice } from './notices.ts';
import { takeDeliveryReports } from './delivery.ts';
import { sameToken } from '../../platform/hashing.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { defineRoute, routesOf } from '../../platform/route.ts';
import { smsBalance } from './credits.ts';
import { quoteSms } from './quote.ts';

const tags = ['sms'];
const policy = { auth: 'shop', feature: 'sms' } as const;

export function registerSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags });

  route(
    'GET /shops/:shopId/sms/balance',
    { ...policy, summary: "The shop's SMS credit: this month's free parts left (30 a month, used first) and bought parts" },
    async (req) => {
      const shop = requireShop(req);
      return smsBalance(deps.db, shop.id, deps.clock.now(), shop.timezone);
    },
  );

  route(
    'POST /shops/:shopId/sms/quote',
    {
      ...policy,
      summary:
        'What a message to these recipients costs: encoding, characters, parts, unique recipients, SMS taken, and whether the credit covers it',
    },
    async (req) => quoteSms(deps, requireShop(req), req.body),
  );

  route(
    'POST /shops/:shopId/sms/campaigns',
    {
      // a shop starts at most 20 campaigns a minute, from whichever address
      ...policy,
      rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => `sms-campaign:${(req.params as { shopId: string }).shopId}` },
      summary: 'Send a message to its recipients: the credit (parts × recipients) is taken at once and the messages are queued',
      description:
        'Idempotent by the client-generated id. 402 SMS_CREDIT_SHORT when the credit does not cover it (nothing taken). Promotional SMS go out between 9 am and 9 pm Dhaka time: asked for outside that window, the campaign is held for the next one ("scheduled").',
    },
    async (req, reply) => {
      const { created, campaign } = await createCampaign(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(campaign);
    },
  );

  route(
    'GET /shops/:shopId/sms/campaigns',
    { ...policy, summary: 'The campaigns, newest first, with their messages counted by status' },
    async (req) => listCampaigns(deps, requireShop(req), req.query.cursor),
  );

  route('GET /shops/:shopId/sms/campaigns/:campaignId', { ...policy, summary: 'One campaign with each recipient’s status' }, async (req) =>
    campaignDetail(deps, requireShop(req), req.params.campaignId),
  );

  route(
    'POST /shops/:shopId/sms/campaigns/:campaignId/resend',
    {
      ...policy,
      rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => `sms-campaign:${(req.params as { shopId: string }).shopId}` },
      summary: "Send a campaign's failed messages again, as a new campaign (credit taken again)",
      description:
        "Idempotent by the new campaign's id. A campaign is sent again once (409 SMS_ALREADY_RESENT after that; 409 SMS_NOTHING_FAILED when nothing failed); 402 SMS_CREDIT_SHORT when the credit does not cover it.",
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

  route(
    'GET /shops/:shopId/sms/notices',
    { ...policy, summary: 'The due notices and reminders sent to contacts, newest first, each with its status' },
    async (req) => listNotices(deps, requireShop(req), req.query.cursor),
  );

  route(
    'POST /shops/:shopId/sms/notices/:messageId/resend',
    {
      ...policy,
      summary: 'Send a failed due notice or reminder again (charged to the credit like the first)',
      description:
        'Once per failed notice (409 SMS_ALREADY_RESENT after that; 409 SMS_NOTHING_FAILED when it did not fail); 402 SMS_CREDIT_SHORT when the credit is short (it can be sent again later).',
    },
    async (req, reply) => reply.code(201).send(await resendNotice(deps, requireShop(req), req.params.messageId)),
  );

  // The gateway's delivery reports (a form or JSON): the key in the address is the secret set in
  // SSLWIRELESS_DLR_KEY; without one, or with another provider, there is no such page.
  void app.register(async (dlr) => {
    dlr.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    defineRoute(
      dlr,
      'POST /sms/delivery/sslwireless',
      {
        auth: 'public',
        rateLimit: { max: 600, timeWindow: 60_000 },
        summary: "SSL Wireless: the gateway's delivery reports",
        description:
          'Each report names our csms_id and a status; a delivered SMS is marked delivered, one that will not be is marked failed with its parts given back. 404 unless SSLWIRELESS_DLR_KEY is set and given as `key`.',
        tags,
      },
      async (req) => {
        const kept = deps.config.sslWireless?.dlrKey;
        if (!kept || deps.sms.providerName !== 'sslwireless' || !sameToken(req.query.key ?? '', kept)) throw new AppError('NOT_FOUND');
        return { received: await takeDeliveryReports(deps, deps.sms.readDeliveryReports(req.body)) };
      },
    );
  });
}
