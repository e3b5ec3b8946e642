/** /api/v1/shops/{shopId}/reports/{name} (feature 'reports'): the reports read from the summaries; the use cases are reports.service.ts. */
import { REPORT_MAX_DAYS } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import { requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { replicaLagSeconds } from '../../platform/db/replica.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import { overviewReport, productSideReport, tradeSideReport } from './reports.service.ts';
import { registerLedgerReportRoutes } from './ledgers.routes.ts';

/** The reports' routes: read on the replica when there is one (reports.service.ts). */
const ON_REPLICA = '/api/v1/shops/:shopId/reports/';

export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['reports'] });
  const policy = { auth: 'shop', feature: 'reports' } as const;
  registerLedgerReportRoutes(app, deps);

  // Read on a replica, a report says how far behind it may be: `x-dokani-replica-lag` in seconds.
  if (deps.reportsOnReplica) {
    app.addHook('onRequest', async (req, reply) => {
      if (!req.routeOptions.url?.startsWith(ON_REPLICA)) return;
      reply.header('x-dokani-replica-lag', (await replicaLagSeconds(deps.reportsDb)).toFixed(3));
    });
  }

  const DATES = `from/to: business dates in the shop timezone, inclusive (default today; at most ${REPORT_MAX_DAYS} days).`;

  for (const name of ['overview', 'profit-loss'] as const) {
    route(
      `GET /shops/:shopId/reports/${name}`,
      {
        ...policy,
        summary:
          name === 'overview'
            ? 'Overview of a period: sales, returns, voids, revenue, cost of goods, profit, expenses and income (by category); dues and low stock now; the last sales'
            : 'Profit and loss of a period: the same figures as the overview (sales − returns − cost of goods = gross profit; − expenses + other income = net profit)',
        description:
          `${DATES} Each sale, return, void, expense and income counts in the period of its own business date (decision 0004). ` +
          '`compare=1` adds the previous period of the same length and the trend by day (by month beyond 62 days).',
      },
      async (req) => overviewReport(deps, requireShop(req), req.query, pickLanguage(req.headers['accept-language'])),
    );
  }

  for (const [name, side] of [
    ['sales', 'sale'],
    ['purchase', 'purchase'],
  ] as const) {
    route(
      `GET /shops/:shopId/reports/${name}`,
      {
        ...policy,
        summary: `The ${name} of a period: count, total, returns, voids, net, VAT, due${side === 'sale' ? ', cost of goods and profit' : ''}; and the same by day (by month beyond 62 days)`,
        description: `${DATES} Read from the report summaries (decision 0006).`,
      },
      async (req) => tradeSideReport(deps, requireShop(req), side, req.query, pickLanguage(req.headers['accept-language'])),
    );
  }

  const productReports = [
    ['product', 'What each product sold and bought in the period, net of returns and voids, with its stock now'],
    ['stock', 'The stock now, valued at average cost and at the sell price, with what was sold and bought in the period'],
    [
      'profit-loss-details',
      'Revenue, cost of goods and gross profit of the period by product, by category, and from delivery charges and quick sales',
    ],
  ] as const;
  for (const [name, summary] of productReports) {
    route(
      `GET /shops/:shopId/reports/${name}`,
      { ...policy, summary, description: `${DATES} Read from the report summaries (decision 0006).` },
      async (req) => productSideReport(deps, requireShop(req), name, req.query, pickLanguage(req.headers['accept-language'])),
    );
  }
}
