import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ulid } from '@dokani/core/ulid';
import { ApiError } from '@/shared/lib/http';
import { translateMessage } from '@/shared/lib/messages';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Input, inputClass } from '@/shared/ui/input';
import { DateField } from '@/shared/ui/date-field';
import { TimeField } from '@/shared/ui/time-field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useCategories, useCreateEntry, type EmployeeOption } from '../api';
import { EMPTY_ENTRY, ENTRY_LIMITS, buildEntryBody, type EntryField, type EntryFieldErrors, type EntryValues } from '../entry-body';
import type { Book } from '../keys';
import { NewCategoryInline } from './NewCategoryInline';

const FIELDS: EntryField[] = ['categoryId', 'amount', 'date', 'time', 'employeeId', 'note'];

/** Server field errors (VALIDATION_FAILED details) on their fields; anything else for the whole form. */
function placeError(caught: unknown, fallback: string): { fields: EntryFieldErrors; form: string | null } {
  if (caught instanceof ApiError && caught.code === 'VALIDATION_FAILED') {
    const fields: EntryFieldErrors = {};
    for (const [k, v] of Object.entries(caught.details)) {
      if ((FIELDS as string[]).includes(k) && typeof v === 'string') fields[k as EntryField] = v;
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return { fields: {}, form: caught instanceof Error ? caught.message : fallback };
}

/**
 * The add-entry form of a book. `formId` is the client ULID of the entry being written: kept across
 * retries (a double tap or a lost answer never writes twice), renewed after a save.
 */
function AddEntryForm({ book, employees, onDone }: { book: Book; employees: EmployeeOption[] | null; onDone: () => void }) {
  const { t } = useTranslation('expenses');
  const categories = useCategories(book);
  const create = useCreateEntry(book);
  const [formId] = useState(() => ulid());
  const [values, setValues] = useState<EntryValues>(EMPTY_ENTRY);
  const [errors, setErrors] = useState<EntryFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const active = (categories.data ?? []).filter((c) => c.status === 'active');

  const err = (f: EntryField) => (errors[f] ? translateMessage(errors[f], undefined, ENTRY_LIMITS[f]) : null);
  const change = (f: EntryField, v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const built = buildEntryBody(formId, values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(built.body);
      notify('success', t(book === 'expense' ? 'add.savedExpense' : 'add.savedIncome'));
      onDone();
    } catch (caught) {
      const placed = placeError(caught, t('common:errors.unknown'));
      setErrors(placed.fields);
      setFormError(placed.form);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="expense-form">
      <FormAlert message={formError} />
      <Field label={t('add.category')} error={err('categoryId') ?? (categories.isError ? categories.error.message : null)}>
        <select
          className={inputClass}
          value={values.categoryId}
          data-testid="expense-category-select"
          onChange={(e) => change('categoryId', e.target.value)}
        >
          <option value="">{t('add.categoryPlaceholder')}</option>
          {active.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      {adding ? (
        <NewCategoryInline
          book={book}
          onCreated={(c) => {
            change('categoryId', c.id);
            setAdding(false);
          }}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setAdding(true)}
          data-testid="expense-category-new"
        >
          <Plus aria-hidden="true" />
          {t('add.newCategory')}
        </Button>
      )}
      <Field label={t('add.amount')} error={err('amount')}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          data-testid="expense-amount"
          onChange={(e) => change('amount', e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('add.date')} error={err('date')}>
          <DateField value={values.date} clearable data-testid="expense-date" onChange={(v) => change('date', v)} />
        </Field>
        <Field label={t('add.time')} error={err('time')}>
          <TimeField value={values.time} clearable data-testid="expense-time" onChange={(v) => change('time', v)} />
        </Field>
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">{t('add.dateHint')}</p>
      {employees && employees.length > 0 ? (
        <Field label={t('add.employee')} error={err('employeeId')}>
          <select
            className={inputClass}
            value={values.employeeId}
            data-testid="expense-employee"
            onChange={(e) => change('employeeId', e.target.value)}
          >
            <option value="">{t('add.noEmployee')}</option>
            {employees.map((emp) => (
              <option key={emp.id} value={emp.id}>
                {emp.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {/* one note: what it was for, in the owner's words */}
      <Field label={t('add.note')} hint={t('add.noteHint')} error={err('note')}>
        <textarea
          className={`${inputClass} min-h-20 py-2`}
          value={values.note}
          data-testid="expense-note"
          onChange={(e) => change('note', e.target.value)}
        />
      </Field>
      <SubmitButton pending={create.isPending} data-testid="expense-submit">
        {t('add.submit')}
      </SubmitButton>
    </form>
  );
}

/** The "add expense / add income" button and its dialog (a fresh form, and ULID, each time it opens). */
export function AddEntryDialog({ book, employees }: { book: Book; employees: EmployeeOption[] | null }) {
  const { t } = useTranslation('expenses');
  const [open, setOpen] = useState(false);
  const title = t(book === 'expense' ? 'add.expense' : 'add.income');
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="expense-add">
        <Plus aria-hidden="true" />
        {title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common:actions.close')} className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          {open ? <AddEntryForm key={book} book={book} employees={employees} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
