/**
 * One Lighthouse 12 run (mobile, simulated throttling: its default config) on a Chromium that
 * listens on a debugging port, read as the four category scores (0–100), total blocking time and
 * largest contentful paint — the one way the benches score a page (storefront.ts, lighthouse.ts).
 */
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageScore {
  scores: Record<Category, number>;
  /** total blocking time, ms */
  tbt: number;
  /** largest contentful paint, ms */
  lcp: number;
  lhr: Result;
}

/** `keepStorage`: leave the profile's localStorage as it is (a signed-in page finds its session there). */
export async function scorePage(url: string, port: number, keepStorage = false): Promise<PageScore> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  return {
    scores,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    lhr,
  };
}
