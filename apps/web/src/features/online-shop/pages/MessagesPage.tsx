import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, MessageSquareText, Phone } from 'lucide-react';
import type { OnlineMessage } from '@dokani/contracts/online-shop';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { tooLongError } from '@/shared/lib/form-errors';
import { i18n } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { inputClass } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { Badge, EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useMarkMessageRead, useMessages, useReplyMessage } from '../api';
import { serverErrors } from '../errors';

const MAX = TEXT_LIMITS.storeMessage;

/** The answer's own checks before sending (the contract's: needed, at most {@link MAX} characters once trimmed). */
function checkReply(text: string): string | null {
  if (text.trim() === '') return i18n.t('validation:required');
  return tooLongError(text, MAX);
}

/**
 * The answer to a message, kept with it and sent to the visitor's mobile by SMS from the shop's
 * credit; sent again only when the SMS failed, while the server allows (3 a message, 7 days).
 */
function ReplyForm({ message }: { message: OnlineMessage }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const reply = useReplyMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const count = text.trim().length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reply.isPending) return;
    setFormError(null);
    const problem = checkReply(text);
    setError(problem);
    if (problem) return;
    try {
      const saved = await reply.mutateAsync({ id: message.id, text: text.trim() });
      if (saved.replySms === 'failed') notify('error', t('messages.smsFailed'));
      else notify('success', t('messages.sent'));
      setText('');
    } catch (caught) {
      const placed = serverErrors(caught, (key) => (key === 'text' ? 'text' : null));
      setError(placed.fields.text ?? null);
      setFormError(placed.form);
    }
  }

  const hint = (
    <span className="flex items-start justify-between gap-3">
      <span>{t('messages.smsNote', { mobile: fmt.mobile(message.mobile) })}</span>
      <span className={cn('shrink-0 tabular-nums', count > MAX && 'font-medium text-destructive')} data-testid="message-reply-count">
        {t('counter', { used: fmt.number(count), max: fmt.number(MAX) })}
      </span>
    </span>
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" data-testid="message-reply-form">
      <Field label={t('messages.replyLabel')} hint={hint} error={error}>
        <textarea
          rows={3}
          className={cn(inputClass.replace('h-11 ', ''), 'min-h-24 resize-y')}
          placeholder={t('messages.replyPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          data-testid="message-reply-text"
        />
      </Field>
      <FormAlert message={formError} />
      <SubmitButton pending={reply.isPending} size="default" className="w-full sm:w-auto sm:self-start" data-testid="message-reply-send">
        {t('messages.send')}
      </SubmitButton>
    </form>
  );
}

/** A message: the visitor's name, time and the start of the text; opened, the whole of it, the number to call, and the answer (or the form to give one). Opening an unread one marks it read. */
function MessageRow({ message }: { message: OnlineMessage }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const markRead = useMarkMessageRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unread = message.readAt === null;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread && !markRead.isPending) markRead.mutate(message.id, { onError: (e) => notify('error', e.message) });
  };

  return (
    <li data-testid="message-row" data-unread={unread} data-message-id={message.id}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        data-testid="message-toggle"
      >
        <span aria-hidden="true" className={cn('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={cn('min-w-0 break-words', unread ? 'font-bold' : 'font-medium')} data-testid="message-name">
              {message.name}
            </span>
            {unread ? (
              <Badge tone="ok">
                <span data-testid="message-unread">{t('messages.new')}</span>
              </Badge>
            ) : message.reply !== null ? (
              <Badge tone="neutral">{t('messages.answered')}</Badge>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">{fmt.dateTime(message.createdAt)}</span>
          {open ? null : (
            <span className={cn('line-clamp-1 break-words text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>
              {message.text}
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-1 size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div id={panelId} className="flex flex-col gap-4 px-4 pb-4 ps-9" data-testid="message-panel">
          <a
            href={`tel:${message.mobile}`}
            className="inline-flex min-h-10 items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline"
            aria-label={t('orders.call', { mobile: fmt.mobile(message.mobile) })}
            data-testid="message-mobile"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="tabular-nums">{fmt.mobile(message.mobile)}</span>
          </a>
          <p className="whitespace-pre-line break-words" data-testid="message-text">
            {message.text}
          </p>
          {message.reply !== null ? (
            <div className="flex flex-col gap-1 rounded-md border border-border bg-muted/50 p-3" data-testid="message-reply">
              <p className="text-sm font-medium text-muted-foreground">{t('messages.yourAnswer')}</p>
              <p className="whitespace-pre-line break-words" data-testid="message-reply-body">
                {message.reply}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="message-reply-by">
                {t('messages.answeredBy', {
                  who: message.repliedBy ?? t('messages.someone'),
                  when: message.repliedAt ? fmt.dateTime(message.repliedAt) : '',
                })}
              </p>
              <p
                className={cn('text-sm', message.replySms === 'failed' ? 'text-destructive' : 'text-muted-foreground')}
                data-testid="message-reply-sms"
              >
                {t(message.replySms === 'failed' ? 'messages.smsFailed' : 'messages.sentBySms')}
              </p>
            </div>
          ) : null}
          {message.repliesLeft > 0 && (message.reply === null || message.replySms === 'failed') ? (
            <ReplyForm message={message} />
          ) : message.reply === null ? (
            <p className="text-sm text-muted-foreground" data-testid="message-reply-closed">
              {t('messages.replyClosed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * /online-shop/messages: what visitors wrote from the store, newest first, the unread ones marked
 * and counted; a message opens in place (and is marked read) with the number to call and the
 * answer, which goes to the visitor's mobile by SMS.
 */
export default function MessagesPage() {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const list = useMessages();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <Page
      data-testid="messages-page"
      title={t('nav:online.messages')}
      intro={t('messages.intro')}
      actions={
        unread > 0 ? (
          <span
            className="shrink-0 rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground"
            data-testid="messages-unread"
          >
            {t('messages.unread', { count: unread, n: fmt.number(unread) })}
          </span>
        ) : null
      }
    >
      {list.isPending ? (
        <ListSkeleton rows={4} className="h-20" />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t('messages.emptyTitle')} body={t('messages.emptyBody')} testId="messages-empty" />
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
          aria-label={t('nav:online.messages')}
          data-testid="messages-list"
        >
          {items.map((m) => (
            <MessageRow key={m.id} message={m} />
          ))}
        </ul>
      )}
      {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
