import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { inputClass } from '@/shared/ui/input';
import { cn } from '@/shared/lib/cn';

const DEBOUNCE_MS = 300;

/**
 * The search box: name (Bangla or English, from the start of a word) or barcode. Typing searches
 * after a short pause; Enter searches at once and tells the page (a USB scanner types the code
 * and presses Enter).
 */
export function ProductSearch({
  value,
  onSearch,
  onEnter,
}: {
  value: string;
  onSearch: (q: string) => void;
  onEnter: (q: string) => void;
}) {
  const { t } = useTranslation('products');
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  /** The last search this box asked for: its own echo from the address is not news. */
  const sent = useRef(value);
  const search = (q: string) => {
    sent.current = q;
    onSearch(q);
  };
  const latest = useRef(search);
  latest.current = search;

  // The address changed under us (back/forward, "clear"): show what it says. The echo of a search
  // this box sent is left alone, so an older search landing late never overwrites what is being
  // typed (a scanner's digits typed right after clearing the box).
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latest.current(next.trim()), DEBOUNCE_MS);
  }

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        search(text.trim());
        onEnter(text.trim());
      }}
    >
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
      <input
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        data-testid="product-search"
        value={text}
        onChange={(e) => change(e.target.value)}
        className={cn(inputClass, 'pl-10 pr-11 [&::-webkit-search-cancel-button]:hidden')}
      />
      {text ? (
        <button
          type="button"
          aria-label={t('list.clearSearch')}
          onClick={() => {
            window.clearTimeout(timer.current);
            setText('');
            search('');
          }}
          className="absolute right-1.5 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </form>
  );
}
