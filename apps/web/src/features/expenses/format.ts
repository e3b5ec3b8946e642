import { formatDateTime, formatMoney } from '@dokani/core/format';
import { parseMoney } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';

/** Formatters of the feature: money strings from the API ("125.50") shown as ৳ in the user's digits. */
export function useExpenseFormat() {
  const fmt = useFormat();
  return {
    ...fmt,
    moneyText: (s: string) => formatMoney(parseMoney(s) ?? 0n, fmt.lang),
    dateTime: (iso: string) => formatDateTime(new Date(iso), fmt.lang),
  };
}
