import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces, setLanguage } from '@/shared/lib/i18n';
import { Field } from './field';
import { DateField, parseTypedDate } from './date-field';
import { TimeField } from './time-field';

// The fields' words come with the page table (the `nav` texts), as every page using them does.
beforeAll(() => loadNamespaces(['nav']));

afterEach(async () => {
  await setLanguage('bn');
});

function DateHarness({
  initial = '',
  onValue,
  ...props
}: {
  initial?: string;
  onValue?: (v: string) => void;
  min?: string;
  max?: string;
  clearable?: boolean;
}) {
  const [v, setV] = useState(initial);
  return (
    <Field label="তারিখ">
      <DateField
        value={v}
        onChange={(next) => {
          setV(next);
          onValue?.(next);
        }}
        data-testid="when"
        {...props}
      />
    </Field>
  );
}

describe('parseTypedDate', () => {
  it.each([
    ['2026-11-25', '2026-11-25'],
    ['২০২৬-১১-২৫', '2026-11-25'],
    ['25/11/2026', '2026-11-25'],
    ['২৫/১১/২০২৬', '2026-11-25'],
    ['5.1.2026', '2026-01-05'],
    ['25-11-26', '2026-11-25'],
    ['২৫ নভেম্বর, ২০২৬', '2026-11-25'],
    ['২৫ নভে ২০২৬', '2026-11-25'],
    ['২৫ নভে, ২০২৬', '2026-11-25'],
    ['25 Nov 2026', '2026-11-25'],
    ['Nov 25, 2026', '2026-11-25'],
    ['25 sept 2026', '2026-09-25'],
    ['৩ জুল ২০২৬', '2026-07-03'],
  ])('%s → %s', (typed, ymd) => {
    expect(parseTypedDate(typed)).toBe(ymd);
  });

  it.each(['', '25/11', '2026-11', '31/02/2026', '2026-13-01', '১২৩', 'আজ', '25 xyz 2026', '25/11/202', '৩ জু ২০২৬'])(
    'refuses %j',
    (typed) => {
      expect(parseTypedDate(typed)).toBeNull();
    },
  );
});

describe('DateField', () => {
  it('is a labelled field showing the date in Bangla words and digits, a placeholder when empty', () => {
    const { unmount } = render(<DateHarness initial="2026-11-25" />);
    const input = screen.getByLabelText('তারিখ') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('when'));
    expect(input.value).toBe('২৫ নভে, ২০২৬');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-haspopup')).toBe('dialog');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const hint = document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toContain('২৫/১১/২০২৬');
    unmount();
    render(<DateHarness />);
    expect((screen.getByTestId('when') as HTMLInputElement).placeholder).toBe('তারিখ বাছুন');
  });

  it('takes a typed date in Bangla or Latin digits; half-typed text goes back on leaving', () => {
    const onValue = vi.fn();
    render(<DateHarness initial="2026-11-25" onValue={onValue} />);
    const input = screen.getByTestId('when') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '১/১২/২০২৬' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-01');
    expect(input.value).toBe('১/১২/২০২৬');
    fireEvent.blur(input);
    expect(input.value).toBe('১ ডিসে, ২০২৬');
    fireEvent.change(input, { target: { value: '2026-01-05' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-01-05');
    fireEvent.change(input, { target: { value: '7/1/20' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenCalledTimes(3);
    expect(onValue).toHaveBeenLastCalledWith('2020-01-07');
    fireEvent.change(input, { target: { value: '৩১/০২' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenCalledTimes(3);
    expect(input.value).toBe('৭ জানু, ২০২০');
  });

  it('keeps a typed date outside min/max out; a required field is not emptied by deleting its text', () => {
    const onValue = vi.fn();
    render(<DateHarness initial="2026-11-20" min="2026-11-01" max="2026-11-25" onValue={onValue} />);
    const input = screen.getByTestId('when') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '26/11/2026' } });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onValue).not.toHaveBeenCalled();
    expect(input.value).toBe('২০ নভে, ২০২৬');
    expect(screen.queryByTestId('when-clear')).toBeNull();
    expect(screen.getByTestId('when-calendar').getAttribute('aria-label')).toBe('ক্যালেন্ডার খুলুন');
  });

  it('a clearable field has a clear button while it has a date, and empties when its text is deleted', () => {
    const onValue = vi.fn();
    render(<DateHarness initial="2026-11-25" clearable onValue={onValue} />);
    const clear = screen.getByRole('button', { name: 'তারিখ মুছুন' });
    fireEvent.click(clear);
    expect(onValue).toHaveBeenLastCalledWith('');
    const input = screen.getByTestId('when') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByTestId('when-clear')).toBeNull();
    fireEvent.change(input, { target: { value: '25/11/2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-11-25');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('opens a Bangla calendar on ↓ with the chosen day focused; the keyboard moves and picks; focus comes back', async () => {
    const onValue = vi.fn();
    render(<DateHarness initial="2026-11-25" onValue={onValue} />);
    const input = screen.getByTestId('when') as HTMLInputElement;
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const dialog = await screen.findByRole('dialog', { name: 'ক্যালেন্ডার' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(dialog.id);
    // The month and year menus in Bangla; the days in Bangla digits.
    const month = within(dialog).getByRole('combobox', { name: 'মাস' }) as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('নভেম্বর');
    const year = within(dialog).getByRole('combobox', { name: 'বছর' }) as HTMLSelectElement;
    expect(year.selectedOptions[0]?.textContent).toBe('২০২৬');
    const chosen = await waitFor(() => {
      const el = document.activeElement as HTMLElement;
      expect(el.textContent).toBe('২৫');
      return el;
    });
    expect(chosen.getAttribute('aria-label')).toContain('২৫ নভেম্বর, ২০২৬');
    expect(chosen.getAttribute('aria-label')).toContain('বাছাই করা');
    fireEvent.keyDown(chosen, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('২৬'));
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onValue).toHaveBeenLastCalledWith('2026-11-26');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input.value).toBe('২৬ নভে, ২০২৬');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('a click on the field opens the calendar; days past max cannot be picked; "today" picks today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    try {
      const onValue = vi.fn();
      render(<DateHarness max="2026-11-25" onValue={onValue} />);
      fireEvent.click(screen.getByTestId('when'));
      const dialog = await screen.findByRole('dialog');
      const day = (n: string) =>
        within(dialog)
          .getAllByRole('button')
          .find((b) => b.textContent === n && !b.closest('[data-outside]'));
      expect((day('২৬') as HTMLButtonElement).disabled).toBe(true);
      expect((day('২৪') as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(within(dialog).getByRole('button', { name: 'আজ' }));
      expect(onValue).toHaveBeenLastCalledWith('2026-11-25');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tap opens the calendar and, once a day is picked, does not put the focus back in the input (no phone keyboard)', async () => {
    const onValue = vi.fn();
    render(<DateHarness initial="2026-11-25" onValue={onValue} />);
    const input = screen.getByTestId('when');
    fireEvent.pointerDown(input, { pointerType: 'touch' });
    fireEvent.click(input);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /২৭ নভেম্বর, ২০২৬/ }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-27');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).not.toBe(input);
  });

  it('speaks English in en: "Nov 25, 2026" and an English calendar', async () => {
    await act(() => setLanguage('en'));
    render(<DateHarness initial="2026-11-25" />);
    const input = screen.getByTestId('when') as HTMLInputElement;
    expect(input.value).toBe('Nov 25, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar' });
    expect((within(dialog).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('November');
    expect(within(dialog).getByRole('button', { name: /^(Today, )?Wednesday, November 25, 2026, selected$/ })).toBeTruthy();
  });
});

function TimeHarness({ initial = '', clearable, onValue }: { initial?: string; clearable?: boolean; onValue?: (v: string) => void }) {
  const [v, setV] = useState(initial);
  return (
    <Field label="সময়">
      <TimeField
        value={v}
        clearable={clearable}
        onChange={(next) => {
          setV(next);
          onValue?.(next);
        }}
        data-testid="at"
      />
    </Field>
  );
}

/** Opens a Select menu from the keyboard and gives its options. */
async function openMenu(trigger: HTMLElement): Promise<HTMLElement[]> {
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const list = await screen.findByRole('listbox');
  return within(list).getAllByRole('option');
}

async function choose(trigger: HTMLElement, label: string) {
  const option = (await openMenu(trigger)).find((o) => o.textContent === label);
  if (!option) throw new Error(`no option ${label}`);
  fireEvent.keyDown(option, { key: 'Enter' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('TimeField', () => {
  it('names the hours as a shopkeeper says them, minutes in Bangla digits', async () => {
    render(<TimeHarness initial="16:30" />);
    const hour = screen.getByLabelText('সময়');
    expect(hour).toBe(screen.getByTestId('at'));
    expect(hour.getAttribute('role')).toBe('combobox');
    expect(hour.textContent).toBe('বিকাল ৪');
    const minute = screen.getByRole('combobox', { name: 'মিনিট' });
    expect(minute.textContent).toBe('৩০');
    const hours = (await openMenu(hour)).map((o) => o.textContent);
    // A field that must have a time offers no "clear" once it has one.
    expect(hours).toHaveLength(24);
    expect(hours.slice(8, 10)).toEqual(['সকাল ৮', 'সকাল ৯']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(await openMenu(minute)).toHaveLength(60);
  });

  it('starts empty with the minute waiting for the hour; the hour alone gives HH:00; empty again when cleared', async () => {
    const onValue = vi.fn();
    render(<TimeHarness clearable onValue={onValue} />);
    const hour = screen.getByTestId('at');
    const minute = screen.getByTestId('at-minute') as HTMLButtonElement;
    expect(hour.textContent).toBe('ঘণ্টা');
    expect(minute.disabled).toBe(true);
    await choose(hour, 'সকাল ৯');
    expect(onValue).toHaveBeenLastCalledWith('09:00');
    expect(minute.disabled).toBe(false);
    await choose(minute, '০৫');
    expect(onValue).toHaveBeenLastCalledWith('09:05');
    await choose(hour, 'রাত্রি ৯');
    expect(onValue).toHaveBeenLastCalledWith('21:05');
    await choose(hour, 'সময় মুছুন');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(hour.textContent).toBe('ঘণ্টা');
  });

  it('shows English hours in en', async () => {
    await act(() => setLanguage('en'));
    render(<TimeHarness initial="16:05" />);
    expect(screen.getByTestId('at').textContent).toBe('4 PM');
    expect(screen.getByTestId('at-minute').textContent).toBe('05');
  });
});
