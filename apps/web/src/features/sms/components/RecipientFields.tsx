import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Search, X } from 'lucide-react';
import { MAX_SMS_RECIPIENTS, SMS_RECIPIENT_GROUPS, type SmsRecipientGroup } from '@dokani/contracts/constants';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { useDebounced } from '@/shared/lib/use-debounced';
import { Button } from '@/shared/ui/button';
import { ErrorText, Field } from '@/shared/ui/field';
import { Input, inputClass } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { useContactSearch } from '@/features/contacts';
import { RECIPIENT_SEARCH_LIMIT } from '../api';
import type { TypedNumbers } from '../numbers';

/** Every type of contact (the search asks for all when none is named). */
const EVERY_TYPE: readonly never[] = [];

/** A contact chosen by hand: its id goes to the server; the name and number are for the screen. */
export interface PickedContact {
  id: string;
  name: string;
  mobile: string;
}

/** Who a message goes to, as the form holds it: groups, hand-picked contacts, typed numbers (the text as typed). */
export interface RecipientsValue {
  groups: SmsRecipientGroup[];
  picked: PickedContact[];
  numbersText: string;
}

export const NO_RECIPIENTS: RecipientsValue = { groups: [], picked: [], numbersText: '' };

const boxClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input bg-card px-3 py-2 transition-colors hover:bg-accent ' +
  'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** The shop's contacts to pick from: a search, a box for each, "select all shown", and the chosen ones. */
function ContactChoice({ picked, onChange }: { picked: PickedContact[]; onChange: (picked: PickedContact[]) => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const panelId = useId();
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const search = useContactSearch(EVERY_TYPE, useDebounced(q, 300), open, RECIPIENT_SEARCH_LIMIT);
  const chosen = new Set(picked.map((p) => p.id));
  const shown = search.data ?? [];
  const selectable = shown.filter((c) => c.mobile !== null && !chosen.has(c.id));

  const toggle = (c: { id: string; name: string; mobile: string | null }) => {
    if (chosen.has(c.id)) onChange(picked.filter((p) => p.id !== c.id));
    else if (c.mobile) onChange([...picked, { id: c.id, name: c.name, mobile: c.mobile }]);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="justify-between"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="sms-contacts-toggle"
      >
        <span className="truncate">
          {t('recipients.contacts')}
          {picked.length > 0 ? ` · ${t('recipients.chosen', { count: picked.length, n: fmt.number(picked.length) })}` : ''}
        </span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open ? (
        <div id={panelId} className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="sms-contacts">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={searchId}>{t('recipients.search')}</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder={t('recipients.searchPlaceholder')}
                autoComplete="off"
                data-testid="sms-contacts-search"
              />
            </div>
          </div>
          {search.isPending ? (
            <ListSkeleton rows={3} className="h-10" />
          ) : search.isError ? (
            <LoadError error={search.error} onRetry={() => void search.refetch()} />
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="sms-contacts-empty">
              {t('recipients.noneFound')}
            </p>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                disabled={selectable.length === 0}
                onClick={() => onChange([...picked, ...selectable.map((c) => ({ id: c.id, name: c.name, mobile: c.mobile ?? '' }))])}
                data-testid="sms-contacts-all"
              >
                {t('recipients.selectShown', { n: fmt.number(selectable.length) })}
              </Button>
              <ul
                className={cn('flex max-h-72 flex-col gap-1.5 overflow-y-auto', search.isPlaceholderData && 'opacity-70')}
                aria-busy={search.isFetching}
              >
                {shown.map((c) => (
                  <li key={c.id}>
                    <label className={boxClass} data-testid="sms-contact">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        checked={chosen.has(c.id)}
                        disabled={c.mobile === null}
                        onChange={() => toggle(c)}
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate font-medium">{c.name}</span>
                        <span className="text-sm text-muted-foreground">
                          {t(`contactType.${c.type}`)} · {c.mobile ? fmt.mobile(c.mobile) : t('recipients.noMobile')}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
      {picked.length > 0 ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium" data-testid="sms-picked-count">
              {t('recipients.chosen', { count: picked.length, n: fmt.number(picked.length) })}
            </p>
            <Button variant="link" size="inline" onClick={() => onChange([])} data-testid="sms-picked-clear">
              {t('recipients.clearChosen')}
            </Button>
          </div>
          <ul className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto" data-testid="sms-picked">
            {picked.map((p) => (
              <li
                key={p.id}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-0.5 pl-3 pr-1 text-sm"
              >
                <span className="truncate">{p.name}</span>
                <button
                  type="button"
                  className="rounded-full p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t('recipients.remove', { name: p.name })}
                  onClick={() => onChange(picked.filter((x) => x.id !== p.id))}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Who gets the message: any of the groups of the shop's contacts, contacts picked by hand, and
 * numbers typed or pasted. The server merges them (each number once) and answers how many.
 */
export function RecipientFields({
  value,
  onChange,
  typed,
  error,
}: {
  value: RecipientsValue;
  onChange: (value: RecipientsValue) => void;
  typed: TypedNumbers;
  error: string | null;
}) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const ids = useId();
  const errorId = `${ids}-error`;
  const groupsId = `${ids}-groups`;
  const set = (patch: Partial<RecipientsValue>) => onChange({ ...value, ...patch });
  const toggleGroup = (g: SmsRecipientGroup) =>
    set({
      groups: value.groups.includes(g)
        ? value.groups.filter((x) => x !== g)
        : SMS_RECIPIENT_GROUPS.filter((x) => x === g || value.groups.includes(x)),
    });

  return (
    <fieldset className="flex min-w-0 flex-col gap-4" data-testid="sms-recipients" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-lg font-semibold">{t('recipients.title')}</legend>
      <p className="text-sm text-muted-foreground" data-testid="sms-recipients-limit">
        {t('recipients.limit', { max: fmt.number(MAX_SMS_RECIPIENTS) })}
      </p>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium" id={groupsId}>
          {t('recipients.groups')}
        </p>
        <div role="group" aria-labelledby={groupsId} className="grid gap-2 sm:grid-cols-2">
          {SMS_RECIPIENT_GROUPS.map((g) => (
            <label key={g} className={boxClass}>
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={value.groups.includes(g)}
                onChange={() => toggleGroup(g)}
                data-testid={`sms-group-${g}`}
              />
              <span>{t(`groups.${g}`)}</span>
            </label>
          ))}
        </div>
      </div>
      <ContactChoice picked={value.picked} onChange={(picked) => set({ picked })} />
      <Field
        label={t('recipients.numbers')}
        hint={
          <span className="flex flex-col gap-1">
            <span>{t('recipients.numbersHint')}</span>
            {typed.numbers.length > 0 ? (
              <span className="font-medium text-foreground" data-testid="sms-numbers-count">
                {t('recipients.numbersCount', { count: typed.numbers.length, n: fmt.number(typed.numbers.length) })}
              </span>
            ) : null}
          </span>
        }
        error={
          typed.tooLong.length > 0 ? t('recipients.notNumbers', { list: typed.tooLong.map((s) => `${s.slice(0, 20)}…`).join(', ') }) : null
        }
      >
        <textarea
          rows={3}
          className={cn(inputClass.replace('h-11 ', ''), 'min-h-20 resize-y')}
          value={value.numbersText}
          onChange={(e) => set({ numbersText: e.target.value })}
          placeholder={t('recipients.numbersPlaceholder')}
          data-testid="sms-numbers"
        />
      </Field>
      <ErrorText id={errorId} error={error} testId="sms-recipients-error" />
    </fieldset>
  );
}
