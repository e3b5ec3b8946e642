import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, History, PackagePlus, PenLine, Plus, Send } from 'lucide-react';
import { MAX_SMS_RECIPIENTS, MAX_SMS_TEXT } from '@dokani/contracts/constants';
import type { CreateSmsCampaignWire, SmsCampaign, SmsQuote, SmsQuoteWire } from '@dokani/contracts/sms';
import { localDate } from '@dokani/core/format';
import { instantAt } from '@dokani/core/local-time';
import { countSms, fillSms, isPersonalSms, SMS_GSM7_PART, SMS_GSM7_SINGLE, SMS_PLACEHOLDERS, SMS_UCS2_PART, SMS_UCS2_SINGLE, type SmsCount, type SmsPlaceholder } from '@dokani/core/sms';
import { ulid } from '@dokani/core/ulid';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { translateMessage } from '@/shared/lib/messages';
import { useDebounced } from '@/shared/lib/use-debounced';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DateField } from '@/shared/ui/date-field';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { inputClass } from '@/shared/ui/input';
import { PageTitle } from '@/shared/ui/page-title';
import { Segmented } from '@/shared/ui/segmented';
import { Spinner } from '@/shared/ui/spinner';
import { TimeField } from '@/shared/ui/time-field';
import { useSendCampaign, useSmsQuote } from '../api';
import { BalanceSummary } from '../components/BalanceSummary';
import { MessageBubble } from '../components/MessageBubble';
import { NO_RECIPIENTS, RecipientFields, type RecipientsValue } from '../components/RecipientFields';
import { splitNumbers } from '../numbers';

/**
 * The ready messages ('campaigns:templates.<key>', in Bangla and English). They, and whatever the
 * person writes, may hold `{name}`, `{due}` and `{shop}`: the server fills them for each recipient
 * (the contact's name, what they owe, the shop's name) and counts each text on its own. Here the
 * live count and the bubble show the text with the shop's name in; with `{name}` or `{due}` the
 * bubble shows the first recipient's text from the quote, and the cost is the server's count.
 */
const TEMPLATES = ['offer', 'newStock', 'eid', 'closed', 'thanks', 'dueRequest'] as const;

/** How long the typing must pause before the cost is asked again. */
const QUOTE_PAUSE_MS = 300;

const RULES = {
  GSM7: { single: SMS_GSM7_SINGLE, part: SMS_GSM7_PART },
  UCS2: { single: SMS_UCS2_SINGLE, part: SMS_UCS2_PART },
} as const;

/** The ready messages as buttons: one fills the message box (the shop's name already in). */
function TemplateChoice({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" id="sms-templates-label">
        {t('templates.title')}
      </p>
      <div role="group" aria-labelledby="sms-templates-label" className="flex flex-wrap gap-2" data-testid="sms-templates">
        {TEMPLATES.map((key) => (
          <Button key={key} variant="outline" size="sm" onClick={() => onPick(t(`templates.${key}.text`))} data-testid={`sms-template-${key}`}>
            {t(`templates.${key}.label`)}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t('templates.hint')}</p>
    </div>
  );
}

/** Buttons that put a placeholder where the cursor is. */
function PlaceholderChoice({ onInsert }: { onInsert: (token: SmsPlaceholder) => void }) {
  const { t } = useTranslation('campaigns');
  const label: Record<SmsPlaceholder, string> = { '{name}': t('placeholders.name'), '{due}': t('placeholders.due'), '{shop}': t('placeholders.shop') };
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-labelledby="sms-placeholders-label" className="flex flex-wrap items-center gap-2" data-testid="sms-placeholders">
        <span className="text-sm font-medium" id="sms-placeholders-label">
          {t('placeholders.title')}
        </span>
        {SMS_PLACEHOLDERS.map((token) => (
          <Button key={token} variant="secondary" size="sm" onClick={() => onInsert(token)} data-testid={`sms-insert-${token.slice(1, -1)}`}>
            <Plus aria-hidden="true" />
            {label[token]}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t('placeholders.hint')}</p>
    </div>
  );
}

/** The live count of the text as it is typed (core's countSms, the server's own rule): characters, encoding, parts. */
function LiveCount({ count, personal }: { count: SmsCount; personal: boolean }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const rule = RULES[count.encoding];
  const cell = 'flex min-w-0 flex-col rounded-md bg-muted/60 px-3 py-2';
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="sms-count" data-encoding={count.encoding}>
        <div className={cell}>
          <dt className="text-muted-foreground">{t('count.characters')}</dt>
          <dd className="text-base font-semibold" data-testid="sms-characters">
            {fmt.number(count.units)}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-muted-foreground">{t('count.encoding')}</dt>
          <dd className="text-base font-semibold" data-testid="sms-encoding">
            {t(`encoding.${count.encoding}`)}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-muted-foreground">{t('count.parts')}</dt>
          <dd className="text-base font-semibold" data-testid="sms-parts">
            {t('units.sms', { count: count.segments, n: fmt.number(count.segments) })}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground" data-testid="sms-count-rule">
        {t(`count.rule${count.encoding}`, { single: fmt.number(rule.single), part: fmt.number(rule.part) })}
        {count.units > 0 && !personal ? ` ${t('count.left', { count: count.remainingInSegment, n: fmt.number(count.remainingInSegment) })}` : ''}
      </p>
      {personal ? (
        <p className="text-sm font-medium text-warning" data-testid="sms-count-personal">
          {t('count.personal')}
        </p>
      ) : null}
    </div>
  );
}

/** What the message costs, from the server's quote: recipients, SMS used, the balance before and after. */
function QuoteSummary({ quote, checking }: { quote: SmsQuote | undefined; checking: boolean }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const sms = (n: number) => t('units.sms', { count: n, n: fmt.number(n) });
  if (!quote) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="sms-quote-pending">
        {checking ? <Spinner /> : null}
        {checking ? t('quote.checking') : t('quote.chooseRecipients')}
      </p>
    );
  }
  const after = quote.balance.total - quote.smsCount;
  const row = 'flex items-baseline justify-between gap-3 py-1.5';
  return (
    <div className="flex flex-col gap-3" data-testid="sms-quote" aria-busy={checking}>
      <dl className={cn('divide-y divide-border', checking && 'opacity-70 transition-opacity')}>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.recipients')}</dt>
          <dd className="font-semibold" data-testid="sms-quote-recipients">
            {t('units.people', { count: quote.recipients, n: fmt.number(quote.recipients) })}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.smsCount')}</dt>
          <dd className="text-right">
            <span className="block text-lg font-bold" data-testid="sms-quote-sms">
              {sms(quote.smsCount)}
            </span>
            <span className="block text-xs text-muted-foreground">
              {quote.personal ? t('quote.formulaPersonal') : t('quote.formula', { parts: fmt.number(quote.parts), recipients: fmt.number(quote.recipients) })}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.balance')}</dt>
          <dd className="font-semibold" data-testid="sms-quote-balance">
            {sms(quote.balance.total)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.after')}</dt>
          <dd className={cn('font-semibold', after < 0 && 'text-destructive')} data-testid="sms-quote-after">
            {after < 0 ? t('quote.notEnoughShort') : sms(after)}
          </dd>
        </div>
      </dl>
      {quote.recipients === 0 ? (
        <p className="text-sm font-medium text-warning" data-testid="sms-quote-nobody">
          {t('quote.nobody')}
        </p>
      ) : null}
      {quote.invalidNumbers.length > 0 ? (
        <div className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" data-testid="sms-quote-invalid">
          <p className="font-medium">{t('quote.invalid', { count: quote.invalidNumbers.length, n: fmt.number(quote.invalidNumbers.length) })}</p>
          <p className="break-words text-muted-foreground">{quote.invalidNumbers.join(', ')}</p>
        </div>
      ) : null}
      {quote.duplicates > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="sms-quote-duplicates">
          {t('quote.duplicates', { count: quote.duplicates, n: fmt.number(quote.duplicates) })}
        </p>
      ) : null}
      {quote.tooMany ? (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="sms-quote-too-many">
          {t('validation:sms.tooManyRecipients')}
        </p>
      ) : null}
      {!quote.enough && quote.recipients > 0 ? <CreditShort message={t('quote.short', { needed: sms(quote.smsCount), available: sms(quote.balance.total) })} testId="sms-short" /> : null}
    </div>
  );
}

/** Not enough credit: the words, and the way to the SMS packs. */
function CreditShort({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation('campaigns');
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid={testId}>
      <p>{message}</p>
      <Link to="/sms/packages" className="inline-flex items-center gap-1.5 self-start font-medium text-primary underline-offset-4 hover:underline" data-testid={`${testId}-buy`}>
        <PackagePlus aria-hidden="true" className="size-4" />
        {t('balance.buy')}
      </Link>
    </div>
  );
}

/** After sending: going now, or waiting for its time (asked for, or the 9 am – 9 pm window); the way to the list. */
function SendResult({ campaign, onAnother }: { campaign: SmsCampaign; onAnother: () => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const people = t('units.people', { count: campaign.recipients, n: fmt.number(campaign.recipients) });
  const when = fmt.dateTime(campaign.sendAt);
  const scheduled = campaign.status === 'scheduled';
  const body = !scheduled ? t('result.sendingBody', { people }) : campaign.heldForWindow ? t('result.heldBody', { people, when }) : t('result.scheduledBody', { people, when });
  const Icon = scheduled ? CalendarClock : CircleCheck;
  // The form is gone: the outcome's heading takes the focus, so it is read out and the keyboard starts there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="sms-result" data-status={campaign.status}>
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {scheduled ? t('result.scheduledTitle') : t('result.sendingTitle')}
      </h2>
      <p data-testid="sms-result-body">{body}</p>
      <p className="text-sm text-muted-foreground">{t('result.used', { sms: t('units.sms', { count: campaign.smsCount, n: fmt.number(campaign.smsCount) }) })}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/sms-list" data-testid="sms-result-list">
            <History aria-hidden="true" />
            {t('result.toList')}
          </Link>
        </Button>
        <Button variant="outline" onClick={onAnother} data-testid="sms-result-another">
          <PenLine aria-hidden="true" />
          {t('result.another')}
        </Button>
      </div>
    </Card>
  );
}

type When = 'now' | 'later';
interface Problems {
  text: string | null;
  recipients: string | null;
  when: string | null;
}
const NO_PROBLEMS: Problems = { text: null, recipients: null, when: null };

/** The request's recipients from the form's (the typed numbers split as the server takes them). */
function recipientsBody(value: RecipientsValue, numbers: string[]): SmsQuoteWire['recipients'] {
  return { groups: value.groups, contactIds: value.picked.map((p) => p.id), mobiles: numbers };
}

/** A refused send's field problems (VALIDATION_FAILED, in the user's words), or null when it is not about a field. */
function fieldProblems(err: ApiError): Problems | null {
  if (err.code !== 'VALIDATION_FAILED') return null;
  const found: Problems = { ...NO_PROBLEMS };
  for (const [key, problem] of Object.entries(err.details)) {
    const words = translateMessage(typeof problem === 'string' ? problem : null);
    if (key === 'text') found.text = words;
    else if (key === 'recipients' || key.startsWith('recipients.')) found.recipients = words;
    else if (key === 'sendAt') found.when = words;
  }
  return found.text || found.recipients || found.when ? found : null;
}

/** The form: the message and its live count, who gets it and what it costs, when, and Send. */
function ComposeForm({ onSent }: { onSent: (campaign: SmsCampaign) => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const shopName = useAuthStore((s) => s.currentShop?.name ?? '');
  const send = useSendCampaign();
  const [text, setText] = useState('');
  const [recipients, setRecipients] = useState<RecipientsValue>(NO_RECIPIENTS);
  const [when, setWhen] = useState<When>('now');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [formError, setFormError] = useState<string | null>(null);
  const [creditShort, setCreditShort] = useState<string | null>(null);
  // The campaign's id, made once for one request: sent again unchanged (a retry), it is the same campaign.
  const sent = useRef<{ key: string; id: string } | null>(null);

  const box = useRef<HTMLTextAreaElement>(null);
  // the text with the shop's name in (as the server fills it); {name} and {due} differ by recipient
  const filled = useMemo(() => fillSms(text, { name: '{name}', due: '{due}', shop: shopName }), [text, shopName]);
  const personal = isPersonalSms(text);
  const count = useMemo(() => countSms(filled), [filled]);
  const typed = useMemo(() => splitNumbers(recipients.numbersText), [recipients.numbersText]);
  const hasRecipients = recipients.groups.length > 0 || recipients.picked.length > 0 || typed.numbers.length > 0;
  const tooLong = text.length > MAX_SMS_TEXT;
  const tooMany = recipients.picked.length > MAX_SMS_RECIPIENTS || typed.numbers.length > MAX_SMS_RECIPIENTS;

  // The quote is asked for what the form holds once the typing pauses (a string, so the wait restarts only on a change).
  const quoteKey = hasRecipients && !tooLong && !tooMany ? JSON.stringify({ text, recipients: recipientsBody(recipients, typed.numbers) } satisfies SmsQuoteWire) : '';
  const settledKey = useDebounced(quoteKey, QUOTE_PAUSE_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as SmsQuoteWire) : null), [settledKey]);
  const quote = useSmsQuote(settled);
  const shownQuote = quoteKey && settled ? quote.data : undefined;
  const checking = quoteKey !== '' && (quoteKey !== settledKey || quote.isFetching);
  // with {name} or {due}, the bubble shows the first recipient's own text once the quote has it
  const bubble = personal && shownQuote && shownQuote.recipients > 0 && !checking ? shownQuote.preview : filled;
  const refused = shownQuote !== undefined && shownQuote.recipients > 0 && (!shownQuote.enough || shownQuote.tooMany);

  const edit = <T,>(setter: (v: T) => void, clear: keyof Problems) => (v: T) => {
    setter(v);
    setProblems((p) => (p[clear] ? { ...p, [clear]: null } : p));
    setFormError(null);
    setCreditShort(null);
  };

  /** Puts a placeholder at the cursor (or at the end), and the cursor after it. */
  function insert(token: SmsPlaceholder) {
    const el = box.current;
    const start = el ? el.selectionStart : text.length;
    const end = el ? el.selectionEnd : text.length;
    edit(setText, 'text')(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  function check(): { problems: Problems; sendAt?: string } {
    const found: Problems = {
      text: text.trim() === '' ? t('errors.noText') : tooLong ? t('validation:sms.tooLong') : null,
      recipients: !hasRecipients ? t('validation:sms.noRecipients') : tooMany ? t('validation:sms.tooManyRecipients') : null,
      when: null,
    };
    if (when === 'now') return { problems: found };
    if (!date || !time) return { problems: { ...found, when: t('errors.noTime') } };
    const at = instantAt(date, time, fmt.timeZone);
    if (at.getTime() <= Date.now()) return { problems: { ...found, when: t('errors.pastTime') } };
    return { problems: found, sendAt: at.toISOString() };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    setFormError(null);
    setCreditShort(null);
    const checked = check();
    setProblems(checked.problems);
    if (checked.problems.text || checked.problems.recipients || checked.problems.when) return;
    const body: Omit<CreateSmsCampaignWire, 'id'> = {
      text,
      recipients: recipientsBody(recipients, typed.numbers),
      ...(checked.sendAt ? { sendAt: checked.sendAt } : {}),
    };
    const key = JSON.stringify(body);
    if (sent.current?.key !== key) sent.current = { key, id: ulid() };
    try {
      onSent(await send.mutateAsync({ id: sent.current.id, ...body }));
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setFormError(t('common:errors.unknown'));
        return;
      }
      if (caught.code === 'SMS_CREDIT_SHORT') {
        setCreditShort(caught.message);
        if (settled) void quote.refetch();
        return;
      }
      const placed = fieldProblems(caught);
      if (placed) setProblems(placed);
      else setFormError(caught.message);
    }
  }

  const textHint = (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span>{t('message.limit', { max: fmt.number(MAX_SMS_TEXT) })}</span>
      <span className={cn('tabular-nums', tooLong && 'font-medium text-destructive')} data-testid="sms-length">
        {t('message.length', { used: fmt.number(text.length), max: fmt.number(MAX_SMS_TEXT) })}
      </span>
    </span>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="sms-form">
      <Card className="flex flex-col gap-4 p-4">
        <h2 className="text-lg font-semibold">{t('message.title')}</h2>
        <TemplateChoice onPick={edit(setText, 'text')} />
        <Field label={t('message.label')} hint={textHint} error={problems.text ?? (tooLong ? t('validation:sms.tooLong') : null)}>
          <textarea
            ref={box}
            rows={5}
            className={cn(inputClass.replace('h-11 ', ''), 'min-h-32 resize-y')}
            value={text}
            onChange={(e) => edit(setText, 'text')(e.target.value)}
            placeholder={t('message.placeholder')}
            data-testid="sms-text"
          />
        </Field>
        <PlaceholderChoice onInsert={insert} />
        <LiveCount count={count} personal={personal} />
        <MessageBubble sender={shopName} text={bubble} first={bubble !== filled} />
      </Card>

      <Card className="p-4">
        <RecipientFields
          value={recipients}
          onChange={edit(setRecipients, 'recipients')}
          typed={typed}
          error={problems.recipients ?? (tooMany ? t('validation:sms.tooManyRecipients') : null)}
        />
      </Card>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('quote.title')}</h2>
        <QuoteSummary quote={shownQuote} checking={checking} />
      </Card>

      <Card className="flex flex-col gap-4 p-4">
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-3 text-lg font-semibold">{t('when.title')}</legend>
          <Segmented<When>
            label={t('when.title')}
            value={when}
            onChange={edit(setWhen, 'when')}
            options={[
              { value: 'now', label: t('when.now') },
              { value: 'later', label: t('when.later') },
            ]}
            testId="sms-when"
          />
          {when === 'later' ? (
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('when.date')} error={problems.when}>
                <DateField value={date} min={localDate(new Date(), fmt.timeZone)} onChange={edit(setDate, 'when')} data-testid="sms-date" />
              </Field>
              <Field label={t('when.time')}>
                <TimeField value={time} onChange={edit(setTime, 'when')} data-testid="sms-time" />
              </Field>
            </div>
          ) : null}
          <p className="text-sm text-muted-foreground" data-testid="sms-window-note">
            {t('when.window')}
          </p>
        </fieldset>
        {creditShort ? <CreditShort message={creditShort} testId="sms-credit-error" /> : null}
        <FormAlert message={formError} />
        <SubmitButton pending={send.isPending} disabled={send.isPending || refused} data-testid="sms-send">
          {send.isPending ? null : when === 'later' ? <CalendarClock aria-hidden="true" /> : <Send aria-hidden="true" />}
          {when === 'later' ? t('send.later') : t('send.now')}
        </SubmitButton>
      </Card>
    </form>
  );
}

/** /sms — SMS marketing: write a message (or take a ready one), choose who gets it, see what it costs, send now or later. */
export default function ComposePage() {
  const { t } = useTranslation('campaigns');
  const [result, setResult] = useState<SmsCampaign | null>(null);
  // A new form after a send: nothing of the last message stays (nor its id).
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="sms-page">
      <PageTitle title={t('nav:sms')} />
      <BalanceSummary>
        <Button asChild variant="outline" size="sm">
          <Link to="/sms/packages" data-testid="sms-to-packages">
            <PackagePlus aria-hidden="true" />
            {t('balance.buy')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/sms-list" data-testid="sms-to-list">
            <History aria-hidden="true" />
            {t('nav:smsList')}
          </Link>
        </Button>
      </BalanceSummary>
      {result ? (
        <SendResult
          campaign={result}
          onAnother={() => {
            setResult(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <>
          <p className="text-muted-foreground">{t('intro')}</p>
          <ComposeForm key={round} onSent={setResult} />
        </>
      )}
    </div>
  );
}
