import { useTranslation } from 'react-i18next';
import { SMS_GSM7_PART, SMS_GSM7_SINGLE, SMS_UCS2_PART, SMS_UCS2_SINGLE, type SmsCount } from '@dokani/core/sms';
import { useFormat } from '@/shared/lib/format';

const RULES = {
  GSM7: { single: SMS_GSM7_SINGLE, part: SMS_GSM7_PART },
  UCS2: { single: SMS_UCS2_SINGLE, part: SMS_UCS2_PART },
} as const;

/** The live count of the text as it is typed (core's countSms, the server's own rule): characters, encoding, parts. */
export function LiveCount({ count, personal }: { count: SmsCount; personal: boolean }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const rule = RULES[count.encoding];
  const cell = 'flex min-w-0 flex-col rounded-md bg-muted/60 px-3 py-2';
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="sms-count" data-encoding={count.encoding}>
        <div className={cell}>
          <dt className="text-muted-foreground">{t('count.characters')}</dt>
          <dd className="text-base font-semibold" data-testid="sms-characters">
            {fmt.number(count.units)}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-muted-foreground">{t('count.encoding')}</dt>
          <dd className="text-base font-semibold" data-testid="sms-encoding">
            {t(`encoding.${count.encoding}`)}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-muted-foreground">{t('count.parts')}</dt>
          <dd className="text-base font-semibold" data-testid="sms-parts">
            {t('units.sms', { count: count.segments, n: fmt.number(count.segments) })}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground" data-testid="sms-count-rule">
        {t(`count.rule${count.encoding}`, { single: fmt.number(rule.single), part: fmt.number(rule.part) })}
        {count.units > 0 && !personal
          ? ` ${t('count.left', { count: count.remainingInSegment, n: fmt.number(count.remainingInSegment) })}`
          : ''}
      </p>
      {personal ? (
        <p className="text-sm font-medium text-warning" data-testid="sms-count-personal">
          {t('count.personal')}
        </p>
      ) : null}
    </div>
  );
}
