import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';

/**
 * The ready messages ('campaigns:templates.<key>', in Bangla and English). They, and whatever the
 * person writes, may hold `{name}`, `{due}` and `{shop}`: the server fills them for each recipient
 * (the contact's name, what they owe, the shop's name) and counts each text on its own. Here the
 * live count and the bubble show the text with the shop's name in; with `{name}` or `{due}` the
 * bubble shows the first recipient's text from the quote, and the cost is the server's count.
 */
const TEMPLATES = ['offer', 'newStock', 'eid', 'closed', 'thanks', 'dueRequest'] as const;

/** The ready messages as buttons: one fills the message box (the shop's name already in). */
export function TemplateChoice({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" id="sms-templates-label">
        {t('templates.title')}
      </p>
      <div role="group" aria-labelledby="sms-templates-label" className="flex flex-wrap gap-2" data-testid="sms-templates">
        {TEMPLATES.map((key) => (
          <Button
            key={key}
            variant="outline"
            size="sm"
            onClick={() => onPick(t(`templates.${key}.text`))}
            data-testid={`sms-template-${key}`}
          >
            {t(`templates.${key}.label`)}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t('templates.hint')}</p>
    </div>
  );
}
