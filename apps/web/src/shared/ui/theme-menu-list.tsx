import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, type Theme } from '@/shared/stores/theme';
import { cn } from '@/shared/lib/cn';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The open theme menu (theme-menu.tsx draws its button): fetched the first time it opens or the
 * button is pointed at, so the sign-in page does not download it. Focus goes to the checked item;
 * arrows, Home/End move, Enter/Space pick, Escape or Tab close; a click outside `root` closes it.
 */
export default function ThemeMenuList({
  id,
  theme,
  root,
  onPick,
  onClose,
}: {
  id: string;
  theme: Theme;
  root: RefObject<HTMLDivElement | null>;
  onPick: (theme: Theme) => void;
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    items.current[Math.max(0, THEMES.indexOf(theme))]?.focus();
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
    // Focus moves to the checked item when the menu opens, not on every theme change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') onClose(true);
    else if (e.key === 'Tab') onClose(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  }

  return (
    <div
      id={id}
      role="menu"
      aria-label={t('theme.label')}
      onKeyDown={onKey}
      className="absolute right-0 top-full z-50 mt-1.5 w-max min-w-[11rem] rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {THEMES.map((th, i) => {
        const ItemIcon = ICONS[th];
        const checked = th === theme;
        return (
          <button
            key={th}
            ref={(el) => {
              items.current[i] = el;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            data-testid={`theme-${th}`}
            onClick={() => onPick(th)}
            className={cn(
              'flex w-full items-center gap-2 rounded-sm px-2 py-2 text-left text-[0.95rem] outline-none',
              'hover:bg-accent focus:bg-accent focus:text-accent-foreground',
            )}
          >
            <ItemIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="flex-1">{t(`theme.${th}`)}</span>
            {checked ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <span className="size-4" />}
          </button>
        );
      })}
    </div>
  );
}
