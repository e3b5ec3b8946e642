/** Usage levels: how near a shop is to a package limit, in the spec's three colours. */
export type UsageLevel = 'low' | 'medium' | 'high';

/** Low below 75 %, medium 75–89 %, high 90 % and above; no limit (null) is always low. */
export function usageLevel(used: number, limit: number | null): UsageLevel {
  if (limit === null) return 'low';
  if (limit <= 0) return 'high';
  const percent = (used * 100) / limit;
  if (percent >= 90) return 'high';
  if (percent >= 75) return 'medium';
  return 'low';
}
