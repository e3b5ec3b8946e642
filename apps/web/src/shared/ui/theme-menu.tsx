import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { useThemeStore, type Theme } from '@/shared/stores/theme';
import { Button } from './button';

const loadList = () => import('./theme-menu-list');
const ThemeMenuList = lazy(loadList);

/**
 * The theme menu: system, light or dark. A small menu button written here (not Radix) because it
 * sits on the sign-in page, whose JavaScript must stay small; the open menu (theme-menu-list.tsx,
 * with its keyboard handling) is fetched when the button is first pointed at, focused or pressed.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }

  function pick(th: Theme) {
    setTheme(th);
    close(true);
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* The icon follows <html class="dark"> in CSS, so the sign-in page drawn at build time
            (app/prerender.tsx) shows the right one before the app runs. */}
        <Sun aria-hidden="true" className="!size-5 dark:!hidden" />
        <Moon aria-hidden="true" className="!hidden !size-5 dark:!block" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ThemeMenuList id={menuId} theme={theme} root={root} onPick={pick} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
