import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ShoppingBasket } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { FormAlert } from '@/shared/ui/form';
import { AmountInput } from '@/shared/ui/amount-input';
import { lineProblems, type CartProblem, type Computed, type CounterKind } from '../cart';
import type { useCart } from '../cart-store';
import { CartLineRow } from './CartLineRow';
import { ContactSection } from './ContactSection';
import { DiscountField } from './DiscountField';
import { ExtrasFields, noteError } from './ExtrasFields';
import { PaymentsEditor } from './PaymentsEditor';
import { TotalsBox } from './TotalsBox';

/**
 * The cart side of the counter: the lines, then the invoice's discount and delivery charge, the
 * totals, who it is with, how it is paid (change and due follow as you type), and the rest
 * (date, employee, note).
 */
export function CartPanel({
  kind,
  counter,
  computed,
  attempted,
  needsContact,
  contactInput,
  error,
  onSubmit,
}: {
  kind: CounterKind;
  counter: ReturnType<typeof useCart>;
  computed: Computed;
  attempted: boolean;
  needsContact: boolean;
  contactInput: RefObject<HTMLInputElement | null>;
  error: string | null;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const { cart } = counter;
  const [confirmClear, setConfirmClear] = useState(false);
  const problems: readonly CartProblem[] = computed.ok ? [] : computed.problems;
  const has = (f: CartProblem['field']) => problems.some((p) => p.field === f);
  const invoice = computed.ok ? computed.figures.invoice : computed.invoice;
  const settlement = computed.ok ? computed.figures.settlement : null;
  const rest = invoice ? invoice.total : null;
  const invalidPayments = problems.flatMap((p) => (p.field === 'payment' ? [p.payment] : []));

  if (cart.lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center" data-testid="cart-empty">
        <ShoppingBasket aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold">{t(`${kind}.cartEmptyTitle`)}</h2>
        <p className="max-w-xs text-sm text-muted-foreground">{t(`${kind}.cartEmptyBody`)}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="cart">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {t(`${kind}.cartTitle`)}{' '}
          <span className="text-sm font-normal text-muted-foreground">
            {t('counter.items', { count: cart.lines.length, n: fmt.number(cart.lines.length) })}
          </span>
        </h2>
        <Button
          variant={confirmClear ? 'destructive' : 'ghost'}
          size="sm"
          onClick={() => {
            if (!confirmClear) return setConfirmClear(true);
            counter.reset();
            setConfirmClear(false);
          }}
          onBlur={() => setConfirmClear(false)}
          data-testid="cart-clear"
        >
          {confirmClear ? t('counter.clearConfirm') : t('counter.clear')}
        </Button>
      </div>

      <ul className="flex flex-col gap-2" aria-label={t(`${kind}.cartTitle`)}>
        {cart.lines.map((line, i) => (
          <CartLineRow
            key={line.product.id}
            kind={kind}
            line={line}
            result={invoice?.lines[i] ?? null}
            problems={lineProblems(problems, i)}
            onChange={(patch) => counter.line(line.product.id, patch)}
            onRemove={() => counter.remove(line.product.id)}
          />
        ))}
      </ul>

      <div className="grid gap-3 sm:grid-cols-2">
        <DiscountFieldSlot kind={kind} counter={counter} has={has} />
        <Field label={t('counter.deliveryCharge')} error={has('deliveryCharge') ? t('counter.errors.number') : null}>
          <AmountInput
            prefix="৳"
            value={fmt.digits(cart.deliveryCharge)}
            placeholder={fmt.digits('0')}
            onChange={(e) => counter.fields({ deliveryCharge: e.target.value })}
            data-testid="counter-delivery"
          />
        </Field>
      </div>

      <TotalsBox kind={kind} invoice={invoice} settlement={settlement} />

      <PaymentsEditor
        kind={kind}
        payments={cart.payments}
        rest={rest}
        invalid={invalidPayments}
        onAdd={counter.addPayment}
        onChange={counter.payment}
        onRemove={counter.removePayment}
        onEnter={onSubmit}
      />
      {has('overpaidWithoutCash') ? <FormAlert message={t('counter.errors.overpaidWithoutCash')} /> : null}

      <ContactSection
        ref={contactInput}
        kind={kind}
        value={{ contactId: cart.contactId, newContact: cart.newContact }}
        onChange={(v) => counter.fields(v)}
        due={settlement?.due ?? null}
        needsContact={needsContact}
        showErrors={attempted}
      />

      <Extras kind={kind} counter={counter} />

      {error ? <FormAlert message={error} /> : null}
    </div>
  );
}

function DiscountFieldSlot({
  kind,
  counter,
  has,
}: {
  kind: CounterKind;
  counter: ReturnType<typeof useCart>;
  has: (f: CartProblem['field']) => boolean;
}) {
  const { t } = useTranslation('sell');
  return (
    <DiscountField
      label={t(`${kind}.invoiceDiscount`)}
      value={counter.cart.discount}
      onChange={(discount) => counter.fields({ discount })}
      invalid={has('discount') || has('discountTooLarge')}
      error={has('discountTooLarge') ? t('counter.errors.discountTooLarge') : has('discount') ? t('counter.errors.number') : null}
      testId="counter-discount"
    />
  );
}

/** Date, employee and note: folded away until wanted (open when one is set). */
function Extras({ kind, counter }: { kind: CounterKind; counter: ReturnType<typeof useCart> }) {
  const { t } = useTranslation('sell');
  const { cart } = counter;
  const [open, setOpen] = useState(() => Boolean(cart.date || cart.employeeId || cart.note));
  // A note too long to send stays in sight, with its message.
  const shown = open || noteError(cart.note) !== null;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="counter-extras"
        onClick={() => setOpen((o) => !o)}
        data-testid="counter-extras-toggle"
        className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 text-left font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t('counter.extras')}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', shown && 'rotate-180')} />
      </button>
      <div id="counter-extras" hidden={!shown}>
        <ExtrasFields
          kind={kind}
          value={{ date: cart.date, employeeId: cart.employeeId, note: cart.note }}
          onChange={(v) => counter.fields(v)}
        />
      </div>
    </div>
  );
}
