import { useTranslation } from 'react-i18next';
import { MAX_SMS_TEXT } from '@dokani/contracts/constants';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { Card } from '@/shared/ui/card';
import { Field } from '@/shared/ui/field';
import { inputClass } from '@/shared/ui/input';
import { MessageBubble } from '../components/MessageBubble';
import { LiveCount } from './LiveCount';
import { PlaceholderChoice } from './PlaceholderChoice';
import { TemplateChoice } from './TemplateChoice';
import type { Compose } from './use-compose';

/** The message: a ready one or the person's own, its placeholders, its live count, and the bubble as it will read. */
export function MessageSection({ form }: { form: Compose }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const { text, tooLong } = form;

  const textHint = (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span>{t('message.limit', { max: fmt.number(MAX_SMS_TEXT) })}</span>
      <span className={cn('tabular-nums', tooLong && 'font-medium text-destructive')} data-testid="sms-length">
        {t('message.length', { used: fmt.number(text.length), max: fmt.number(MAX_SMS_TEXT) })}
      </span>
    </span>
  );

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('message.title')}</h2>
      <TemplateChoice onPick={form.editText} />
      <Field label={t('message.label')} hint={textHint} error={form.problems.text ?? (tooLong ? t('validation:sms.tooLong') : null)}>
        <textarea
          ref={form.box}
          rows={5}
          className={cn(inputClass.replace('h-11 ', ''), 'min-h-32 resize-y')}
          value={text}
          onChange={(e) => form.editText(e.target.value)}
          placeholder={t('message.placeholder')}
          data-testid="sms-text"
        />
      </Field>
      <PlaceholderChoice onInsert={form.insert} />
      <LiveCount count={form.count} personal={form.personal} />
      <MessageBubble sender={form.shopName} text={form.bubble} first={form.bubble !== form.filled} />
    </Card>
  );
}
