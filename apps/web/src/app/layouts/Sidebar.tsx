import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { SIDEBAR_ITEMS } from '../nav';

/** The spec's sidebar tabs, in order. */
export function SidebarNav({ onNavigate, testId }: { onNavigate?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.sidebar')} data-testid={testId} className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="flex flex-col gap-0.5">
        {SIDEBAR_ITEMS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              onClick={onNavigate}
              data-testid={`nav-${key}`}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-[0.95rem] transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'bg-secondary font-semibold text-secondary-foreground' : 'text-foreground hover:bg-accent',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0 truncate">{t(`nav:${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
