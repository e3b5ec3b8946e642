import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { formatHour } from '@dokani/core/format';
import { useFormat } from '@/shared/lib/format';
import { cn } from '@/shared/lib/cn';
import { fieldBoxClass, type BaseFieldProps } from './date-field';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Select, SelectContent, SelectItem, SelectValue } from './select';

export type TimeFieldProps = BaseFieldProps;

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, '0'));
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** The hour menu's "clear" choice (a menu item cannot have an empty value). */
const NO_TIME = 'none';

/** A menu's button inside the field's box (the box draws the border and the focus ring). */
const partClass =
  'flex h-full min-w-0 items-center rounded-md bg-transparent text-left text-base text-foreground outline-none ' +
  'focus-visible:bg-accent focus-visible:text-accent-foreground disabled:cursor-not-allowed data-[placeholder]:text-muted-foreground ' +
  '[&>span]:truncate';

/**
 * A time field: the hour as people say it (bn "বিকাল ৪", en "4 PM") and the minute, in two
 * menus (the app's Select: arrow keys, typing, screen readers), Bangla digits in bn. The value
 * stays 'HH:MM' (24-hour), '' when empty. The field's label names the hour menu (it gets the id);
 * the minute menu names itself. A clearable field offers "clear time" at the top of the hours.
 */
export const TimeField = forwardRef<HTMLButtonElement, TimeFieldProps>(function TimeField(
  { value, onChange, onBlur, clearable = false, disabled, className, 'data-testid': testId, ...aria },
  ref,
) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const match = TIME.exec(value);
  const hour = match?.[1] ?? '';
  const minute = match?.[2] ?? '';
  return (
    <div data-disabled={disabled ? '' : undefined} className={cn(fieldBoxClass, 'gap-0.5 pr-3 @max-[11.5rem]:pr-2', className)}>
      <Select value={hour} disabled={disabled} onValueChange={(h) => onChange(h === NO_TIME ? '' : `${h}:${minute || '00'}`)}>
        <SelectPrimitive.Trigger ref={ref} data-testid={testId} className={cn(partClass, 'flex-1 pl-3 pr-1')} onBlur={onBlur} {...aria}>
          <SelectValue placeholder={t('nav:timeField.hour')} />
        </SelectPrimitive.Trigger>
        <SelectContent>
          {clearable && hour ? <SelectItem value={NO_TIME}>{t('nav:timeField.clear')}</SelectItem> : null}
          {HOURS.map((h) => (
            <SelectItem key={h} value={h}>
              {formatHour(Number(h), fmt.lang)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <span aria-hidden="true" className="text-muted-foreground">
        :
      </span>
      <Select value={minute} disabled={disabled || !hour} onValueChange={(m) => onChange(`${hour}:${m}`)}>
        <SelectPrimitive.Trigger
          aria-label={t('nav:timeField.minute')}
          aria-invalid={aria['aria-invalid']}
          data-testid={testId ? `${testId}-minute` : undefined}
          className={cn(partClass, 'shrink-0 px-1')}
          onBlur={onBlur}
        >
          <SelectValue placeholder={t('nav:timeField.minute')} />
        </SelectPrimitive.Trigger>
        <SelectContent>
          {MINUTES.map((m) => (
            <SelectItem key={m} value={m}>
              {fmt.digits(m)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Clock aria-hidden="true" className="ml-auto size-4 shrink-0 text-muted-foreground @max-[11.5rem]:hidden" />
    </div>
  );
});
