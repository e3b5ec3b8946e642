import { forwardRef, lazy, Suspense, useId, useImperativeHandle, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, X } from 'lucide-react';
import { toAsciiDigits } from '@dokani/core/digits';
import { formatBusinessDate, localDate } from '@dokani/core/format';
import { useFormat } from '@/shared/lib/format';
import { cn } from '@/shared/lib/cn';
import { useAuthStore } from '@/shared/stores/auth';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

type Aria = Pick<
  InputHTMLAttributes<HTMLElement>,
  'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'aria-label' | 'aria-labelledby' | 'aria-required'
>;

/** What the date and time fields share (time-field.tsx builds on it). */
export interface BaseFieldProps extends Aria {
  /** A date 'YYYY-MM-DD' / a time 'HH:MM' (ASCII digits), '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Whether the person may empty the field (a clear button shows while it has a value). */
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
  /** On the element people type into / choose with (the input, the hour menu). */
  'data-testid'?: string;
}

export interface DateFieldProps extends BaseFieldProps {
  /** The earliest / latest day the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  placeholder?: string;
}

/** The field's box: looks like an Input, holds the text and its buttons. */
export const fieldBoxClass =
  '@container flex h-11 w-full min-w-0 items-center rounded-md border border-input bg-card text-base text-foreground ' +
  'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[[aria-invalid=true]]:border-destructive ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/** The field's button; a narrow field (two side by side on a phone) leaves the width to the date. */
const iconButton =
  'inline-flex size-9 shrink-0 @max-[11.5rem]:hidden items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground ' +
  'focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:outline-none disabled:pointer-events-none [&_svg]:size-4';

/** Month names people may type, in both languages, long and short ("নভেম্বর", "নভে", "nov"). */
let monthNames: Map<string, number> | null = null;
function monthOf(word: string): number | null {
  if (!monthNames) {
    monthNames = new Map();
    for (const locale of ['bn-BD', 'en-BD']) {
      for (const month of ['long', 'short'] as const) {
        // Both the name alone and the name as written in a date (they differ in Bangla: "নভেম্বর" / "নভে").
        const alone = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
        const inDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month, timeZone: 'UTC' });
        for (let m = 0; m < 12; m++) {
          const at = Date.UTC(2000, m, 15);
          const names = [alone.format(at), inDate.formatToParts(at).find((p) => p.type === 'month')?.value ?? ''];
          for (const name of names) if (name) monthNames.set(name.toLowerCase().replace(/\.$/, ''), m + 1);
        }
      }
    }
  }
  const w = word.toLowerCase().replace(/\.$/, '');
  const exact = monthNames.get(w);
  if (exact) return exact;
  // The start of one month's name only ("sept", "নভে", "জুল").
  if (w.length < 3) return null;
  const found = new Set<number>();
  for (const [name, m] of monthNames) if (name.startsWith(w)) found.add(m);
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/**
 * A date as a person types it → 'YYYY-MM-DD', or null. Bangla or Latin digits; day first as
 * written here ("২৫/১১/২০২৬", "25-11-26", "25.11.2026"), ISO ("2026-11-25"), or with the month's
 * name ("২৫ নভেম্বর, ২০২৬", "25 Nov 2026", "Nov 25, 2026" — what the field itself shows).
 */
export function parseTypedDate(text: string): string | null {
  const s = toAsciiDigits(text).trim();
  if (!s) return null;
  const nums = s.match(/\d+/g) ?? [];
  const months = (s.match(/[\p{L}\p{M}]+/gu) ?? []).map(monthOf).filter((m): m is number => m !== null);
  let y: string | undefined;
  let m: number | undefined;
  let d: string | undefined;
  const year = (v: string | undefined) => (v && v.length === 2 ? `20${v}` : v);
  if (months.length === 0 && nums.length === 3) {
    if (nums[0]?.length === 4) [y, m, d] = [nums[0], Number(nums[1]), nums[2]];
    else if (nums[2]?.length === 4 || nums[2]?.length === 2) [d, m, y] = [nums[0], Number(nums[1]), year(nums[2])];
  } else if (months.length === 1 && nums.length === 2) {
    m = months[0];
    if (nums[0]?.length === 4) [y, d] = [nums[0], nums[1]];
    else if (nums[1]?.length === 4 || nums[1]?.length === 2) [d, y] = [nums[0], year(nums[1])];
  }
  if (!y || !m || !d || y.length !== 4 || d.length > 2) return null;
  const ymd = `${y}-${String(m).padStart(2, '0')}-${d.padStart(2, '0')}`;
  const check = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === ymd && Number(y) >= 1900 ? ymd : null;
}

/** The shop's today ('YYYY-MM-DD'), in its time zone (Dhaka unless the shop says otherwise). */
function useToday(): string {
  const zone = useAuthStore((s) => s.currentShop?.timezone);
  return localDate(new Date(), zone || undefined);
}

/**
 * A date field: the date shown as the app shows dates, in the user's language and digits (bn
 * "২৫ নভে, ২০২৬", en "Nov 25, 2026"), a calendar to pick from (tap or click the field, its
 * calendar button, or press ↓), and typing for keyboards ("25/11/2026" in either digits). The
 * value stays 'YYYY-MM-DD'. A typed date counts once it is a whole date within min/max; what is
 * left half-typed goes back to the value when the field loses the focus. A clearable field has a
 * clear button (and "clear" in the calendar); a field too narrow for its buttons (two side by side
 * on a phone) shows only the date, and the calendar gives "today" and "clear".
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    value,
    onChange,
    onBlur,
    min,
    max,
    clearable = false,
    disabled,
    placeholder,
    className,
    'data-testid': testId,
    'aria-describedby': describedBy,
    ...aria
  },
  ref,
) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const today = useToday();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const box = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const focusedAtPress = useRef(false);
  const pressedByTouch = useRef(false);
  /** The focus comes back from the calendar: the date is not selected for typing over. */
  const returning = useRef(false);
  /** The calendar was opened by a tap: the focus is not put back in the input (that would bring up the phone's keyboard). */
  const byTouch = useRef(false);
  const auto = useId().replace(/:/g, '');
  const hintId = `${auto}-hint`;
  const popupId = `${auto}-calendar`;

  const shown = draft ?? (value ? formatBusinessDate(value, lang) : '');
  const inRange = (ymd: string) => (!min || ymd >= min) && (!max || ymd <= max);
  const openCalendar = (touch = false) => {
    if (disabled) return;
    byTouch.current = touch;
    setUsed(true);
    setOpen(true);
  };
  const pick = (ymd: string) => {
    setDraft(null);
    setOpen(false);
    if (ymd !== value) onChange(ymd);
  };

  return (
    <div
      ref={box}
      data-disabled={disabled ? '' : undefined}
      className={cn(fieldBoxClass, className)}
      onPointerEnter={() => void loadCalendar()}
    >
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder ?? t('nav:dateField.placeholder')}
        value={shown}
        data-testid={testId}
        className="h-full min-w-0 flex-1 truncate rounded-md bg-transparent pl-3 pr-1 outline-none @max-[11.5rem]:pr-3 placeholder:text-muted-foreground disabled:cursor-not-allowed"
        {...aria}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (!text.trim()) {
            if (clearable && value) onChange('');
            return;
          }
          const ymd = parseTypedDate(text);
          if (ymd && inRange(ymd) && ymd !== value) onChange(ymd);
        }}
        onFocus={(e) => {
          void loadCalendar();
          if (!returning.current) e.currentTarget.select();
        }}
        onBlur={() => {
          setDraft(null);
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            openCalendar();
          }
        }}
        onPointerDown={(e) => {
          focusedAtPress.current = document.activeElement === e.currentTarget;
          pressedByTouch.current = e.pointerType === 'touch';
          // A tap opens the calendar without bringing up the phone's keyboard first.
          if (pressedByTouch.current && !focusedAtPress.current) e.preventDefault();
        }}
        onClick={() => {
          // The press that comes into the field opens the calendar; later clicks place the caret.
          if (!focusedAtPress.current) openCalendar(pressedByTouch.current);
          focusedAtPress.current = false;
          pressedByTouch.current = false;
        }}
      />
      <span id={hintId} className="sr-only">
        {t('nav:dateField.hint')}
      </span>
      {clearable && value && !disabled ? (
        <button
          type="button"
          className={cn(iconButton, 'mr-1')}
          aria-label={t('nav:dateField.clear')}
          data-testid={testId ? `${testId}-clear` : undefined}
          onClick={() => {
            pick('');
            input.current?.focus();
          }}
        >
          <X aria-hidden="true" />
        </button>
      ) : (
        <button
          type="button"
          className={cn(iconButton, 'mr-1')}
          aria-label={t('nav:dateField.openCalendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          data-testid={testId ? `${testId}-calendar` : undefined}
          onPointerDown={(e) => {
            pressedByTouch.current = e.pointerType === 'touch';
          }}
          onClick={() => {
            openCalendar(pressedByTouch.current);
            pressedByTouch.current = false;
          }}
        >
          <CalendarDays aria-hidden="true" />
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <DateCalendar
            anchor={box}
            open={open}
            onOpenChange={setOpen}
            value={value}
            min={min}
            max={max}
            today={today}
            clearable={clearable}
            contentId={popupId}
            onPick={pick}
            returnFocus={() => {
              if (byTouch.current) return;
              returning.current = true;
              input.current?.focus({ preventScroll: true });
              returning.current = false;
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
