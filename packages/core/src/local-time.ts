/** Local wall-clock time in a timezone ⇄ instants (an entry's time on the shop's business day; `localDate` is in format.ts). */
import { dateTimeFormat } from './format.ts';

function wallClockMs(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US-u-nu-latn', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The time of day of an instant in a timezone, 'HH:MM:SS'. */
export function localTime(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(11, 19);
}

/** The instant when the wall clock in `timeZone` shows `date` `time` ('YYYY-MM-DD', 'HH:MM[:SS]'). */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  let guess = wanted;
  // Two corrections settle the offset (also across an offset change).
  for (let i = 0; i < 2; i += 1) guess += wanted - wallClockMs(new Date(guess), timeZone);
  return new Date(guess);
}
