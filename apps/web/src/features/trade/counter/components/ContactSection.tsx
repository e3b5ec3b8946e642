import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, X } from 'lucide-react';
import { isBdMobile } from '@dokani/core/phone';
import { formatMoneyDecimal, parseMoney } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { ContactPicker, useContact } from '@/features/contacts';
import { BalanceText } from '@/features/contacts';
import type { Cart, CounterKind, NewContactDraft } from '../cart';

type ContactFields = Pick<Cart, 'contactId' | 'newContact'>;

/** What is wrong with a contact typed in on the spot (null when it can be sent). */
export function newContactProblem(c: NewContactDraft | null): 'name' | 'mobile' | null {
  if (!c) return null;
  if (c.name.trim() === '') return 'name';
  if (!isBdMobile(c.mobile)) return 'mobile';
  return null;
}

/**
 * The customer (sale) or supplier (purchase): picked with the contacts' picker, or typed in on the
 * spot ("add as new" in the picker) and made with the invoice. With something left due it shows
 * what the person's balance becomes.
 */
export const ContactSection = forwardRef<
  HTMLInputElement,
  {
    kind: CounterKind;
    value: ContactFields;
    onChange: (v: Partial<ContactFields>) => void;
    /** What stays unpaid (poisha); null while the total is unknown. */
    due: bigint | null;
    /** Shown when the person tried to book with a due and no contact. */
    needsContact: boolean;
    /** Shown after a try with a malformed new contact. */
    showErrors: boolean;
  }
>(function ContactSection({ kind, value, onChange, due, needsContact, showErrors }, ref) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const chosen = useContact(value.contactId);
  const contact = value.contactId && chosen.data?.id === value.contactId ? chosen.data : null;
  const draft = value.newContact;
  const problem = showErrors ? newContactProblem(draft) : null;
  const type = kind === 'sale' ? 'customer' : 'supplier';

  // Sales raise what the customer owes; purchases raise what the shop owes the supplier.
  const start = contact ? (parseMoney(contact.balance) ?? 0n) : 0n;
  const after = due !== null && due > 0n && (contact || draft) ? start + (kind === 'sale' ? due : -due) : null;
  const who = contact?.name ?? (draft?.name.trim() || t(`${kind}.newContactFallback`));

  return (
    <section className="flex flex-col gap-2" aria-label={t(`${kind}.contact`)} data-testid="counter-contact">
      {draft ? (
        <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3" data-testid="new-contact">
          <div className="flex items-center gap-2">
            <UserPlus aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <p className="min-w-0 flex-1 text-sm font-medium">{t(`${kind}.newContact`)}</p>
            <Button variant="ghost" size="sm" onClick={() => onChange({ newContact: null })} data-testid="new-contact-cancel">
              <X aria-hidden="true" />
              {t('counter.cancelNew')}
            </Button>
          </div>
          <Field label={t('counter.name')} error={problem === 'name' ? t('validation:required') : null}>
            <Input
              ref={ref}
              autoComplete="off"
              value={draft.name}
              onChange={(e) => onChange({ newContact: { ...draft, name: e.target.value } })}
              data-testid="new-contact-name"
            />
          </Field>
          <Field label={t('counter.mobile')} error={problem === 'mobile' ? t('validation:mobile') : null}>
            <Input
              inputMode="tel"
              autoComplete="off"
              value={draft.mobile}
              onChange={(e) => onChange({ newContact: { ...draft, mobile: e.target.value } })}
              data-testid="new-contact-mobile"
            />
          </Field>
          <Field label={t('counter.address')}>
            <Input
              autoComplete="off"
              value={draft.address}
              onChange={(e) => onChange({ newContact: { ...draft, address: e.target.value } })}
              data-testid="new-contact-address"
            />
          </Field>
        </div>
      ) : (
        <Field label={t(`${kind}.contact`)} error={needsContact ? t(`${kind}.needsContact`) : null}>
          <ContactPicker
            ref={ref}
            value={value.contactId}
            types={[type]}
            placeholder={t(`${kind}.contactPlaceholder`)}
            onChange={(c) => onChange({ contactId: c?.id ?? '' })}
            onCreateNew={(d) => onChange({ contactId: '', newContact: { name: d.name, mobile: d.mobile, address: '' } })}
            data-testid="counter-contact-picker"
          />
        </Field>
      )}
      {due !== null && due > 0n ? (
        <p className="rounded-md bg-muted/60 p-2 text-sm" data-testid="due-note" role="status">
          {after !== null ? (
            <>
              {t(`${kind}.dueGoesTo`, { amount: fmt.money(due), name: who })} {t('counter.newBalance')}{' '}
              <BalanceText balance={formatMoneyDecimal(after)} testId="due-new-balance" />
            </>
          ) : (
            t(`${kind}.dueNeedsContact`, { amount: fmt.money(due) })
          )}
        </p>
      ) : null}
    </section>
  );
});
