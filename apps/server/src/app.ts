/**
 * Builds the Fastify app from the platform and the modules. main.ts starts it; tests use
 * `app.inject` or listen on port 0.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthHook } from './platform/auth/index.ts';
import type { Clock } from './platform/clock.ts';
import { systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { DbHandle } from './platform/db/connect.ts';
import type { AppDeps } from './platform/deps.ts';
import { errorHandler, frameworkErrorHandler } from './platform/errors.ts';
import { createLogger } from './platform/logger.ts';
import { registerProfitFields } from './platform/profit-fields.ts';
import type { Logger } from './platform/logger.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerRoutePolicy } from './platform/route-policy.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { SmsService, smsProviderFromConfig } from './platform/sms/index.ts';
import type { SmsProvider } from './platform/sms/index.ts';
import { Usage, registerUsageHooks } from './platform/usage.ts';
import { paymentProvidersFromConfig } from './platform/payments/index.ts';
import { APP_VERSION } from './platform/version.ts';
import { registerWebApp } from './platform/web.ts';
import { registerMedia } from './platform/files.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerMeRoutes } from './modules/me/index.ts';
import { registerShopRoutes } from './modules/shops/index.ts';
import { registerDataRoutes } from './modules/data/index.ts';
import { registerCategoryRoutes } from './modules/categories/index.ts';
import { registerProductRoutes } from './modules/products/index.ts';
import { registerSettingsRoutes } from './modules/settings/index.ts';
import { registerSmsRoutes, startSmsQueue } from './modules/sms/index.ts';
import { registerStockRoutes } from './modules/stock/index.ts';
import { registerAppLinkRoutes, registerSystemRoutes } from './modules/system/index.ts';
import { registerFeedbackRoutes } from './modules/feedback/index.ts';
import { registerReferralRoutes } from './modules/referrals/index.ts';
import { registerTutorialRoutes } from './modules/tutorial/index.ts';
import { registerContactRoutes } from './modules/contacts/index.ts';
import { registerDueRoutes } from './modules/dues/index.ts';
import { registerExpenseRoutes } from './modules/expenses/index.ts';
import { registerCashRoutes } from './modules/cash/index.ts';
import { registerSaleRoutes } from './modules/sales/index.ts';
import { registerPurchaseRoutes } from './modules/purchases/index.ts';
import { registerReceiptRoutes } from './modules/receipts/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import { registerAccessRoutes } from './modules/access/index.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/index.ts';
import { registerOnlineShopRoutes } from './modules/online-shop/index.ts';
import { StoreDomains, registerStorefront } from './modules/storefront/index.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: DbHandle;
  /** A streaming replica the reports read from (REPORTS_DATABASE_URL); the database itself when absent. */
  reportsDb?: DbHandle;
  clock?: Clock;
  sms?: SmsProvider;
  logger?: Logger;
  /** Extra routes (tests register probes here); called inside the /api/v1 scope. */
  extraRoutes?: (app: FastifyInstance, deps: AppDeps) => void;
  /** Run the SMS queue's timer (default true; tests run its rounds by hand). */
  smsQueue?: boolean;
}

/** Fastify takes a hop count as a function (its typings have no number form); hop 0 is the socket's peer, so `1` trusts the nearest proxy only. */
function trustProxyOption(v: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_address, hop) => hop < v : v;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const clock = opts.clock ?? systemClock;
  const provider = opts.sms ?? smsProviderFromConfig(config, clock, logger);
  const deps: AppDeps = {
    config,
    db: opts.db.db,
    reportsDb: opts.reportsDb?.db ?? opts.db.db,
    reportsOnReplica: opts.reportsDb !== undefined,
    driver: opts.db.driver,
    pgPool: opts.db.pgPool ?? null,
    clock,
    sms: new SmsService(opts.db.db, provider, clock, logger),
    usage: new Usage(clock),
    payments: paymentProvidersFromConfig(config.payments, clock),
    logger,
  };

  // A shop's own domain serves its store at / (modules/storefront/domains.ts).
  const domains = new StoreDomains();
  const app = Fastify({
    loggerInstance: logger,
    rewriteUrl: (req) => domains.rewrite(req.headers.host, req.url ?? '/'),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('deps', deps);
  app.decorate('storeDomains', domains);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // JSON only: text/plain is refused with 415; an empty JSON body counts as no body.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(req, text, done);
  });

  // Which process answered, when several run behind a load balancer (INSTANCE_NAME).
  if (config.instanceName) {
    const name = config.instanceName;
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-dokani-instance', name);
    });
  }
  await registerSecurityHeaders(app, config.thirdPartyOrigins);
  await registerRateLimit(app, deps.db);
  await registerOpenApi(app, APP_VERSION);
  registerRoutePolicy(app);
  registerAuthHook(app, deps.db, clock);
  registerUsageHooks(app, deps.db, deps.usage);
  registerProfitFields(app);

  registerSystemRoutes(app, deps);
  registerMedia(app, config.dataDir);
  await app.register(
    async (api) => {
      registerAuthRoutes(api, deps);
      registerMeRoutes(api, deps);
      registerShopRoutes(api, deps);
      registerProductRoutes(api, deps);
      registerDataRoutes(api, deps);
      registerCategoryRoutes(api, deps);
      registerStockRoutes(api, deps);
      registerSettingsRoutes(api, deps);
      registerSmsRoutes(api, deps);
      registerContactRoutes(api, deps);
      registerDueRoutes(api, deps);
      registerExpenseRoutes(api, deps);
      registerCashRoutes(api, deps);
      registerSaleRoutes(api, deps);
      registerPurchaseRoutes(api, deps);
      registerReceiptRoutes(api, deps);
      registerReportRoutes(api, deps);
      registerSubscriptionRoutes(api, deps);
      registerOnlineShopRoutes(api, deps);
      registerAccessRoutes(api, deps);
      registerAppLinkRoutes(api, deps);
      registerFeedbackRoutes(api, deps);
      registerReferralRoutes(api, deps);
      registerTutorialRoutes(api, deps);
      opts.extraRoutes?.(api, deps);
    },
    { prefix: '/api/v1' },
  );
  await registerStorefront(app, deps);
  await registerWebApp(app, config.webDist);
  await domains.start(deps.db, (e) => logger.warn({ err: e }, "could not read the stores' domains"));
  app.addHook('onClose', async () => domains.stop());
  if (opts.smsQueue !== false) {
    const stopQueue = startSmsQueue(deps, (e) => logger.warn({ err: e }, 'the SMS queue could not run a round'));
    app.addHook('onClose', async () => stopQueue());
  }
  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The map of shops' own domains (read again every minute; tests refresh it at once). */
    storeDomains: StoreDomains;
  }
}
