import { useTranslation } from 'react-i18next';
import { CalendarClock, Send } from 'lucide-react';
import { localDate } from '@dokani/core/format';
import { useFormat } from '@/shared/lib/format';
import { Card } from '@/shared/ui/card';
import { DateField } from '@/shared/ui/date-field';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Segmented } from '@/shared/ui/segmented';
import { TimeField } from '@/shared/ui/time-field';
import { CreditShort } from './CreditShort';
import type { Compose, When } from './use-compose';

/** When it goes (now, or a date and time later; the 9 am – 9 pm window), what stopped the last try, and Send. */
export function SendSection({ form }: { form: Compose }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const { when, pending } = form;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold">{t('when.title')}</legend>
        <Segmented<When>
          label={t('when.title')}
          value={when}
          onChange={form.editWhen}
          options={[
            { value: 'now', label: t('when.now') },
            { value: 'later', label: t('when.later') },
          ]}
          testId="sms-when"
        />
        {when === 'later' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('when.date')} error={form.problems.when}>
              <DateField value={form.date} min={localDate(new Date(), fmt.timeZone)} onChange={form.editDate} data-testid="sms-date" />
            </Field>
            <Field label={t('when.time')}>
              <TimeField value={form.time} onChange={form.editTime} data-testid="sms-time" />
            </Field>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground" data-testid="sms-window-note">
          {t('when.window')}
        </p>
      </fieldset>
      {form.creditShort ? <CreditShort message={form.creditShort} testId="sms-credit-error" /> : null}
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending} disabled={pending || form.refused} data-testid="sms-send">
        {pending ? null : when === 'later' ? <CalendarClock aria-hidden="true" /> : <Send aria-hidden="true" />}
        {when === 'later' ? t('send.later') : t('send.now')}
      </SubmitButton>
    </Card>
  );
}
