import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, MessageSquareHeart, Trash2 } from 'lucide-react';
import { ulid } from '@dokani/core';
import { FEEDBACK_DAILY_LIMIT, FEEDBACK_KINDS, type FeedbackKind } from '@dokani/contracts/constants';
import type { Feedback } from '@dokani/contracts/feedback';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { requiredTextError, serverFieldError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { MAX_PHOTO_MB, photoTypeOk, readyPhoto, type ReadyPhoto } from '@/shared/lib/photos';
import { Button } from '@/shared/ui/button';
import { ErrorText, Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { inputClass } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { PhotoInput } from '@/shared/ui/photo-picker';
import { Segmented } from '@/shared/ui/segmented';
import { Badge, EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useMarkFeedbackRead, useMyFeedback, useSendFeedback } from '../api';

const TEXT_MAX = TEXT_LIMITS.feedbackText;

/**
 * /settings/feedback — the form that sends an idea, a problem or praise (with a screenshot if the
 * user wants), and the user's own feedback under it, newest first, each with the operator's answer
 * or "waiting". Answers new to the user are marked as such for this visit, and seen on the server
 * at once (the Settings row's dot goes).
 */
export default function FeedbackPage() {
  const { t } = useTranslation('settings');
  return (
    <Page title={t('nav:feedback')} width="xl" data-testid="feedback-page" intro={t('feedback.intro')}>
      <FeedbackForm />
      <FeedbackList />
    </Page>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const send = useSendFeedback();
  const [kind, setKind] = useState<FeedbackKind>('idea');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [shot, setShot] = useState<(ReadyPhoto & { preview: string }) | null>(null);
  const [shotError, setShotError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One id a send: a retry after a lost answer is the same feedback (the server keeps it once).
  const id = useRef(ulid());
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.preview) : undefined), [shot]);

  async function pick(file: File) {
    setShotError(null);
    if (!photoTypeOk(file)) return setShotError(t('feedback.typeError'));
    const ready = await readyPhoto(file);
    if (!ready) return setShotError(t('feedback.sizeError', { mb: fmt.number(MAX_PHOTO_MB) }));
    setShot({ ...ready, preview: URL.createObjectURL(ready.blob) });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    const problem = requiredTextError(text, TEXT_MAX);
    setTextError(problem);
    setFailure(null);
    if (problem) return;
    send.mutate(
      { body: { id: id.current, kind, text: text.trim() }, screenshot: shot ? { blob: shot.blob, name: shot.name } : null },
      {
        onSuccess: ({ screenshotError }) => {
          id.current = ulid();
          setText('');
          setShot(null);
          setKind('idea');
          notify('success', t('feedback.sent'));
          if (screenshotError) notify('error', t('feedback.screenshotFailed', { reason: screenshotError.message }));
        },
        onError: (err) => {
          const field = serverFieldError(err, 'text');
          if (field) setTextError(field);
          else setFailure(err.message);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4"
      data-testid="feedback-form"
    >
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t('feedback.kind')}</span>
        <Segmented<FeedbackKind>
          label={t('feedback.kind')}
          testId="feedback-kind"
          value={kind}
          onChange={setKind}
          options={FEEDBACK_KINDS.map((k) => ({ value: k, label: t(`feedback.kinds.${k}`) }))}
        />
      </div>
      <Field
        label={t('feedback.text')}
        error={textError}
        hint={t('feedback.textHint', { max: fmt.number(TEXT_MAX), limit: fmt.number(FEEDBACK_DAILY_LIMIT) })}
      >
        <textarea
          value={text}
          rows={5}
          placeholder={t('feedback.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setTextError(null);
          }}
          className={cn(inputClass, 'h-auto min-h-28 py-2')}
          data-testid="feedback-text"
        />
      </Field>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('feedback.screenshot')}</span>
        <PhotoInput ref={input} testId="feedback-screenshot-input" onFiles={([file]) => void pick(file)} />
        {shot ? (
          <div className="flex items-start gap-3">
            <img
              src={shot.preview}
              alt={t('feedback.screenshotAlt')}
              className="h-32 w-auto rounded-md border border-border"
              data-testid="feedback-screenshot-preview"
            />
            <div className="flex flex-col gap-1">
              <Button type="button" variant="ghost" size="sm" onClick={() => input.current?.click()}>
                <Camera aria-hidden="true" />
                {t('feedback.changeScreenshot')}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setShot(null)} data-testid="feedback-screenshot-remove">
                <Trash2 aria-hidden="true" />
                {t('feedback.removeScreenshot')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => input.current?.click()}
            data-testid="feedback-screenshot-add"
          >
            <Camera aria-hidden="true" />
            {t('feedback.addScreenshot')}
          </Button>
        )}
        <ErrorText error={shotError} testId="feedback-screenshot-error" />
      </div>
      <FormAlert message={failure} />
      <SubmitButton pending={send.isPending} data-testid="feedback-send">
        {t('feedback.send')}
      </SubmitButton>
    </form>
  );
}

function FeedbackList() {
  const { t } = useTranslation('settings');
  const list = useMyFeedback();
  const { mutate: markRead } = useMarkFeedbackRead();
  // The answers new on this visit stay marked while it lasts, though the server is told at once.
  const [fresh, setFresh] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!list.data || fresh !== null) return;
    const ids = new Set(list.data.items.filter((f) => f.unread).map((f) => f.id));
    setFresh(ids);
    if (ids.size > 0) markRead();
  }, [list.data, fresh, markRead]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="feedback-mine">
      <h2 id="feedback-mine" className="text-lg font-semibold">
        {t('feedback.mine')}
      </h2>
      {list.isPending ? (
        <ListSkeleton rows={3} className="h-24" />
      ) : list.isError ? (
        <LoadError error={list.error} title={t('feedback.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={MessageSquareHeart} title={t('feedback.empty')} testId="feedback-empty" />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="feedback-list">
          {list.data.items.map((f) => (
            <FeedbackItem key={f.id} feedback={f} fresh={fresh?.has(f.id) ?? f.unread} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedbackItem({ feedback: f, fresh }: { feedback: Feedback; fresh: boolean }) {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4" data-testid="feedback-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={f.kind === 'problem' ? 'warning' : f.kind === 'praise' ? 'ok' : 'neutral'}>{t(`feedback.kinds.${f.kind}`)}</Badge>
        <time dateTime={f.createdAt} className="text-sm text-muted-foreground">
          {fmt.dateTime(f.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-wrap break-words" data-testid="feedback-item-text">
        {f.text}
      </p>
      {f.screenshotUrl ? (
        <a href={f.screenshotUrl} target="_blank" rel="noopener noreferrer" className="self-start">
          <img
            src={f.screenshotUrl}
            alt={t('feedback.screenshotAlt')}
            loading="lazy"
            className="h-24 w-auto rounded-md border border-border"
          />
        </a>
      ) : null}
      {f.answer ? (
        <div className="rounded-md bg-muted p-3" data-testid="feedback-answer">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {t('feedback.answer')}
            {fresh ? <Badge tone="danger">{t('feedback.newAnswer')}</Badge> : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{f.answer}</p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="feedback-waiting">
          {t('feedback.waiting')}
        </p>
      )}
    </li>
  );
}
