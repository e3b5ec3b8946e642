/**
 * /api/v1/shops/{shopId}/money-accounts, /money-movements, /money-transfers — where the shop's
 * money is (feature `money`; the list of accounts also for whoever takes or pays money, to pick
 * the account, without the balances).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import { createAccount, listAccounts, listMovements, patchAccount } from './accounts.ts';
import { createTransfer } from './transfers.ts';

const langOf = (req: FastifyRequest): Language => pickLanguage(req.headers['accept-language']);

export function registerCashRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['money'] });
  const policy = { auth: 'shop', feature: 'money' } as const;

  route(
    'GET /shops/:shopId/money-accounts',
    {
      auth: 'shop',
      feature: ['money', 'shift', 'sell', 'purchase', 'dues', 'expenses'],
      summary: 'The shop’s money accounts: cash drawers, mobile wallets, bank accounts, with their balances',
      description: 'Every shop has its default cash drawer. A member without `money` gets the accounts to pay into, their balances null.',
    },
    async (req) => listAccounts(deps, requireShop(req), langOf(req)),
  );

  route(
    'POST /shops/:shopId/money-accounts',
    {
      ...policy,
      summary: 'Add a cash drawer, a mobile wallet or a bank account',
      description: 'Idempotent by the client-generated id. An opening balance is posted as the account’s first movement.',
    },
    async (req, reply) => {
      const { created, account } = await createAccount(deps, requireShop(req), requireSession(req).user, langOf(req), req.body);
      return reply.code(created ? 201 : 200).send(account);
    },
  );

  route(
    'PATCH /shops/:shopId/money-accounts/:accountId',
    {
      ...policy,
      summary: 'Change an account: its name and details, its opening balance (the difference is posted), default, put away',
      description: 'The default account of a kind cannot be put away (409 MONEY_ACCOUNT_DEFAULT): make another one the default first.',
    },
    async (req) => patchAccount(deps, requireShop(req), requireSession(req).user, langOf(req), req.params.accountId, req.body),
  );

  route(
    'GET /shops/:shopId/money-movements',
    {
      ...policy,
      summary: 'An account’s ledger (newest first, each movement with the balance after it), or every account’s by date',
    },
    async (req) => listMovements(deps, requireShop(req), req.query),
  );

  route(
    'POST /shops/:shopId/money-transfers',
    {
      ...policy,
      summary: 'Move money between two of the shop’s accounts; a fee is an expense paid from the sending one',
      description: 'Idempotent by the client-generated id.',
    },
    async (req, reply) => {
      const { created, transfer } = await createTransfer(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(transfer);
    },
  );
}
