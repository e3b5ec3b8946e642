import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';

/** The Dokani mark and name. */
export function Brand({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-foreground', className)}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" fill="#047857" />
        <path d="M14 26 L20 14 H44 L50 26 Z" fill="#ecfdf5" />
        <rect x="16" y="28" width="32" height="22" rx="3" fill="#ecfdf5" />
        <rect x="27" y="36" width="10" height="14" rx="2" fill="#047857" />
      </svg>
      <span className="text-lg leading-none">{t('appName')}</span>
    </span>
  );
}
