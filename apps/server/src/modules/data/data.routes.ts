/**
 * /api/v1/shops/{shopId}: data safety — the audit log (feature 'audit'; the owner has it always)
 * and the shop's export (its owner only).
 */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import { auditPeople, listAuditLog } from './audit-log.ts';
import { exportShop } from './export-shop.ts';

export function registerDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['audit'] });
  const policy = { auth: 'shop', feature: 'audit' } as const;

  route(
    'GET /shops/:shopId/audit-log',
    {
      ...policy,
      summary: 'The audit log: who changed or reversed what, when, from which device; newest first',
      description:
        'Filters: userId, kind (a group: void, return, stock, price, removed, due-reverse, access, payment, settings, export), action ' +
        "(one action exactly), from/to (business days in the shop's timezone, inclusive). Keyset pagination.",
    },
    async (req) => listAuditLog(deps, requireShop(req), req.query),
  );

  route(
    'GET /shops/:shopId/audit-log/people',
    { ...policy, summary: "The audit log's person filter: the owner and the members who have signed up" },
    async (req) => auditPeople(deps, requireShop(req)),
  );

  route(
    'GET /shops/:shopId/export',
    {
      auth: 'shop',
      feature: 'settings',
      ownerOnly: true,
      summary:
        "The whole shop as one ZIP: a CSV per table (headers in the caller's language) and shop.json (everything, with the schema version)",
      description:
        'The owner only (403 OWNER_ONLY). Streamed as it is read. x-dokani-export-rows: the rows it holds, counted before it starts ' +
        "(for a progress bar). Money in the CSV files is taka with 2 decimals, quantities 3; shop.json keeps the database's integers " +
        '(poisha, thousandths) as strings. Written to the audit log.',
      produces: ['application/zip'],
    },
    async (req, reply) => {
      const lang = pickLanguage(req.headers['accept-language']);
      const { fileName, rows, stream } = await exportShop(deps, requireShop(req), requireSession(req).user, lang);
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .header('x-dokani-export-rows', String(rows))
          // the answer is the stream itself, sent as it is read (the contract names it a string: a file)
          .send(stream as unknown as string)
      );
    },
  );
}
