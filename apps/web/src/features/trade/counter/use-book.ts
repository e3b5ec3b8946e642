import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, routePath } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { useShopId } from '@/shared/lib/shop';
import { isOnline, useCreatePurchase, useCreateSale, type Purchase, type PurchaseRequest, type Sale, type SaleRequest } from '../api';
import { useAuthStore } from '@/shared/stores/auth';
import { takeOfflineStock } from '@/features/products';
import type { CounterKind } from './cart';
import { localSale, nextProvisionalNumber, type LocalCustomer, type LocalFigures } from './offline-sale';

/** `offline`: kept on this device (no network), sent when the network is back; its number is provisional. */
export type Booked =
  { kind: 'sale'; invoice: Sale; recovered: boolean; offline?: boolean } | { kind: 'purchase'; invoice: Purchase; recovered: boolean };

/** What a sale needs to be made without a network: the figures the screen showed, the customer, the stock it takes. */
export interface OfflinePlan {
  figures: LocalFigures;
  customer: LocalCustomer | null;
  stock: { productId: string; quantity: string }[];
}

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
      if (kind === 'sale')
        hooks.onBooked({
          kind,
          invoice: await api('GET /shops/:shopId/sales/:saleId', { params: { shopId, saleId: id } }),
          recovered: true,
        });
      else
        hooks.onBooked({
          kind,
          invoice: await api('GET /shops/:shopId/purchases/:purchaseId', { params: { shopId, purchaseId: id } }),
          recovered: true,
        });
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

  const [keeping, setKeeping] = useState(false);
  const userId = useAuthStore((s) => s.user?.id ?? null);

  /**
   * No network: the sale is kept on this device (the outbox) under its id with a provisional
   * number, and shown as made. `posted`: it was posted and the answer never came — it waits with
   * the very body posted (the server may have it), the offline one kept for the fallback.
   */
  async function keepOffline(body: SaleRequest, plan: OfflinePlan, posted: boolean) {
    setKeeping(true);
    try {
      const { addToOutbox, sendOutbox } = await import('@/shared/offline/outbox');
      const number = await nextProvisionalNumber();
      const offlineBody = { ...body, offline: { madeAt: new Date().toISOString(), number } };
      const local = localSale(offlineBody, plan.figures, plan.customer, userId);
      await addToOutbox({
        id: body.id,
        shopId,
        kind: 'sale',
        // the outbox posts it here, and asks GET <path>/<id> whether it was booked
        path: routePath('POST /shops/:shopId/sales', { shopId }, undefined),
        body: posted ? body : offlineBody,
        ...(posted ? { fallbackBody: offlineBody } : {}),
        label: number,
        local,
      });
      await takeOfflineStock(shopId, plan.stock).catch(() => undefined);
      setError(null);
      hooks.onBooked({ kind: 'sale', invoice: local, recovered: false, offline: true });
      if (isOnline()) void sendOutbox([shopId]);
    } catch {
      // the device could not keep it (storage refused): the cart stays, nothing is lost
      refuse(t('offline.notKept'));
    } finally {
      setKeeping(false);
    }
  }

  function book(body: SaleRequest | PurchaseRequest, plan?: OfflinePlan) {
    if (pending || keeping) return;
    // No network: a sale is kept on the device; a purchase waits (the cart and its id stay).
    if (!isOnline()) {
      if (kind === 'sale' && plan) void keepOffline(body as SaleRequest, plan, false);
      else refuse(t('networkDown'));
      return;
    }
    setError(null);
    if (kind === 'sale') {
      sale.mutate(body as SaleRequest, {
        onSuccess: (invoice) => hooks.onBooked({ kind: 'sale', invoice, recovered: false }),
        onError: (e) =>
          e instanceof ApiError && e.code === 'NETWORK' && plan ? void keepOffline(body as SaleRequest, plan, true) : failed(e, body.id),
      });
    } else {
      purchase.mutate(body as PurchaseRequest, {
        onSuccess: (invoice) => hooks.onBooked({ kind: 'purchase', invoice, recovered: false }),
        onError: (e) => failed(e, body.id),
      });
    }
  }

  return { book, pending: pending || keeping, error, setError };
}
