import { formatMoney } from '@dokani/core/format';
import { parseMoney } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { formatInstant } from '@/features/stock/format';

/**
 * Formatters of the feature: money strings from the API ("125.50") shown as ৳ in the user's digits;
 * when an entry happened on Dhaka's clock, bn "২১ নভে, ২০২৬, সন্ধ্যা ৭:৫৪" (never "PM").
 */
export function useExpenseFormat() {
  const fmt = useFormat();
  return {
    ...fmt,
    moneyText: (s: string) => formatMoney(parseMoney(s) ?? 0n, fmt.lang),
    dateTime: (iso: string) => formatInstant(new Date(iso), fmt.lang),
  };
}
