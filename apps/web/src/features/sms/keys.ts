import type { SmsQuoteWire } from '@dokani/contracts/sms';

/**
 * Query keys of the shop's SMS: the balance, quotes, campaigns, due notices and purchases sit
 * under `smsKeys.shop(shopId)`, so one invalidation after a send, a resend or a payment refreshes
 * them all. The contacts offered as recipients are the contacts feature's search (its own keys).
 */
export const smsKeys = {
  all: ['sms'] as const,
  shop: (shopId: string) => [...smsKeys.all, shopId] as const,
  balance: (shopId: string) => [...smsKeys.shop(shopId), 'balance'] as const,
  quote: (shopId: string, body: SmsQuoteWire) => [...smsKeys.shop(shopId), 'quote', body] as const,
  campaigns: (shopId: string) => [...smsKeys.shop(shopId), 'campaigns'] as const,
  campaign: (shopId: string, id: string) => [...smsKeys.shop(shopId), 'campaign', id] as const,
  notices: (shopId: string) => [...smsKeys.shop(shopId), 'notices'] as const,
  purchases: (shopId: string) => [...smsKeys.shop(shopId), 'purchases'] as const,
};
