import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Spinner } from './spinner';

/**
 * The list of a searchable picker (an ARIA combobox's listbox): under its input, with one line
 * that says what is going on — searching, the error, or no match — above the options.
 */
export function PickerListbox({
  id,
  label,
  open,
  searching,
  error,
  empty,
  texts,
  children,
}: {
  id: string;
  label?: string;
  /** Hidden (not removed) when closed: the input's aria-controls keeps pointing at it. */
  open: boolean;
  searching: boolean;
  error: string | null;
  empty: boolean;
  texts: { searching: string; noMatch: string };
  children?: ReactNode;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={cn(
        'absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg',
        !open && 'hidden',
      )}
    >
      {searching && empty ? (
        <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-muted-foreground">
          <Spinner />
          {texts.searching}
        </li>
      ) : error !== null ? (
        <li role="presentation" className="px-3 py-2 text-destructive">
          {error}
        </li>
      ) : empty ? (
        <li role="presentation" className="px-3 py-2 text-muted-foreground">
          {texts.noMatch}
        </li>
      ) : null}
      {children}
    </ul>
  );
}

/** One option of a `PickerListbox`: chosen on mousedown (the input keeps focus), highlighted on hover and by the arrow keys. */
export function PickerOption({
  id,
  active,
  onChoose,
  onHover,
  testId,
  className,
  children,
}: {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-testid={testId}
      // mousedown, not click: the input keeps focus and does not close the list first.
      onMouseDown={(e) => {
        e.preventDefault();
        onChoose();
      }}
      onMouseEnter={onHover}
      className={cn('flex cursor-pointer items-center rounded-sm px-3 py-2', className, active && 'bg-accent text-accent-foreground')}
    >
      {children}
    </li>
  );
}
