import { classifyBalance, type BalanceKind } from '@dokani/core/due';
import { formatMoney, type Lang } from '@dokani/core/format';
import { parseMoney } from '@dokani/core/money';

export interface BalanceView {
  kind: BalanceKind;
  /** The amount without sign, in the user's digits (৳ …). */
  amount: string;
  /** Tailwind colour: receivable green, payable red (dark enough for 4.5:1 also on a highlighted row). */
  className: string;
}

/** A contact's balance (decimal string, positive = owes the shop) as the screens show it. */
export function balanceView(balance: string, lang: Lang): BalanceView {
  const p = parseMoney(balance.trim()) ?? 0n;
  const kind = classifyBalance(p);
  const abs = p < 0n ? -p : p;
  const className =
    kind === 'receivable' ? 'text-green-800 dark:text-green-400' : kind === 'payable' ? 'text-destructive' : 'text-muted-foreground';
  return { kind, amount: formatMoney(abs, lang), className };
}
