/**
 * /api/v1/packages (public), the shop's /subscription, /usage and /payments (feature
 * 'subscriptions'; only the owner pays), and what the payment providers send back: the sandbox's
 * completion, bKash's callback, SSLCommerz's returns and IPN (public: they stand for the provider,
 * and nothing they say is believed before the provider confirms it).
 */
import { shopParams, smsPurchaseListAnswer } from '@dokani/contracts';
import {
  createPaymentBody,
  packageListAnswer,
  paymentParams,
  paymentSchema,
  sandboxCompleteBody,
  sandboxPaymentParams,
  sandboxPaymentSchema,
  sslIpnAnswer,
  subscriptionAnswer,
  usageAnswer,
} from '@dokani/contracts/billing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { BKASH_CALLBACK_PATH, SSLCOMMERZ_IPN_PATH, SSLCOMMERZ_RETURN_PATH } from '../../platform/payments/index.ts';
import {
  bkashCallback,
  completeSandboxPayment,
  createPayment,
  getPayment,
  getSandboxPayment,
  getSubscription,
  getUsage,
  listPackages,
  listSmsPurchases,
  returnUrlFor,
  sslcommerzNotice,
} from './subscriptions.service.ts';

const tags = ['subscriptions'];
const shopConfig = { auth: 'shop', feature: 'subscriptions' } as const;
const API = '/api/v1';

/** The fields SSLCommerz posts that we read; it posts many more, which are let through. */
const sslForm = z.looseObject({
  tran_id: z.string().max(100).optional(),
  val_id: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
});

export function registerSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providerLimit = { max: 60, timeWindow: 60_000 };

  r.get(
    '/packages',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'What can be bought: each package with each period, its limits and price; and the payment providers offered',
        tags,
        response: { 200: packageListAnswer },
      },
    },
    async () => listPackages(deps),
  );

  r.get(
    '/shops/:shopId/subscription',
    {
      config: shopConfig,
      schema: {
        summary: "The shop's package now: free, active (with its end) or lapsed (back on Free), and its purchases",
        tags,
        params: shopParams,
        response: { 200: subscriptionAnswer },
      },
    },
    async (req) => getSubscription(deps, requireShop(req)),
  );

  r.get(
    '/shops/:shopId/usage',
    {
      config: shopConfig,
      schema: {
        summary: 'Each usage feature: used, limit (null: none), period and level',
        tags,
        params: shopParams,
        response: { 200: usageAnswer },
      },
    },
    async (req) => ({ items: await getUsage(deps, requireShop(req)) }),
  );

  r.post(
    '/shops/:shopId/payments',
    {
      config: shopConfig,
      schema: {
        summary: 'Start paying for a package: answers where the browser goes to pay',
        description:
          "Only the owner (403 OWNER_ONLY). The amount is the package's price less its discount, read on the server. " +
          'Idempotent by the client id. A provider that cannot be reached → 502 PAYMENT_PROVIDER_UNAVAILABLE and the payment is failed. ' +
          'After paying, the browser returns to /settings/subscriptions/checkout?payment={id} (an SMS pack: /sms/packages?payment={id}).',
        tags,
        params: shopParams,
        body: createPaymentBody,
        response: { 200: paymentSchema, 201: paymentSchema },
      },
    },
    async (req, reply) => {
      const { created, payment } = await createPayment(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(payment);
    },
  );

  r.get(
    '/shops/:shopId/sms/purchases',
    {
      config: { auth: 'shop', feature: 'sms' },
      schema: {
        summary: 'The SMS packs the shop has paid for, newest first',
        tags: ['sms'],
        params: shopParams,
        response: { 200: smsPurchaseListAnswer },
      },
    },
    async (req) => ({ items: await listSmsPurchases(deps, requireShop(req).id) }),
  );

  r.get(
    '/shops/:shopId/payments/:paymentId',
    {
      config: shopConfig,
      schema: { summary: 'A payment and where it stands', tags, params: paymentParams, response: { 200: paymentSchema } },
    },
    async (req) => getPayment(deps, requireShop(req).id, req.params.paymentId),
  );

  r.get(
    '/payments/sandbox/:paymentId',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Sandbox: the payment the sandbox page shows (404 when the sandbox is off)',
        tags,
        params: sandboxPaymentParams,
        response: { 200: sandboxPaymentSchema },
      },
    },
    async (req) => getSandboxPayment(deps, req.params.paymentId),
  );

  r.post(
    '/payments/sandbox/:paymentId/complete',
    {
      config: { auth: 'public', rateLimit: providerLimit },
      schema: {
        summary: 'Sandbox: the tester chooses success, failure or cancel',
        description:
          'Stands for the provider, so it needs no token; only while PAYMENT_PROVIDERS includes sandbox. A second completion changes nothing.',
        tags,
        params: sandboxPaymentParams,
        body: sandboxCompleteBody,
        response: { 200: paymentSchema },
      },
    },
    async (req) => completeSandboxPayment(deps, req.params.paymentId, req.body.outcome),
  );

  r.get(
    BKASH_CALLBACK_PATH.slice(API.length),
    {
      config: { auth: 'public', rateLimit: providerLimit },
      schema: {
        summary: "bKash: the browser back from bKash's page",
        description:
          'Verified with bKash (execute, or query on doubt) before anything is activated; then the browser is sent to the checkout page (an SMS pack: the SMS packs page).',
        tags,
        querystring: z.looseObject({ paymentID: z.string().max(100).optional(), status: z.string().max(40).optional() }),
      },
    },
    async (req, reply) => {
      const paid = await bkashCallback(deps, req.query.paymentID ?? '', req.query.status ?? '');
      return reply.redirect(paid ? returnUrlFor(paid.id, paid.packageId) : '/settings/subscriptions', 302);
    },
  );

  // SSLCommerz posts forms: parsed here only, for its routes.
  void app.register(async (ssl) => {
    ssl.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    const s = ssl.withTypeProvider<ZodTypeProvider>();
    s.post(
      `${SSLCOMMERZ_RETURN_PATH.slice(API.length)}/:outcome`,
      {
        config: { auth: 'public', rateLimit: providerLimit },
        schema: {
          summary: 'SSLCommerz: the browser back from the gateway (success, fail or cancel)',
          description:
            'The val_id is checked with the validation API (or the transaction looked up) before anything is activated; then the browser is sent to the checkout page (an SMS pack: the SMS packs page).',
          tags,
          params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
          body: sslForm,
        },
      },
      async (req, reply) => {
        const paid = await sslcommerzNotice(deps, req.body, req.params.outcome, `sslcommerz:${req.params.outcome}`);
        return reply.redirect(paid ? returnUrlFor(paid.id, paid.packageId) : '/settings/subscriptions', 303);
      },
    );
    s.post(
      SSLCOMMERZ_IPN_PATH.slice(API.length),
      {
        config: { auth: 'public', rateLimit: providerLimit },
        schema: {
          summary: "SSLCommerz: the IPN (its server's notice of a payment)",
          description: 'Checked with the validation API before anything is activated; a repeated or late notice changes nothing.',
          tags,
          body: sslForm,
          response: { 200: sslIpnAnswer },
        },
      },
      async (req) => {
        const status = (req.body.status ?? '').toUpperCase();
        const said = status === 'FAILED' ? 'fail' : status === 'CANCELLED' ? 'cancel' : 'success';
        const paid = await sslcommerzNotice(deps, req.body, said, 'sslcommerz:ipn');
        return { received: paid !== undefined };
      },
    );
  });
}
