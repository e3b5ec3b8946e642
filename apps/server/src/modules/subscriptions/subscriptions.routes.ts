/**
 * /api/v1/packages (public), the shop's /subscription, /usage and /payments (feature
 * 'subscriptions'; only the owner pays), and what the payment providers send back: the sandbox's
 * completion, bKash's callback, SSLCommerz's returns and IPN (public: they stand for the provider,
 * and nothing they say is believed before the provider confirms it).
 */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
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

export function registerSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags });
  const providerLimit = { max: 60, timeWindow: 60_000 };

  route(
    'GET /packages',
    {
      auth: 'public',
      summary: 'What can be bought: each package with each period, its limits and price; and the payment providers offered',
    },
    async () => listPackages(deps),
  );

  route(
    'GET /shops/:shopId/subscription',
    { ...shopConfig, summary: "The shop's package now: free, active (with its end) or lapsed (back on Free), and its purchases" },
    async (req) => getSubscription(deps, requireShop(req)),
  );

  route(
    'GET /shops/:shopId/usage',
    { ...shopConfig, summary: 'Each usage feature: used, limit (null: none), period and level' },
    async (req) => ({
      items: await getUsage(deps, requireShop(req)),
    }),
  );

  route(
    'POST /shops/:shopId/payments',
    {
      ...shopConfig,
      summary: 'Start paying for a package: answers where the browser goes to pay',
      description:
        "Only the owner (403 OWNER_ONLY). The amount is the package's price less its discount, read on the server. " +
        'Idempotent by the client id. A provider that cannot be reached → 502 PAYMENT_PROVIDER_UNAVAILABLE and the payment is failed. ' +
        'After paying, the browser returns to /settings/subscriptions/checkout?payment={id} (an SMS pack: /sms/packages?payment={id}).',
    },
    async (req, reply) => {
      const { created, payment } = await createPayment(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(payment);
    },
  );

  route(
    'GET /shops/:shopId/sms/purchases',
    { auth: 'shop', feature: 'sms', summary: 'The SMS packs the shop has paid for, newest first', tags: ['sms'] },
    async (req) => ({ items: await listSmsPurchases(deps, requireShop(req).id) }),
  );

  route('GET /shops/:shopId/payments/:paymentId', { ...shopConfig, summary: 'A payment and where it stands' }, async (req) =>
    getPayment(deps, requireShop(req).id, req.params.paymentId),
  );

  route(
    'GET /payments/sandbox/:paymentId',
    { auth: 'public', summary: 'Sandbox: the payment the sandbox page shows (404 when the sandbox is off)' },
    async (req) => getSandboxPayment(deps, req.params.paymentId),
  );

  route(
    'POST /payments/sandbox/:paymentId/complete',
    {
      auth: 'public',
      rateLimit: providerLimit,
      summary: 'Sandbox: the tester chooses success, failure or cancel',
      description:
        'Stands for the provider, so it needs no token; only while PAYMENT_PROVIDERS includes sandbox. A second completion changes nothing.',
    },
    async (req) => completeSandboxPayment(deps, req.params.paymentId, req.body.outcome),
  );

  // The providers' routes are at the addresses platform/payments gives them (BKASH_CALLBACK_PATH,
  // SSLCOMMERZ_RETURN_PATH, SSLCOMMERZ_IPN_PATH).
  route(
    'GET /payments/bkash/callback',
    {
      auth: 'public',
      rateLimit: providerLimit,
      summary: "bKash: the browser back from bKash's page",
      description:
        'Verified with bKash (execute, or query on doubt) before anything is activated; then the browser is sent to the checkout page (an SMS pack: the SMS packs page).',
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
    const sslRoute = routesOf(ssl, { tags });
    sslRoute(
      'POST /payments/sslcommerz/return/:outcome',
      {
        auth: 'public',
        rateLimit: providerLimit,
        summary: 'SSLCommerz: the browser back from the gateway (success, fail or cancel)',
        description:
          'The val_id is checked with the validation API (or the transaction looked up) before anything is activated; then the browser is sent to the checkout page (an SMS pack: the SMS packs page).',
      },
      async (req, reply) => {
        const paid = await sslcommerzNotice(deps, req.body, req.params.outcome, `sslcommerz:${req.params.outcome}`);
        return reply.redirect(paid ? returnUrlFor(paid.id, paid.packageId) : '/settings/subscriptions', 303);
      },
    );
    sslRoute(
      'POST /payments/sslcommerz/ipn',
      {
        auth: 'public',
        rateLimit: providerLimit,
        summary: "SSLCommerz: the IPN (its server's notice of a payment)",
        description: 'Checked with the validation API before anything is activated; a repeated or late notice changes nothing.',
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
