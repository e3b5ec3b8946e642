/** The reports read live from the ledgers: customer, supplier, employee, expense, income, transactions (use cases in reports.service.ts). */
import { REPORT_DAY_BUCKET_MAX, REPORT_MAX_DAYS } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import { requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import { EXPENSES, INCOMES } from '../expenses/index.ts';
import { CONTACT_TRANSACTIONS_PAGE } from './contact-transactions.ts';
import { cashbookReport, contactHistory, employeesReport, moneyMovements, partiesReport } from './reports.service.ts';

const PERIOD = `from/to: business dates in the shop timezone, inclusive (default today; at most ${REPORT_MAX_DAYS} days).`;

export function registerLedgerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['reports'] });
  const policy = { auth: 'shop', feature: 'reports' } as const;

  route(
    'GET /shops/:shopId/contacts/:contactId/transactions',
    {
      auth: 'shop',
      feature: ['contacts', 'dues'],
      summary:
        "A contact's full history: sales, purchases, returns, voids, due entries (and an employee's sales, purchases and pay), newest first, each with the balance after it",
      description:
        `Read live from the ledgers. Ordered as recorded; balanceAfter is the contact's due balance right after each (positive = owes the shop). ` +
        `An invoice's own due entries show as its dueChange, not as rows of their own. Pages of ${CONTACT_TRANSACTIONS_PAGE} by default (nextCursor).`,
      tags: ['contacts'],
    },
    async (req) => contactHistory(deps, requireShop(req), req.params.contactId, req.query, pickLanguage(req.headers['accept-language'])),
  );

  for (const type of ['customer', 'supplier'] as const) {
    const invoices = type === 'customer' ? 'sales' : 'purchases';
    route(
      `GET /shops/:shopId/reports/${type}`,
      {
        ...policy,
        summary: `Each ${type}'s ${invoices}, returns, voids and due-book entries in a period, and the balance now`,
        description:
          `${PERIOD} Rows: the ${type}s with an invoice, a return, a void or a due entry in the period, or a balance now; largest net first. ` +
          `Each event counts in the period of its own business date (decision 0004); ${invoices} without a contact are in no row. ` +
          'The totals are the sums of the rows.',
      },
      async (req) => partiesReport(deps, requireShop(req), type, req.query, pickLanguage(req.headers['accept-language'])),
    );
  }

  route(
    'GET /shops/:shopId/reports/employee',
    {
      ...policy,
      summary: 'Sales and purchases each employee posted in a period, the expenses paid to them, and their balance now',
      description: `${PERIOD} Rows: every active employee and any other with activity in the period, by name. The totals are the sums of the rows.`,
    },
    async (req) => employeesReport(deps, requireShop(req), req.query, pickLanguage(req.headers['accept-language'])),
  );

  for (const book of [EXPENSES, INCOMES]) {
    route(
      `GET /shops/:shopId/reports/${book.kind}`,
      {
        ...policy,
        summary: `The ${book.kind === 'expense' ? 'expenses' : 'other income'} of a period: total, by category and over time`,
        description:
          `${PERIOD} Entries count on their entry date; voided ones not at all. The series is by day up to ${REPORT_DAY_BUCKET_MAX} days, ` +
          'by month beyond, with every bucket (zeros too). Default categories are named in the Accept-Language language unless renamed.',
      },
      async (req) => cashbookReport(deps, requireShop(req), book, req.query, pickLanguage(req.headers['accept-language'])),
    );
  }

  route(
    'GET /shops/:shopId/reports/transactions',
    {
      ...policy,
      summary: 'Every movement of money in a period, newest first, with the totals in and out',
      description:
        `${PERIOD} Sale and purchase payments (less the change handed back, one item per payment method), the money paid back on ` +
        'returns and voids, the due book’s money entries, expenses and other income (not voided). Newest first by date, then ' +
        'time; keyset pagination (`nextCursor`); `kind` filters; the totals are of the whole filter.',
    },
    async (req) => moneyMovements(deps, requireShop(req), req.query, pickLanguage(req.headers['accept-language'])),
  );
}
