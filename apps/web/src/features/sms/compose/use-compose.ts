import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SMS_RECIPIENTS, MAX_SMS_TEXT } from '@dokani/contracts/constants';
import type { CreateSmsCampaignWire, SmsCampaign, SmsQuoteWire } from '@dokani/contracts/sms';
import { instantAt } from '@dokani/core/local-time';
import { countSms, fillSms, isPersonalSms, type SmsPlaceholder } from '@dokani/core/sms';
import { ulid } from '@dokani/core/ulid';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { translateMessage } from '@/shared/lib/messages';
import { useDebounced } from '@/shared/lib/use-debounced';
import { useAuthStore } from '@/shared/stores/auth';
import { useSendCampaign, useSmsQuote } from '../api';
import { NO_RECIPIENTS, type RecipientsValue } from '../components/RecipientFields';
import { splitNumbers } from '../numbers';

/** How long the typing must pause before the cost is asked again. */
const QUOTE_PAUSE_MS = 300;

export type When = 'now' | 'later';
export interface Problems {
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

/** What the compose form holds and does: the message, who gets it, when; its live count, the server's quote, and Send. */
export type Compose = ReturnType<typeof useCompose>;

/**
 * The compose form's state and actions. Each `edit*` sets its value and clears what a change
 * answers: that field's problem, the form's error and the credit refusal. One form is one hook:
 * ComposePage gives a new form (a new key) after a send, so nothing of the last message stays.
 */
export function useCompose(onSent: (campaign: SmsCampaign) => void) {
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
  const quoteKey =
    hasRecipients && !tooLong && !tooMany
      ? JSON.stringify({ text, recipients: recipientsBody(recipients, typed.numbers) } satisfies SmsQuoteWire)
      : '';
  const settledKey = useDebounced(quoteKey, QUOTE_PAUSE_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as SmsQuoteWire) : null), [settledKey]);
  const quote = useSmsQuote(settled);
  const shownQuote = quoteKey && settled ? quote.data : undefined;
  const checking = quoteKey !== '' && (quoteKey !== settledKey || quote.isFetching);
  // with {name} or {due}, the bubble shows the first recipient's own text once the quote has it
  const bubble = personal && shownQuote && shownQuote.recipients > 0 && !checking ? shownQuote.preview : filled;
  const refused = shownQuote !== undefined && shownQuote.recipients > 0 && (!shownQuote.enough || shownQuote.tooMany);

  const edit =
    <T>(setter: (v: T) => void, clear: keyof Problems) =>
    (v: T) => {
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

  return {
    shopName,
    text,
    recipients,
    when,
    date,
    time,
    problems,
    formError,
    creditShort,
    box,
    filled,
    personal,
    count,
    typed,
    tooLong,
    tooMany,
    shownQuote,
    checking,
    bubble,
    refused,
    pending: send.isPending,
    editText: edit(setText, 'text'),
    editRecipients: edit(setRecipients, 'recipients'),
    editWhen: edit(setWhen, 'when'),
    editDate: edit(setDate, 'when'),
    editTime: edit(setTime, 'when'),
    insert,
    submit,
  };
}
