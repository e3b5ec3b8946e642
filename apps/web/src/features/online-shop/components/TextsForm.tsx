import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineShop, PatchOnlineShopWire } from '@dokani/contracts/online-shop';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { tooLongError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { Card } from '@/shared/ui/card';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input, inputClass } from '@/shared/ui/input';
import { useUpdateOnlineShop } from '../api';
import { groupField, serverErrors, type FieldErrors } from '../errors';
import { changedTexts } from '../store-form';

/** The store's groups of free texts, saved through PATCH /online-shop field by field. */
type Group = 'policies' | 'seo';
type GroupKey<G extends Group> = keyof OnlineShop[G] & string;

export interface TextSpec<K extends string> {
  key: K;
  label: string;
  placeholder: string;
  hint?: string;
  /** The server's limit (text-limits), counted and checked before sending. */
  max: number;
  /** Lines of a text area; none: one line. */
  rows?: number;
}

/**
 * A text with its count against the server's limit under it ("১২/৭০ অক্ষর", red past the limit),
 * read with the field as its description.
 */
function CountedText({
  spec,
  value,
  error,
  onChange,
  testId,
}: {
  spec: TextSpec<string>;
  value: string;
  error: string | undefined;
  onChange: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const count = value.trim().length;
  const over = count > spec.max;
  const hint = (
    <span className="flex items-start justify-between gap-3">
      <span>{spec.hint}</span>
      <span className={cn('shrink-0 tabular-nums', over && 'font-medium text-destructive')} data-testid={`${testId}-count`}>
        {t('counter', { used: fmt.number(count), max: fmt.number(spec.max) })}
      </span>
    </span>
  );
  const common = {
    value,
    placeholder: spec.placeholder,
    'data-testid': testId,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field label={spec.label} hint={hint} error={error ?? null}>
      {spec.rows ? (
        <textarea rows={spec.rows} className={cn(inputClass.replace('h-11 ', ''), 'min-h-24 resize-y')} {...common} />
      ) : (
        <Input autoComplete="off" {...common} />
      )}
    </Field>
  );
}

/**
 * One group of the store's texts (the policies, the SEO title and description) as a form: each
 * counted against its limit, only the changed ones sent ('' clears one), the server's problems on
 * their fields.
 */
export function TextsForm<G extends Group>({
  group,
  specs,
  saved,
  saveLabel,
  savedMessage,
  testId,
}: {
  group: G;
  specs: readonly TextSpec<GroupKey<G>>[];
  saved: OnlineShop[G];
  saveLabel: string;
  savedMessage: string;
  testId: string;
}) {
  type K = GroupKey<G>;
  const { t } = useTranslation('online');
  const update = useUpdateOnlineShop();
  const fromSaved = (s: OnlineShop[G]) =>
    Object.fromEntries(specs.map((sp) => [sp.key, (s as Record<K, string | null>)[sp.key] ?? ''])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(() => fromSaved(saved));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const changed = changedTexts(saved as Record<K, string | null>, values);
  const dirty = Object.keys(changed).length > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (update.isPending || !dirty) return;
    setFormError(null);
    const problems: FieldErrors<K> = {};
    for (const sp of specs) {
      const long = tooLongError(values[sp.key], sp.max);
      if (long) problems[sp.key] = long;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const answer = await update.mutateAsync({ [group]: changed } as PatchOnlineShopWire);
      setValues(fromSaved(answer[group]));
      notify('success', savedMessage);
    } catch (caught) {
      const placed = serverErrors(
        caught,
        groupField(
          group,
          specs.map((sp) => sp.key),
        ),
      );
      setErrors(placed.fields);
      setFormError(placed.form);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={testId}>
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        {specs.map((sp) => (
          <CountedText
            key={sp.key}
            spec={sp}
            value={values[sp.key]}
            error={errors[sp.key]}
            testId={`${testId}-${sp.key}`}
            onChange={(v) => {
              setValues((old) => ({ ...old, [sp.key]: v }));
              if (errors[sp.key]) setErrors((old) => ({ ...old, [sp.key]: undefined }));
            }}
          />
        ))}
      </Card>
      <FormAlert message={formError} />
      <SubmitButton
        pending={update.isPending}
        disabled={update.isPending || !dirty}
        title={dirty ? undefined : t('nothingChanged')}
        data-testid={`${testId}-save`}
      >
        {saveLabel}
      </SubmitButton>
    </form>
  );
}
