/**
 * Sharing a sale's receipt: a public link made once per sale (128 random bits, base64url), the
 * receipt it opens (without costs, profit or internal ids), and an SMS with the link.
 */
import { randomBytes } from 'node:crypto';
import { parseMoney } from '@dokani/core';
import type { PublicReceipt, PublicSale, ReceiptLink, ReceiptSms } from '@dokani/contracts/receipts';
import type { Sale } from '@dokani/contracts';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { loadDetail, saleOut } from '../trade/index.ts';
import { salesBook } from '../sales/index.ts';
import { refusal, sendCharged, SMS_PER_SUBJECT } from '../sms/index.ts';
import * as repo from './receipts.repo.ts';
import { receiptSmsText } from './receipt-sms.ts';

/** 16 random bytes in base64url: 22 characters. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const receiptPath = (token: string) => `/r/${token}`;

/** The sale's receipt link, made the first time it is asked for and the same ever after. */
export async function receiptLink(deps: AppDeps, shop: ShopContext, saleId: string): Promise<ReceiptLink> {
  const found = await repo.findToken(deps.db, shop.id, saleId);
  if (!found) throw new AppError('NOT_FOUND');
  const token = found.token ?? (await repo.setTokenOnce(deps.db, shop.id, saleId, randomBytes(16).toString('base64url')));
  if (!token) throw new AppError('NOT_FOUND');
  return { url: receiptPath(token) };
}

/** A sale as the public sees it: no cost, no profit, no user, contact or product ids. */
export function publicSale(sale: Sale): PublicSale {
  const { cost: _cost, profit: _profit, createdBy: _by, employeeId: _employee, customerId: _customer, lines, returns, ...rest } = sale;
  return {
    ...rest,
    lines: lines.map(({ cost: _c, productId: _p, ...l }) => l),
    returns: returns.map(({ cost: _c, createdBy: _b, lines: rl, ...r }) => ({
      ...r,
      lines: rl.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity, amount: l.amount })),
    })),
  };
}

/** The receipt a token opens, or 404 (a malformed token is not looked up). */
export async function publicReceipt(deps: AppDeps, token: string): Promise<PublicReceipt> {
  if (!TOKEN.test(token)) throw new AppError('NOT_FOUND');
  const found = await repo.findByToken(deps.db, token);
  if (!found) throw new AppError('NOT_FOUND');
  const shop = await repo.shopForReceipt(deps.db, found.shop_id);
  if (!shop) throw new AppError('NOT_FOUND');
  const sale = saleOut(await loadDetail(deps.db, salesBook.store, found.shop_id, found.id));
  return {
    shop: { name: shop.name, address: shop.address, phone: shop.public_phone ?? shop.phone, logoUrl: shop.logo_url },
    footer: shop.receipt_footer,
    paper: shop.receipt_paper ?? '80',
    timezone: shop.timezone,
    sale: publicSale(sale),
  };
}

/**
 * Sends the customer an SMS with the receipt link (made if needed), in the shop's SMS language,
 * charged to the shop's SMS credit and at most {@link SMS_PER_SUBJECT}.receipt times a sale. The
 * link is made only on the configured address (PUBLIC_URL): without one the SMS goes without it,
 * and the answer's `url` is null — never an address taken from the request.
 */
export async function sendReceiptSms(deps: AppDeps, shop: ShopContext, saleId: string): Promise<ReceiptSms> {
  const sale = saleOut(await loadDetail(deps.db, salesBook.store, shop.id, saleId));
  if (!sale.customerMobile) throw new AppError('CONTACT_NO_MOBILE');
  const { url: path } = await receiptLink(deps, shop, saleId);
  const header = await repo.shopForReceipt(deps.db, shop.id);
  const lang = header?.sms_language === 'en' ? 'en' : 'bn';
  const url = deps.config.publicUrl ? `${deps.config.publicUrl}${path}` : null;
  const text = receiptSmsText(lang, {
    shop: header?.name ?? '',
    number: sale.number,
    total: parseMoney(sale.total) ?? 0n,
    due: parseMoney(sale.due) ?? 0n,
    url,
  });
  const sent = await sendCharged(
    deps,
    shop.id,
    shop.timezone,
    { shopId: shop.id, to: sale.customerMobile, text, purpose: 'receipt', subjectId: saleId },
    { perSubject: SMS_PER_SUBJECT.receipt },
  );
  if (sent.status === 'no-credit' || sent.status === 'limited') throw refusal(sent);
  // sent at once (nothing is held: no `holdUntil` here)
  return { url, to: sale.customerMobile, text, status: sent.status === 'failed' ? 'failed' : 'sent', parts: sent.segments };
}
