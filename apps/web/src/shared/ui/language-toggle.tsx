import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { setLanguage } from '@/shared/lib/i18n';
import { Button } from './button';

/**
 * Switches between বাংলা and English at once. The button shows the language it switches TO,
 * written in that language, so either reader can find it; its accessible name adds "change
 * language" in the current language.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'bn' : 'en';
  return (
    <Button
      variant="outline"
      size="compact"
      className={className}
      data-testid="language-toggle"
      aria-label={t('language.switchTo', { name: t(`language.${next}`) })}
      onClick={() => void setLanguage(next)}
    >
      <Languages aria-hidden="true" className="max-sm:hidden" />
      <span lang={next}>{t(`language.${next}`)}</span>
    </Button>
  );
}
