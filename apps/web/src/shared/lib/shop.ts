import { useAuthStore } from '@/shared/stores/auth';

/** The shop the user works in (the dashboard gate guarantees one on every shop page). */
export function useShopId(): string {
  return useAuthStore((s) => s.currentShopId) ?? '';
}

/** `/shops/<id><path>`: every shop resource lives under it. */
export const shopPath = (shopId: string, path: string) => `/shops/${encodeURIComponent(shopId)}${path}`;

/** A query string from the set values (empty strings, null, undefined and false are left out). */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    sp.set(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}
