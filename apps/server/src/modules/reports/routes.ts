/** /api/v1/shops/{shopId}/reports/{name} (feature 'reports'). First slice: overview. */
import { REPORT_MAX_DAYS, reportOverviewAnswer, reportParams, reportRangeQuery } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { overview } from './overview.ts';
import { reportPeriod } from './period.ts';

export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/reports/overview',
    {
      config: { auth: 'shop', feature: 'reports' },
      schema: {
        summary: 'Overview of a period: sales, returns, voids, revenue, cost of goods, profit, expenses and income (by category); dues and low stock now; the last sales',
        description:
          `from/to: business dates in the shop timezone, inclusive (default today; at most ${REPORT_MAX_DAYS} days). ` +
          'Each sale, return, void, expense and income counts in the period of its own business date (decision 0004).',
        tags: ['reports'],
        params: reportParams,
        querystring: reportRangeQuery,
        response: { 200: reportOverviewAnswer },
      },
    },
    async (req) => {
      const shop = requireShop(req);
      const lang = pickLanguage(req.headers['accept-language']);
      const { from, to } = reportPeriod(deps.clock.now(), shop.timezone, req.query, lang);
      return overview(deps.db, shop.id, from, to, lang);
    },
  );
}
