import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, useThemeStore, type Theme } from '@/shared/stores/theme';
import { cn } from '@/shared/lib/cn';
import { Button } from './button';
import { useResolvedTheme } from './theme-provider';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The theme menu: system, light or dark. A small menu button written here (not Radix) because it
 * sits on the sign-in page, whose JavaScript must stay small. Keyboard: arrows, Home/End,
 * Enter/Space to pick, Escape or Tab to close; a click outside closes it.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const resolved = useResolvedTheme();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const Icon = resolved === 'dark' ? Moon : Sun;

  useEffect(() => {
    if (!open) return undefined;
    items.current[Math.max(0, THEMES.indexOf(theme))]?.focus();
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
    // Focus moves to the checked item when the menu opens, not on every theme change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }

  function pick(th: Theme) {
    setTheme(th);
    close(true);
  }

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  }

  return (
    <div ref={root} className="relative inline-flex">
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        data-testid="theme-toggle"
        aria-label={t('theme.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon aria-hidden="true" className="!size-5" />
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('theme.label')}
          onKeyDown={onMenuKey}
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
                onClick={() => pick(th)}
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
      ) : null}
    </div>
  );
}
