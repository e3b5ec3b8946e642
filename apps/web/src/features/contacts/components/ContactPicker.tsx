import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Search, UserPlus, X } from 'lucide-react';
import type { Contact, ContactType } from '@dokani/contracts';
import { normalizeBdMobile } from '@dokani/core/phone';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { Input } from '@/shared/ui/input';
import { PickerListbox, PickerOption } from '@/shared/ui/picker-list';
import { useShopId } from '@/shared/lib/shop';
import { BalanceText } from './BalanceText';
import { useDebounced } from '@/shared/lib/use-debounced';
import { contactKeys, useContact, useContactSearch } from '../api';

/** What was typed, as the start of a new contact: a Bangladeshi mobile becomes the number, anything else the name. */
export interface NewContactDraft {
  name: string;
  mobile: string;
}

export function draftFromTyped(text: string): NewContactDraft {
  const typed = text.trim();
  return normalizeBdMobile(typed) ? { name: '', mobile: typed } : { name: typed, mobile: '' };
}

export interface ContactPickerProps {
  /** The chosen contact's id ('' for none). A preset id (e.g. from the address) is fetched to show its name. */
  value: string;
  onChange: (contact: Contact | null) => void;
  /** Which contacts to offer; all types when absent or empty. */
  types?: readonly ContactType[];
  placeholder?: string;
  /** When given, the list ends with "add as a new contact" for what was typed (no match needed). */
  onCreateNew?: (draft: NewContactDraft) => void;
  'data-testid'?: string;
  /** From Field: the label's target, and the hint/error ids. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const ALL: readonly ContactType[] = [];

/**
 * A searchable contact picker (ARIA combobox with a listbox, the label from its Field): type a name
 * or a number (Bangla digits too), choose with a tap, or with the arrow keys and Enter; Escape
 * closes the list, and on a closed list clears the choice. The list opens on a tap, typing or
 * ArrowDown, not on focus alone. The chosen contact's name stays in the box with its number under it.
 */
export const ContactPicker = forwardRef<HTMLInputElement, ContactPickerProps>(function ContactPicker(
  { value, onChange, types = ALL, placeholder, onCreateNew, 'data-testid': testId, id, ...aria },
  ref,
) {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  const qc = useQueryClient();
  const shopId = useShopId();
  const listId = useId();
  const noteId = useId();
  /** What the user is typing; null shows the chosen contact's name. */
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text ?? '', 250);
  const search = useContactSearch(types, q, open);
  const chosen = useContact(value);
  const contact = value && chosen.data?.id === value ? chosen.data : null;
  const options = search.data ?? [];
  const typed = (text ?? '').trim();
  const createRow = onCreateNew && typed !== '' ? options.length : -1;
  const rowCount = options.length + (createRow >= 0 ? 1 : 0);
  const optionId = (i: number) => `${listId}-o${i}`;
  const showTypes = types.length !== 1;

  function choose(c: Contact) {
    // The picked contact is shown without asking the server again.
    qc.setQueryData(contactKeys.contact(shopId, c.id), c);
    onChange(c);
    setText(null);
    setOpen(false);
    setActive(-1);
  }

  function createNew() {
    onCreateNew?.(draftFromTyped(typed));
    setText(null);
    setOpen(false);
    setActive(-1);
  }

  function pick(i: number) {
    const c = options[i];
    if (c) choose(c);
    else if (i === createRow) createNew();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, rowCount - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open) {
      const i = active >= 0 ? active : options.length === 1 ? 0 : -1;
      if (i >= 0 && i < rowCount) {
        e.preventDefault();
        pick(i);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value || text) {
        e.preventDefault();
        clear();
      }
    }
  }

  function clear() {
    if (value) onChange(null);
    setText('');
    setActive(-1);
  }

  const shown = text ?? contact?.name ?? '';
  const showList = open && (search.isFetching || search.data !== undefined || createRow >= 0);
  const describedBy = [aria['aria-describedby'], contact ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={ref}
          id={id}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={describedBy}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          className={cn('pl-9', (value || text) && 'pr-11')}
          value={shown}
          placeholder={value && chosen.isPending ? t('picker.loading') : placeholder}
          data-testid={testId}
          onChange={(e) => {
            setText(e.target.value);
            if (value) onChange(null);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onFocus={(e) => {
            // A chosen name is replaced by typing over it.
            if (contact && text === null) e.currentTarget.select();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {value || text ? (
          <button
            type="button"
            aria-label={t('picker.clear')}
            data-testid={testId ? `${testId}-clear` : undefined}
            onClick={clear}
            className="absolute right-0 top-0 flex size-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <PickerListbox
          id={listId}
          label={t('picker.results')}
          open={showList}
          searching={search.isFetching}
          error={search.isError ? search.error.message : null}
          empty={options.length === 0}
          texts={{ searching: t('picker.searching'), noMatch: t('picker.noMatch') }}
        >
          {options.map((c, i) => (
            <PickerOption
              key={c.id}
              id={optionId(i)}
              active={i === active}
              onChoose={() => choose(c)}
              onHover={() => setActive(i)}
              testId="contact-option"
              className="justify-between gap-3"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{c.name}</span>
                <span className="truncate text-sm text-muted-foreground">
                  {[c.mobile ? fmt.mobile(c.mobile) : null, showTypes ? t(`contacts.type.${c.type}`) : null].filter(Boolean).join(' · ')}
                </span>
              </span>
              <BalanceText balance={c.balance} className="shrink-0 text-sm" testId="contact-option-balance" />
            </PickerOption>
          ))}
          {createRow >= 0 ? (
            <PickerOption
              id={optionId(createRow)}
              active={createRow === active}
              onChoose={createNew}
              onHover={() => setActive(createRow)}
              testId="contact-option-new"
              className="gap-2 border-t border-border font-medium text-primary"
            >
              <UserPlus aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 truncate">{t('picker.addNew', { text: typed })}</span>
            </PickerOption>
          ) : null}
        </PickerListbox>
      </div>
      {contact ? (
        <p
          id={noteId}
          data-testid={testId ? `${testId}-chosen` : undefined}
          className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground"
        >
          {contact.mobile ? <span>{fmt.mobile(contact.mobile)}</span> : null}
          {showTypes ? <span>{t(`contacts.type.${contact.type}`)}</span> : null}
          <BalanceText balance={contact.balance} testId="contact-chosen-balance" />
        </p>
      ) : null}
    </div>
  );
});
