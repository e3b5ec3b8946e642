import { FEATURE_KEYS, type FeatureKey } from '@dokani/contracts/features';
import { ApiError } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { useTodayOverview } from '@/features/home/api';

const isFeature = (f: unknown): f is FeatureKey => (FEATURE_KEYS as readonly unknown[]).includes(f);

/** The features a shop answer lists, when the server sends them (the contract's Shop has no such field yet). */
function listedFeatures(shop: unknown): FeatureKey[] | null {
  const features = (shop as { features?: unknown } | null)?.features;
  return Array.isArray(features) ? features.filter(isFeature) : null;
}

/**
 * Whether the user may open the reports in the current shop ('reports' feature): the owner always;
 * a member by the features their shop answer lists, or — while the shop answer does not list them —
 * by the server's answer to today's overview (403: no; the same query the home page makes).
 * `undefined` while not known yet: report links stay hidden until then. The client only hides;
 * the server enforces the feature on every report route.
 */
export function useCanSeeReports(): boolean | undefined {
  const shop = useAuthStore((s) => s.currentShop);
  const owner = shop?.role === 'owner';
  const listed = owner ? null : listedFeatures(shop);
  const probe = useTodayOverview({ enabled: !owner && listed === null });
  if (owner) return true;
  if (listed) return listed.includes('reports');
  if (probe.data) return true;
  if (probe.error) return !(probe.error instanceof ApiError && probe.error.status === 403);
  return undefined;
}
