import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { shopPath, useShopId } from '@/shared/lib/shop';
import { isOnline, useCreatePurchase, useCreateSale, type Purchase, type PurchaseRequest, type Sale, type SaleRequest } from '../api';
import type { CounterKind } from './cart';

export type Booked = { kind: 'sale'; invoice: Sale; recovered: boolean } | { kind: 'purchase'; invoice: Purchase; recovered: boolean };

/** Codes after which the cart's product facts (price, stock) are worth fetching again. */
const STALE_CODES = new Set(['TRADE_TOTAL_MISMATCH', 'STOCK_INSUFFICIENT', 'PRODUCT_INACTIVE']);

/** The server's words for a refusal: its localized message, and the field messages of a 400. */
export function errorText(e: unknown, fallback: string): string {
  if (!(e instanceof ApiError)) return fallback;
  if (e.code !== 'VALIDATION_FAILED') return e.message;
  const fields = Object.values(e.details).filter((v): v is string => typeof v === 'string');
  return fields.length > 0 ? `${e.message} ${fields.join(' ')}` : e.message;
}

/**
 * Posts the counter's sale or purchase. The body carries the cart's ULID, so the app's retries, a
 * double tap or a second try after a lost answer book it once. A 409 ID_CONFLICT means an earlier
 * try with this id was booked and the cart changed since: that booking is fetched and shown.
 */
export function useBook(
  kind: CounterKind,
  hooks: {
    onBooked: (b: Booked) => void;
    onStale: () => void;
    /** Not enough stock of a product: the counter shows it on the line and answers the words to say. */
    onStockShort?: (productId: string, available: string) => string | null;
  },
) {
  const { t } = useTranslation('sell');
  const shopId = useShopId();
  const sale = useCreateSale();
  const purchase = useCreatePurchase();
  const [error, setError] = useState<string | null>(null);
  const pending = sale.isPending || purchase.isPending;

  async function recover(id: string): Promise<boolean> {
    try {
      const path = shopPath(shopId, `/${kind === 'sale' ? 'sales' : 'purchases'}/${encodeURIComponent(id)}`);
      if (kind === 'sale') hooks.onBooked({ kind, invoice: await api<Sale>(path), recovered: true });
      else hooks.onBooked({ kind, invoice: await api<Purchase>(path), recovered: true });
      return true;
    } catch {
      return false;
    }
  }

  /** A refusal is said where the eye is: a toast (on a phone the cart's foot is under the sticky bar) and the cart. */
  function refuse(text: string) {
    setError(text);
    notify('error', text);
  }

  function failed(e: Error, id: string) {
    if (e instanceof ApiError && e.code === 'NETWORK') {
      refuse(t('networkDown'));
      return;
    }
    if (e instanceof ApiError && e.code === 'ID_CONFLICT') {
      void recover(id).then((ok) => {
        if (!ok) setError(errorText(e, t('common:errors.unknown')));
      });
      return;
    }
    if (e instanceof ApiError && STALE_CODES.has(e.code)) hooks.onStale();
    if (e instanceof ApiError && e.code === 'STOCK_INSUFFICIENT') {
      const { productId, available } = e.details;
      const said = typeof productId === 'string' && typeof available === 'string' ? hooks.onStockShort?.(productId, available) : null;
      if (said) return refuse(said);
    }
    refuse(errorText(e, t('common:errors.unknown')));
  }

  function book(body: SaleRequest | PurchaseRequest) {
    if (pending) return;
    // No network: say so at once instead of a spinner; the cart and its id stay for the next tap.
    if (!isOnline()) {
      refuse(t('networkDown'));
      return;
    }
    setError(null);
    if (kind === 'sale') {
      sale.mutate(body as SaleRequest, { onSuccess: (invoice) => hooks.onBooked({ kind: 'sale', invoice, recovered: false }), onError: (e) => failed(e, body.id) });
    } else {
      purchase.mutate(body as PurchaseRequest, { onSuccess: (invoice) => hooks.onBooked({ kind: 'purchase', invoice, recovered: false }), onError: (e) => failed(e, body.id) });
    }
  }

  return { book, pending, error, setError };
}
