import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { REPORT_LINKS, REPORTS_ICON, SIDEBAR_ITEMS } from '@/shared/lib/nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-[0.95rem] transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-secondary font-semibold text-secondary-foreground' : 'text-foreground hover:bg-accent',
  );

function Item({
  navKey,
  to,
  icon: Icon,
  onNavigate,
  end,
}: {
  navKey: string;
  to: string;
  icon: LucideIcon;
  onNavigate?: () => void;
  end?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink to={to} end={end} onClick={onNavigate} data-testid={`nav-${navKey}`} className={linkClass}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0 truncate">{t(`nav:${navKey}`)}</span>
      </NavLink>
    </li>
  );
}

const isReportPath = (path: string) => REPORT_LINKS.some((l) => path === l.to || path.startsWith(`${l.to}/`));

/** The reports, folded under their own heading (open while a report is on screen). */
function ReportGroup({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isReportPath(pathname));
  const listId = useId();
  const Icon = REPORTS_ICON;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="nav-reports"
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-[0.95rem] text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{t('shop:sidebar.reports')}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        data-testid="nav-report-links"
        className="mt-0.5 flex flex-col gap-0.5 border-l border-border pl-2 ml-5"
      >
        {REPORT_LINKS.map((l) => (
          <Item key={l.key} navKey={l.key} to={l.to} icon={l.icon} onNavigate={onNavigate} end={l.to === '/profit-loss'} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The spec's sidebar tabs, in order — only those the user's role may use (each tab names its
 * feature in nav.ts; the owner has all). The reports fold under the business overview.
 */
export function SidebarNav({ onNavigate, testId }: { onNavigate?: () => void; testId?: string }) {
  const { t } = useTranslation();
  // Only the tabs the user's role may use (the owner: all); the server refuses the rest anyway.
  const features = useShopFeatures();
  return (
    <nav aria-label={t('nav:layout.sidebar')} data-testid={testId} className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="flex flex-col gap-0.5">
        {SIDEBAR_ITEMS.flatMap(({ key, to, icon, feature }) => {
          if (!allows(features, feature)) return [];
          const item = <Item key={key} navKey={key} to={to} icon={icon} onNavigate={onNavigate} end={key === 'businessOverview'} />;
          return key === 'businessOverview' ? [item, <ReportGroup key="reports" onNavigate={onNavigate} />] : [item];
        })}
      </ul>
    </nav>
  );
}
