import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoneyDecimal } from '@dokani/core/money';
import { settle } from '@dokani/core/invoice';
import { ulid } from '@dokani/core/ulid';
import { useFormat } from '@/shared/lib/format';
import { Field } from '@/shared/ui/field';
import { Page, PageTitle } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import { AmountInput } from '@/shared/ui/amount-input';
import { useShopSettings } from '@/features/settings';
import type { SaleRequest } from '../../api';
import { cleanTyped, emptyCart, resolvePayments, typedMoney, type Cart } from '../cart';
import { addPayment, removePayment, updateFields, updatePayment } from '../cart-store';
import { inlineContact, wirePayments } from '../request';
import { useBook, type Booked } from '../use-book';
import { localFigures } from '../offline-sale';
import { useContact } from '@/features/contacts';
import { ContactSection, newContactProblem } from '../components/ContactSection';
import { ExtrasFields, focusNote, noteError } from '../components/ExtrasFields';
import { PaymentsEditor } from '../components/PaymentsEditor';
import { SuccessPanel } from '../components/SuccessPanel';
import { TotalsBox } from '../components/TotalsBox';
import { bigButtonClass } from '../components/ui';

type Figures =
  | {
      ok: true;
      amount: bigint;
      profit: bigint | null;
      payments: ReturnType<typeof resolvePayments>['payments'];
      settlement: { paid: bigint; change: bigint; due: bigint; received: bigint };
    }
  | { ok: false; amount: bigint | null; problem: 'amount' | 'profit' | 'payment' | 'overpaidWithoutCash'; invalid: number[] };

function figuresOf(form: Cart, amountText: string, profitText: string): Figures {
  const amount = typedMoney(amountText);
  if (amount === null || amount === 0n) return { ok: false, amount: null, problem: 'amount', invalid: [] };
  const profit = cleanTyped(profitText) === '' ? null : typedMoney(profitText);
  if ((cleanTyped(profitText) !== '' && profit === null) || (profit !== null && profit > amount))
    return { ok: false, amount, problem: 'profit', invalid: [] };
  const paid = resolvePayments(amount, form.payments);
  const invalid = paid.problems.flatMap((p) => (p.field === 'payment' ? [p.payment] : []));
  if (invalid.length > 0) return { ok: false, amount, problem: 'payment', invalid };
  const settlement = settle(amount, paid.payments);
  if ('error' in settlement) return { ok: false, amount, problem: 'overpaidWithoutCash', invalid: [] };
  return { ok: true, amount, profit, payments: paid.payments, settlement };
}

/**
 * /quick-sell: a sale by its amount only, no products (POST /sales with `quickSell`), optionally
 * with the profit the shop knows; customer, payments, date and note as at the counter — anything
 * unpaid goes to the customer's due book.
 */
export default function QuickSellPage() {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const navigate = useNavigate();
  const settings = useShopSettings();
  const [form, setForm] = useState<Cart>(() => emptyCart(ulid()));
  const [amount, setAmount] = useState('');
  const [profit, setProfit] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const contactInput = useRef<HTMLInputElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const change = (fn: (c: Cart) => Cart) => setForm(fn);

  // the picked customer, for a sale kept on the device without a network
  const contact = useContact(form.contactId);
  const book = useBook('sale', {
    onBooked: (b) => {
      setBooked(b);
      setForm(emptyCart(ulid()));
      setAmount('');
      setProfit('');
      setAttempted(false);
      if (!b.recovered && settings.data?.printAfterSale) navigate(`/print/sale/${b.invoice.id}?auto=1`);
    },
    onStale: () => undefined,
  });

  const f = figuresOf(form, amount, profit);
  const hasContact = Boolean(form.contactId || form.newContact);
  const due = f.ok ? f.settlement.due : null;

  function submit() {
    setAttempted(true);
    if (!f.ok) {
      if (f.problem === 'amount') amountInput.current?.focus();
      return;
    }
    if ((f.settlement.due > 0n && !hasContact) || newContactProblem(form.newContact)) {
      contactInput.current?.focus();
      return;
    }
    if (noteError(form.note)) return focusNote();
    const customer = inlineContact(form.newContact);
    const note = form.note.trim();
    const body: SaleRequest = {
      id: form.id,
      quickSell: { amount: formatMoneyDecimal(f.amount), ...(f.profit !== null ? { profit: formatMoneyDecimal(f.profit) } : {}) },
      payments: wirePayments(f),
      total: formatMoneyDecimal(f.amount),
      ...(customer ? { customer } : form.contactId ? { customerId: form.contactId } : {}),
      ...(form.date ? { date: form.date } : {}),
      ...(form.employeeId ? { employeeId: form.employeeId } : {}),
      ...(note ? { note } : {}),
    };
    const picked = form.contactId ? contact.data : undefined;
    book.book(body, {
      figures: localFigures(
        [],
        { lines: [], subtotal: f.amount, discountAmount: 0n, vat: 0n, deliveryCharge: 0n, total: f.amount },
        f.settlement,
      ),
      customer: form.newContact
        ? { id: null, name: form.newContact.name.trim(), mobile: customer?.mobile ?? null, address: form.newContact.address.trim() || null }
        : picked
          ? { id: picked.id, name: picked.name, mobile: picked.mobile, address: picked.address }
          : null,
      stock: [],
    });
  }

  if (booked) {
    return (
      <div className="mx-auto w-full max-w-lg" data-testid="quick-sell">
        <PageTitle title={t('nav:quickSell')} back={false} />
        <SuccessPanel booked={booked} onNew={() => setBooked(null)} />
      </div>
    );
  }

  const invoice =
    f.amount !== null ? { lines: [], subtotal: f.amount, discountAmount: 0n, vat: 0n, deliveryCharge: 0n, total: f.amount } : null;
  return (
    <Page width="lg" data-testid="quick-sell" title={t('nav:quickSell')} back={false}>
      <p className="-mt-2 text-sm text-muted-foreground">{t('quick.intro')}</p>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
        <Field label={t('quick.amount')} error={attempted && !f.ok && f.problem === 'amount' ? t('quick.amountRequired') : null}>
          <AmountInput
            ref={amountInput}
            prefix="৳"
            value={fmt.digits(amount)}
            onChange={(e) => setAmount(e.target.value)}
            className="font-semibold"
            data-testid="quick-amount"
          />
        </Field>
        <Field
          label={t('quick.profit')}
          hint={t('quick.profitHint')}
          error={!f.ok && f.problem === 'profit' ? t('quick.profitInvalid') : null}
        >
          <AmountInput prefix="৳" value={fmt.digits(profit)} onChange={(e) => setProfit(e.target.value)} data-testid="quick-profit" />
        </Field>
        <TotalsBox kind="sale" plain invoice={invoice} settlement={f.ok ? f.settlement : null} />
        <ContactSection
          ref={contactInput}
          kind="sale"
          value={{ contactId: form.contactId, newContact: form.newContact }}
          onChange={(v) => change((c) => updateFields(c, v))}
          due={due}
          needsContact={attempted && due !== null && due > 0n && !hasContact}
          showErrors={attempted}
        />
        <PaymentsEditor
          kind="sale"
          payments={form.payments}
          rest={f.amount}
          invalid={!f.ok ? f.invalid : []}
          onAdd={(m) => change((c) => addPayment(c, m))}
          onChange={(key, patch) => change((c) => updatePayment(c, key, patch))}
          onRemove={(key) => change((c) => removePayment(c, key))}
          onEnter={submit}
        />
        {!f.ok && f.problem === 'overpaidWithoutCash' ? <FormAlert message={t('counter.errors.overpaidWithoutCash')} /> : null}
        <ExtrasFields
          kind="sale"
          value={{ date: form.date, employeeId: form.employeeId, note: form.note }}
          onChange={(v) => change((c) => updateFields(c, v))}
        />
        {book.error ? <FormAlert message={book.error} /> : null}
        <button type="button" className={bigButtonClass} onClick={submit} disabled={book.pending} data-testid="quick-submit">
          {book.pending ? <Spinner /> : null}
          {f.ok ? t('sale.submit', { total: fmt.money(f.amount) }) : t('sale.submitPlain')}
        </button>
      </div>
    </Page>
  );
}
