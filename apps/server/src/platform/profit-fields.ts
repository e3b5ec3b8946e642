/**
 * Cost and profit are seen only with the `see-profit` feature (the owner always has it). For any
 * other member, every answer of a shop route has its cost and profit fields — the contract's
 * `PROFIT_FIELDS`, typed `profitMoneyOut` — set to null before it is serialised: the books and a
 * sale's lines, the products' purchase price and stock value, the stock ledger, the reports. So a
 * cashier's screens cannot show them, whatever the client asks for. A role that buys for the shop
 * (`purchase`) keeps the products' purchase price: buying is done at it.
 */
import { PROFIT_FIELDS } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';

const HIDDEN: ReadonlySet<string> = new Set(PROFIT_FIELDS);
/** Someone who buys for the shop works with purchase prices: they keep them (but no other cost or profit). */
const HIDDEN_FROM_BUYERS: ReadonlySet<string> = new Set(PROFIT_FIELDS.filter((f) => f !== 'purchasePrice'));

/** A copy of an answer with every field named in `hidden` null (plain objects and arrays walked; anything else kept). */
export function withoutProfit(value: unknown, hidden: ReadonlySet<string> = HIDDEN): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutProfit(v, hidden));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = hidden.has(k) && (typeof v === 'string' || v === null) ? null : withoutProfit(v, hidden);
  return out;
}

export function registerProfitFields(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const shop = request.shop;
    if (!shop || shop.isOwner || shop.features.includes('see-profit') || reply.statusCode >= 300) return payload;
    return withoutProfit(payload, shop.features.includes('purchase') ? HIDDEN_FROM_BUYERS : HIDDEN);
  });
}
