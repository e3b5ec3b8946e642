import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useProductSearch } from '../api';
import { useStockFormat } from '../format';
import { useDebounced } from '../use-debounced';

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
  const fmt = useStockFormat();
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
      <ul
        id={listId}
        role="listbox"
        className={cn(
          'absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg',
          !showList && 'hidden',
        )}
      >
        {search.isFetching && options.length === 0 ? (
          <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-muted-foreground">
            <Spinner />
            {t('picker.searching')}
          </li>
        ) : search.isError ? (
          <li role="presentation" className="px-3 py-2 text-destructive">
            {search.error.message}
          </li>
        ) : options.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-muted-foreground">
            {t('picker.noMatch')}
          </li>
        ) : (
          options.map((p, i) => (
            <li
              key={p.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              data-testid="product-option"
              // mousedown, not click: the input keeps focus and does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(p);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2',
                i === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="min-w-0 truncate font-medium">{p.name}</span>
              <span className="shrink-0 text-sm text-muted-foreground">
                {p.status === 'inactive' ? t('picker.inactive') : t('picker.inStock', { qty: fmt.qtyUnit(p.currentStock, p.unit) })}
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
});
