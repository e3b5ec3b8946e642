import { useTranslation } from 'react-i18next';
import { localDate } from '@dokani/core/format';
import { tooLongError } from '@/shared/lib/form-errors';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { DateField } from '@/shared/ui/date-field';
import { useAuthStore } from '@/shared/stores/auth';
import { ContactPicker } from '@/features/contacts';
import type { Cart, CounterKind } from '../cart';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

type Extras = Pick<Cart, 'date' | 'employeeId' | 'note'>;

/** The server's limit on an invoice's note (contracts `trade.ts`). */
export const INVOICE_NOTE_MAX = TEXT_LIMITS.invoiceNote;
/** The note field's id (the counter focuses it when the note is too long to send). */
export const NOTE_FIELD_ID = 'counter-note';

/** Why the note cannot be sent (too long: the limit named), or null. Checked as the person types. */
export function noteError(note: string): string | null {
  return tooLongError(note, INVOICE_NOTE_MAX);
}

/** Puts the cursor in the note field (after the screen has shown it). */
export function focusNote(): void {
  window.setTimeout(() => {
    const el = document.getElementById(NOTE_FIELD_ID);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  }, 0);
}

/** Today in the shop's time zone ('YYYY-MM-DD'). */
export function useShopToday(): string {
  const zone = useAuthStore((s) => s.currentShop?.timezone);
  return localDate(new Date(), zone || undefined);
}

/** The invoice's date (today unless set: back-dating is allowed, the future is not), the employee who served, a note. */
export function ExtrasFields({ kind, value, onChange }: { kind: CounterKind; value: Extras; onChange: (v: Partial<Extras>) => void }) {
  const { t } = useTranslation('sell');
  const today = useShopToday();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('counter.date')} hint={value.date && value.date !== today ? t('counter.backDated') : undefined}>
        <DateField
          value={value.date || today}
          max={today}
          onChange={(date) => onChange({ date: date === today ? '' : date })}
          data-testid="counter-date"
        />
      </Field>
      <Field label={t('counter.employee')}>
        <ContactPicker
          value={value.employeeId}
          types={['employee']}
          placeholder={t('counter.employeePlaceholder')}
          onChange={(c) => onChange({ employeeId: c?.id ?? '' })}
          data-testid="counter-employee"
        />
      </Field>
      <Field label={t(`${kind}.note`)} className="sm:col-span-2" id={NOTE_FIELD_ID} error={noteError(value.note)}>
        <Input value={value.note} onChange={(e) => onChange({ note: e.target.value })} data-testid="counter-note" />
      </Field>
    </div>
  );
}
