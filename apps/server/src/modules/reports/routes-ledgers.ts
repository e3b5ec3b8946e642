/** The reports read live from the ledgers: customer, supplier, employee, expense, income, transactions. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';

export function registerLedgerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
