import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { SMS_PLACEHOLDERS, type SmsPlaceholder } from '@dokani/core/sms';
import { Button } from '@/shared/ui/button';

/** Buttons that put a placeholder where the cursor is. */
export function PlaceholderChoice({ onInsert }: { onInsert: (token: SmsPlaceholder) => void }) {
  const { t } = useTranslation('campaigns');
  const label: Record<SmsPlaceholder, string> = {
    '{name}': t('placeholders.name'),
    '{due}': t('placeholders.due'),
    '{shop}': t('placeholders.shop'),
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-labelledby="sms-placeholders-label"
        className="flex flex-wrap items-center gap-2"
        data-testid="sms-placeholders"
      >
        <span className="text-sm font-medium" id="sms-placeholders-label">
          {t('placeholders.title')}
        </span>
        {SMS_PLACEHOLDERS.map((token) => (
          <Button
            key={token}
            variant="secondary"
            size="sm"
            onClick={() => onInsert(token)}
            data-testid={`sms-insert-${token.slice(1, -1)}`}
          >
            <Plus aria-hidden="true" />
            {label[token]}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t('placeholders.hint')}</p>
    </div>
  );
}
