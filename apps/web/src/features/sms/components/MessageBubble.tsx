import { useTranslation } from 'react-i18next';
import { MessageSquare } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

/** The message as a phone shows it: a received SMS's bubble under the sender's name (`first`: the first recipient's own text). */
export function MessageBubble({
  sender,
  text,
  first = false,
  className,
}: {
  sender: string;
  text: string;
  first?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('campaigns');
  const empty = text.trim() === '';
  return (
    <figure
      className={cn('flex flex-col gap-2 rounded-2xl border border-border bg-muted/60 p-3 sm:p-4', className)}
      data-testid="sms-preview"
    >
      <figcaption className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <MessageSquare aria-hidden="true" className="size-4" />
        {first ? t('preview.first') : t('preview.title')}
      </figcaption>
      <p className="text-xs font-semibold text-muted-foreground">{sender}</p>
      <p
        className={cn(
          'max-w-[85%] self-start whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm bg-card px-3.5 py-2.5 text-[0.95rem] leading-relaxed shadow-sm',
          empty ? 'italic text-muted-foreground' : 'text-card-foreground',
        )}
        data-testid="sms-preview-text"
      >
        {empty ? t('preview.empty') : text}
      </p>
    </figure>
  );
}
