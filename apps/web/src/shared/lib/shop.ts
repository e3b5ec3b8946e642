import { FEATURE_KEYS, type FeatureKey } from '@dokani/contracts/features';
import { useAuthStore } from '@/shared/stores/auth';

/** The shop the user works in (the dashboard gate guarantees one on every shop page). */
export function useShopId(): string {
  return useAuthStore((s) => s.currentShopId) ?? '';
}

const isFeature = (f: unknown): f is FeatureKey => (FEATURE_KEYS as readonly unknown[]).includes(f);

/**
 * What the user may do in the current shop (the shop answer's `features`): the owner everything.
 * Null while not known — a shop kept from an older version of the app, before the current shop
 * is read again. The client only hides what a role cannot use; the server enforces it.
 */
export function useShopFeatures(): readonly FeatureKey[] | null {
  const shop = useAuthStore((s) => s.currentShop);
  if (!shop) return null;
  if (shop.role === 'owner') return FEATURE_KEYS;
  const listed = (shop as { features?: unknown }).features;
  return Array.isArray(listed) ? listed.filter(isFeature) : null;
}

/** Whether `features` allow a page needing `need` (any of several); unknown features allow nothing gated. */
export function allows(features: readonly FeatureKey[] | null, need: FeatureKey | readonly FeatureKey[] | undefined): boolean {
  if (need === undefined) return true;
  if (!features) return false;
  return (typeof need === 'string' ? [need] : need).some((f) => features.includes(f));
}

/** Whether the user sees cost and profit here (`see-profit`; the owner always). Without it the server sends them as null. */
export function useSeesProfit(): boolean {
  return allows(useShopFeatures(), 'see-profit');
}
