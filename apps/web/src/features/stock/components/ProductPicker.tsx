import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { PickerListbox, PickerOption } from '@/shared/ui/picker-list';
import { useProductSearch } from '../api';
import { useFormat } from '@/shared/lib/format';
import { useDebounced } from '@/shared/lib/use-debounced';

export interface ProductPickerProps {
  value: Product | null;
  onChange: (product: Product | null) => void;
  placeholder?: string;
  /** The history filter also finds products that are turned off. */
  includeInactive?: boolean;
  'data-testid'?: string;
  /** From Field: the label's target, and the hint/error ids. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable product picker (ARIA combobox with a listbox): type a name or a barcode, choose
 * with a tap or the arrow keys and Enter. The list opens on a tap, typing or ArrowDown (not on
 * focus alone, so moving focus to a field with an error does not cover its message). The chosen product shows as a chip with a clear button.
 */
export const ProductPicker = forwardRef<HTMLInputElement, ProductPickerProps>(function ProductPicker(
  { value, onChange, placeholder, includeInactive = false, 'data-testid': testId, id, ...aria },
  ref,
) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text, 250);
  const search = useProductSearch(q, { enabled: open, includeInactive });
  const options = search.data ?? [];
  const optionId = (i: number) => `${listId}-o${i}`;

  function choose(p: Product) {
    onChange(p);
    setText('');
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open) {
      const p = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (p) {
        e.preventDefault();
        choose(p);
      }
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  if (value) {
    return (
      <div
        data-testid={testId ? `${testId}-chosen` : undefined}
        className="flex min-h-11 items-center gap-2 rounded-md border border-input bg-card py-1 pl-3 pr-1"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{value.name}</span>
        </span>
        <Button
          id={id}
          variant="ghost"
          size="sm"
          aria-describedby={aria['aria-describedby']}
          data-testid={testId ? `${testId}-clear` : undefined}
          onClick={() => {
            onChange(null);
            setOpen(true);
          }}
        >
          <X aria-hidden="true" />
          {t('picker.change')}
        </Button>
      </div>
    );
  }

  const showList = open && (search.isFetching || search.data !== undefined);
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={ref}
        id={id}
        {...aria}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        className="pl-9"
        value={text}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <PickerListbox
        id={listId}
        open={showList}
        searching={search.isFetching}
        error={search.isError ? search.error.message : null}
        empty={options.length === 0}
        texts={{ searching: t('picker.searching'), noMatch: t('picker.noMatch') }}
      >
        {options.map((p, i) => (
          <PickerOption
            key={p.id}
            id={optionId(i)}
            active={i === active}
            onChoose={() => choose(p)}
            onHover={() => setActive(i)}
            testId="product-option"
            className="justify-between gap-3"
          >
            <span className="min-w-0 truncate font-medium">{p.name}</span>
            <span className="shrink-0 text-sm text-muted-foreground">
              {p.status === 'inactive' ? t('picker.inactive') : t('picker.inStock', { qty: fmt.qtyUnit(p.currentStock, p.unit) })}
            </span>
          </PickerOption>
        ))}
      </PickerListbox>
    </div>
  );
});
