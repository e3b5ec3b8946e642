import { formatMoney } from '@dokani/core/format';
import { parseMoney } from '@dokani/core/money';
import { formatBusinessDate } from '@/features/stock/format';
import { useFormat } from '@/shared/lib/format';

/** Formatters of the home page: money from the API's decimal strings, Bangla digits in bn. */
export function useHomeFormat() {
  const base = useFormat();
  return {
    ...base,
    moneyText: (m: string) => {
      const p = parseMoney(m);
      return p === null ? m : formatMoney(p, base.lang);
    },
    isNegative: (m: string) => (parseMoney(m) ?? 0n) < 0n,
    isZero: (m: string) => (parseMoney(m) ?? 0n) === 0n,
    businessDate: (ymd: string) => formatBusinessDate(ymd, base.lang),
  };
}
