import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Package, Plus, RotateCcw, Trash2 } from 'lucide-react';
import type { LineResult } from '@dokani/core/invoice';
import { formatMoneyDecimal, formatQuantity, parseQuantity } from '@dokani/core/money';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { LazyImage } from '@/shared/ui/lazy-image';
import { AmountInput } from '@/shared/ui/amount-input';
import { lineUnitPrice, typedQuantity, type CartLine, type CartProblem, type CounterKind } from '../cart';
import { stepQuantity } from '../cart-store';
import { DiscountField } from './DiscountField';
import { useUnitName } from './unit-name';
import { squareButtonClass } from './ui';
import { ErrorText } from '@/shared/ui/field';

export interface CartLineRowProps {
  kind: CounterKind;
  line: CartLine;
  /** The line's figures when the cart computes (else null). */
  result: LineResult | null;
  problems: readonly CartProblem['field'][];
  onChange: (patch: Partial<Pick<CartLine, 'quantity' | 'price' | 'discount' | 'vat'>>) => void;
  onRemove: () => void;
}

/**
 * One line of the cart: quantity with − / + (fractions for kg, litre…), the unit price (automatic —
 * the bulk price from its minimum quantity — until typed over), a discount and, on a purchase, the
 * supplier's VAT. Delete on the row's buttons removes the line.
 */
export function CartLineRow({ kind, line, result, problems, onChange, onRemove }: CartLineRowProps) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const unitName = useUnitName();
  const p = line.product;
  const unit = unitName(p.unit);
  const quantity = typedQuantity(line.quantity);
  const auto = lineUnitPrice(kind, { ...line, price: null }, quantity ?? 1000n);
  const bulk = line.price === null && auto.bulk;
  const [open, setOpen] = useState(() => line.discount.value !== '' || line.vat !== '');
  const has = (f: CartProblem['field']) => problems.includes(f);
  const stock = parseQuantity(p.currentStock) ?? 0n;
  const qtyText = (q: bigint) => fmt.digits(formatQuantity(q));

  function onKeyDown(e: KeyboardEvent<HTMLLIElement>) {
    if (e.key !== 'Delete') return;
    // In a text box Delete edits the text; elsewhere on the line it removes the line.
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    e.preventDefault();
    onRemove();
  }

  return (
    <li
      onKeyDown={onKeyDown}
      data-testid="cart-line"
      data-product-id={p.id}
      className="flex flex-col gap-2 rounded-md border border-border bg-card p-2.5"
    >
      <div className="flex items-start gap-2">
        {p.photo ? (
          <LazyImage src={p.photo} alt="" className="size-10 shrink-0 rounded" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground">
            <Package aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-medium leading-snug" data-testid="cart-line-name">
            {p.name}
          </p>
          <p className="flex flex-wrap gap-1.5 text-xs">
            {bulk ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground" data-testid="cart-line-bulk">
                {t('sale.bulkPrice')}
              </span>
            ) : null}
            {result && result.discountAmount > 0n ? (
              <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
                {t('counter.lineDiscountBadge', { amount: fmt.money(result.discountAmount) })}
              </span>
            ) : null}
            {result && result.vat > 0n ? (
              <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
                {t('counter.lineVatBadge', { amount: fmt.money(result.vat) })}
              </span>
            ) : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-1 -mt-1 shrink-0"
          aria-label={t('counter.removeLine', { name: p.name })}
          onClick={onRemove}
          data-testid="cart-line-remove"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>

      <div className="flex flex-wrap items-end gap-2">
        <div className="flex items-center gap-1" role="group" aria-label={t('counter.quantityOf', { name: p.name })}>
          <button
            type="button"
            className={squareButtonClass}
            aria-label={t('counter.less', { name: p.name })}
            onClick={() => onChange({ quantity: stepQuantity(line.quantity, -1) })}
            data-testid="cart-line-minus"
          >
            <Minus aria-hidden="true" />
          </button>
          <div className="w-16">
            <AmountInput
              value={fmt.digits(line.quantity)}
              aria-label={t('counter.quantityOf', { name: p.name })}
              aria-invalid={has('quantity') || undefined}
              onChange={(e) => onChange({ quantity: e.target.value })}
              onFocus={(e) => e.currentTarget.select()}
              className="text-center font-semibold"
              data-testid="cart-line-qty"
            />
          </div>
          <button
            type="button"
            className={squareButtonClass}
            aria-label={t('counter.more', { name: p.name })}
            onClick={() => onChange({ quantity: stepQuantity(line.quantity, 1) })}
            data-testid="cart-line-plus"
          >
            <Plus aria-hidden="true" />
          </button>
          <span className="text-sm text-muted-foreground" data-testid="cart-line-unit">
            {unit}
          </span>
        </div>
        <div className="flex min-w-[8rem] flex-1 items-center gap-1">
          <div className="min-w-0 flex-1">
            <AmountInput
              prefix="৳"
              value={fmt.digits(line.price ?? (auto.price === null ? '' : formatMoneyDecimal(auto.price)))}
              aria-label={t(`${kind}.unitPriceOf`, { name: p.name, unit })}
              aria-invalid={has('price') || undefined}
              onChange={(e) => onChange({ price: e.target.value })}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="cart-line-price"
            />
          </div>
          {line.price !== null ? (
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0"
              aria-label={t('counter.autoPrice')}
              title={t('counter.autoPrice')}
              onClick={() => onChange({ price: null })}
              data-testid="cart-line-price-reset"
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button variant="link" size="inline" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="cart-line-more">
          {kind === 'purchase' ? t('purchase.discountAndVat') : t('sale.giveDiscount')}
        </Button>
        <span className="text-base font-semibold tabular-nums" data-testid="cart-line-total">
          {result ? fmt.money(result.total) : '—'}
        </span>
      </div>

      {open ? (
        <div className={cn('grid gap-2', kind === 'purchase' && 'sm:grid-cols-2')}>
          <DiscountField
            label={t('counter.lineDiscount')}
            value={line.discount}
            onChange={(discount) => onChange({ discount })}
            invalid={has('lineDiscount') || has('lineDiscountTooLarge')}
            error={
              has('lineDiscountTooLarge')
                ? t('counter.errors.lineDiscountTooLarge')
                : has('lineDiscount')
                  ? t('counter.errors.number')
                  : null
            }
            testId="cart-line-discount"
          />
          {kind === 'purchase' ? (
            <div className="flex flex-col gap-1.5">
              <label className="text-sm font-medium" htmlFor={`vat-${p.id}`}>
                {t('purchase.vat')}
              </label>
              <AmountInput
                id={`vat-${p.id}`}
                suffix="%"
                value={fmt.digits(line.vat)}
                placeholder={fmt.digits('0')}
                aria-invalid={has('vat') || undefined}
                onChange={(e) => onChange({ vat: e.target.value })}
                data-testid="cart-line-vat"
              />
            </div>
          ) : null}
        </div>
      ) : null}

      <ErrorText error={has('quantity') ? t('counter.errors.quantity') : has('price') ? t('counter.errors.price') : null} />
      {quantity !== null && kind === 'sale' && quantity > stock ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="cart-line-stock-warning">
          {t('sale.stockShort', { qty: qtyText(stock < 0n ? 0n : stock), unit })}
        </p>
      ) : null}
      {quantity !== null && kind === 'purchase' ? (
        <p className="text-sm text-muted-foreground" data-testid="cart-line-stock-after">
          {t('purchase.stockAfter', { from: qtyText(stock), to: qtyText(stock + quantity), unit })}
        </p>
      ) : null}
    </li>
  );
}
