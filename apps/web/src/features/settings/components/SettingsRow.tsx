import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, ExternalLink, type LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

const rowClass = 'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left';
const linkClass = cn(
  rowClass,
  'transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
);

function Body({ icon: Icon, label, detail }: { icon: LucideIcon; label: string; detail?: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        {detail ? <span className="block truncate text-sm text-muted-foreground">{detail}</span> : null}
      </span>
    </>
  );
}

/** A settings row that opens a page; `dot` marks something new there (named by `dotLabel` for screen readers). */
export function LinkRow({
  icon,
  label,
  detail,
  to,
  dotLabel,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  detail?: ReactNode;
  to: string;
  dotLabel?: string | null;
  testId?: string;
}) {
  return (
    <li>
      <Link to={to} data-testid={testId} className={linkClass}>
        <Body icon={icon} label={label} detail={detail} />
        {dotLabel ? (
          <span
            className="size-2.5 shrink-0 rounded-full bg-destructive"
            role="status"
            aria-label={dotLabel}
            data-testid={testId && `${testId}-dot`}
          />
        ) : null}
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

/** A settings row that opens a page outside the app in a new tab. */
export function AnchorRow({ icon, label, href, testId }: { icon: LucideIcon; label: string; href: string; testId?: string }) {
  const { t } = useTranslation('settings');
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} className={linkClass}>
        <Body icon={icon} label={label} />
        <span className="sr-only">({t('opensNewTab')})</span>
        <ExternalLink aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </a>
    </li>
  );
}

/** A row holding its own control (language, theme) or action. */
export function ControlRow({
  icon,
  label,
  children,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <li className={cn(rowClass, 'flex-wrap')}>
      <Body icon={icon} label={label} detail={detail} />
      <div className="flex w-full justify-end sm:w-auto">{children}</div>
    </li>
  );
}

/** A titled group of rows. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-1 text-sm font-semibold text-muted-foreground">{title}</h2>
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">{children}</ul>
    </section>
  );
}

/** Buttons of which exactly one is on (language, theme). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (v: T) => void;
  testId?: string;
}) {
  return (
    // one line at every width: equal columns on a phone (360 px), side by side from sm up
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className="grid w-full auto-cols-fr grid-flow-col gap-1 rounded-md bg-muted p-1 sm:inline-flex sm:w-auto"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          lang={o.lang}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'whitespace-nowrap rounded-sm px-2 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-3',
            o.value === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
