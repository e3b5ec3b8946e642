/** Usage-limit colour levels (spec: low 0-74 %, medium 75-89 %, high 90 % and above). */

export const USAGE_MEDIUM_AT = 75;
export const USAGE_HIGH_AT = 90;

export type UsageLevel = 'low' | 'medium' | 'high';

/**
 * Percentage of a limit used, not clamped (can exceed 100). Unlimited (null) → 0;
 * a limit of 0 or less → 100 (nothing may be used).
 */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return 100;
  return (used / limit) * 100;
}

/** Colour level of a usage: unlimited → 'low'; a limit of 0 → 'high'. */
export function usageLevel(used: number, limit: number | null): UsageLevel {
  const p = usagePercent(used, limit);
  if (p >= USAGE_HIGH_AT) return 'high';
  if (p >= USAGE_MEDIUM_AT) return 'medium';
  return 'low';
}
