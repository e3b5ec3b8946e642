import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { DayPicker, type ChevronProps, type Matcher } from 'react-day-picker';
import { bn } from 'date-fns/locale/bn';
import { enUS } from 'date-fns/locale/en-US';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { formatBusinessDate } from '@dokani/core/format';
import { useFormat } from '@/shared/lib/format';
import { Button } from './button';

/**
 * The calendar of a DateField, in a popover under the field. Loaded only when a field first
 * opens it (date-field.tsx imports it lazily), so a page with date fields does not carry the
 * calendar's code until someone asks for it.
 */
export interface DateCalendarProps {
  /** The field's box: the popover opens under it. */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  min?: string;
  max?: string;
  /** The shop's today, 'YYYY-MM-DD'. */
  today: string;
  clearable: boolean;
  /** The popover's id (the field's aria-controls). */
  contentId: string;
  /** A day was picked ('YYYY-MM-DD'), or '' for "clear". */
  onPick: (ymd: string) => void;
  /** Where the focus goes back when the popover closes (the field's input). */
  returnFocus: () => void;
}

/** How many years the month/year menus reach around today when no min/max says otherwise. */
const YEARS_BACK = 20;
const YEARS_AHEAD = 20;

/** 'YYYY-MM-DD' → the local Date of that calendar day (the calendar works in local days). */
function toDate(ymd: string): Date {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A local Date → 'YYYY-MM-DD'. */
function toYmd(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear()).padStart(4, '0')}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function Chevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : orientation === 'up' ? ChevronUp : ChevronDown;
  return <Icon aria-hidden="true" className={className} />;
}

const navButton =
  'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-accent-foreground ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40';

const CLASS_NAMES = {
  root: 'relative w-fit',
  months: 'relative flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center pr-20',
  caption_label: 'inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold',
  dropdowns: 'flex items-center gap-1.5',
  dropdown_root:
    'relative inline-flex h-9 items-center rounded-md border border-input bg-card px-2 ' +
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
  dropdown: 'absolute inset-0 z-10 w-full cursor-pointer appearance-none bg-popover text-popover-foreground opacity-0',
  chevron: 'size-4 shrink-0 opacity-70',
  nav: 'absolute right-0 top-0 z-20 flex items-center gap-1',
  button_previous: navButton,
  button_next: navButton,
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'h-8 w-10 p-0 text-center text-xs font-medium text-muted-foreground',
  week: '',
  day: 'p-0 text-center',
  day_button:
    'inline-flex size-10 items-center justify-center rounded-md text-base text-foreground hover:bg-accent hover:text-accent-foreground ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-35',
  selected:
    '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4',
  outside: '[&>button]:text-muted-foreground',
  disabled: '',
  hidden: 'invisible',
};

/** The calendar popover: month and year menus, a keyboard-operable grid of days, "today" and "clear". */
export default function DateCalendar({
  anchor,
  open,
  onOpenChange,
  value,
  min,
  max,
  today,
  clearable,
  contentId,
  onPick,
  returnFocus,
}: DateCalendarProps) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const selected = value ? toDate(value) : undefined;
  const todayDate = toDate(today);
  const thisYear = todayDate.getFullYear();
  const earliest = [min ? toDate(min) : new Date(thisYear - YEARS_BACK, 0, 1), selected].filter((d): d is Date => !!d);
  const latest = [max ? toDate(max) : new Date(thisYear + YEARS_AHEAD, 11, 31), selected].filter((d): d is Date => !!d);
  const startMonth = new Date(Math.min(...earliest.map((d) => d.getTime())));
  const endMonth = new Date(Math.max(...latest.map((d) => d.getTime())));
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: toDate(min) });
  if (max) disabled.push({ after: toDate(max) });
  const todayAllowed = (!min || today >= min) && (!max || today <= max);
  const opening = selected ?? (todayAllowed ? todayDate : toDate(min && today < min ? min : (max ?? today)));

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange} modal>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={contentId}
          aria-label={t('nav:dateField.calendar')}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          data-testid="date-calendar"
          className="z-50 rounded-lg border border-border bg-popover p-3 text-popover-foreground shadow-lg outline-none"
        >
          <DayPicker
            mode="single"
            required
            selected={selected}
            onSelect={(d: Date) => onPick(toYmd(d))}
            defaultMonth={opening}
            today={todayDate}
            startMonth={startMonth}
            endMonth={endMonth}
            captionLayout="dropdown"
            disabled={disabled}
            locale={lang === 'bn' ? bn : enUS}
            numerals={lang === 'bn' ? 'beng' : 'latn'}
            showOutsideDays
            fixedWeeks
            autoFocus
            classNames={CLASS_NAMES}
            components={{ Chevron }}
            labels={{
              labelNav: () => t('nav:dateField.calendar'),
              labelPrevious: () => t('nav:dateField.previousMonth'),
              labelNext: () => t('nav:dateField.nextMonth'),
              labelMonthDropdown: () => t('nav:dateField.month'),
              labelYearDropdown: () => t('nav:dateField.year'),
              labelDayButton: (date, modifiers) => {
                const label = formatBusinessDate(toYmd(date), lang, 'full');
                const withToday = modifiers.today ? t('nav:dateField.dayToday', { date: label }) : label;
                return modifiers.selected ? t('nav:dateField.daySelected', { date: withToday }) : withToday;
              },
            }}
          />
          <div className="mt-2 flex items-center justify-between gap-2 border-t border-border pt-2">
            <Button variant="ghost" size="sm" disabled={!todayAllowed} onClick={() => onPick(today)} data-testid="date-calendar-today">
              {t('nav:dateField.today')}
            </Button>
            {clearable && value ? (
              <Button variant="ghost" size="sm" onClick={() => onPick('')} data-testid="date-calendar-clear">
                {t('nav:dateField.clearShort')}
              </Button>
            ) : null}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
