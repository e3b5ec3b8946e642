import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Coins, MessageSquare, PenLine, RotateCcw } from 'lucide-react';
import type { SmsCampaign, SmsCampaignDetail, SmsNotice } from '@dokani/contracts/sms';
import { ulid } from '@dokani/core/ulid';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page-title';
import { Segmented } from '@/shared/ui/segmented';
import { Badge, EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useCampaign, useCampaigns, useNotices, useResendCampaign, useResendNotice } from '../api';
import { CampaignStatusBadge, CountBadges, MessageStatusBadge } from '../components/status';

type Tab = 'campaigns' | 'notices';
/** Recipients shown at first in an opened campaign (failed ones first); more on asking. */
const MESSAGES_STEP = 100;

/** A refusal's words; with SMS_CREDIT_SHORT also the way to buy more. */
function Refusal({ error }: { error: Error | null }) {
  const { t } = useTranslation('campaigns');
  if (!error) return null;
  const short = error instanceof ApiError && error.code === 'SMS_CREDIT_SHORT';
  return (
    <FormAlert message={error.message}>
      {short ? (
        <Link to="/sms/packages" className="font-medium text-primary underline-offset-4 hover:underline" data-testid="sms-refusal-buy">
          {t('balance.buy')}
        </Link>
      ) : null}
    </FormAlert>
  );
}

/** An opened campaign's recipients: each number's status, the reason a message failed, and how many tries. */
function Recipients({ detail }: { detail: SmsCampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const [shown, setShown] = useState(MESSAGES_STEP);
  const messages = useMemo(
    () => [...detail.messages].sort((a, b) => Number(b.status === 'failed') - Number(a.status === 'failed')),
    [detail.messages],
  );
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('list.recipientsTitle')}</h3>
      <ul className="divide-y divide-border rounded-md border border-border" data-testid="campaign-messages">
        {messages.slice(0, shown).map((m) => (
          <li key={m.id} className="flex flex-col gap-1 px-3 py-2" data-testid="campaign-message" data-status={m.status}>
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium tabular-nums">{fmt.mobile(m.mobile)}</span>
              <MessageStatusBadge status={m.status} />
            </span>
            {m.error ? (
              <span className="break-words text-sm text-destructive" data-testid="campaign-message-error">
                {t('list.reason', { reason: m.error })}
              </span>
            ) : null}
            {m.attempts > 1 ? (
              <span className="text-xs text-muted-foreground">{t('list.attempts', { count: m.attempts, n: fmt.number(m.attempts) })}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {messages.length > shown ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          onClick={() => setShown((n) => n + MESSAGES_STEP)}
          data-testid="campaign-messages-more"
        >
          {t('list.showMore', { n: fmt.number(messages.length - shown) })}
        </Button>
      ) : null}
    </div>
  );
}

/** "Send failed again": how many SMS it takes, asked first; once resent, it says so instead. */
function ResendFailed({ campaign, failed }: { campaign: SmsCampaign; failed: number }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const resend = useResendCampaign();
  const [open, setOpen] = useState(false);
  // The new campaign's id, made once per asking: a retried confirm is the same resend.
  const [id, setId] = useState(() => ulid());
  const sms = failed * campaign.parts;

  if (campaign.resentAs) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button variant="outline" disabled data-testid="campaign-resend">
          <RotateCcw aria-hidden="true" />
          {t('list.resendFailed')}
        </Button>
        <p className="text-sm text-muted-foreground" data-testid="campaign-resent">
          {t('list.resent')}
        </p>
      </div>
    );
  }
  if (failed === 0) return null;

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        onClick={() => {
          resend.reset();
          setOpen(true);
        }}
        data-testid="campaign-resend"
      >
        <RotateCcw aria-hidden="true" />
        {t('list.resendFailed')}
      </Button>
      <Refusal error={resend.error} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('list.resendTitle')}
        body={t('list.resendBody', {
          people: t('units.people', { count: failed, n: fmt.number(failed) }),
          sms: t('units.sms', { count: sms, n: fmt.number(sms) }),
        })}
        confirmLabel={t('list.resendConfirm')}
        pending={resend.isPending}
        onConfirm={() =>
          resend.mutate(
            { campaignId: campaign.id, id },
            {
              onSuccess: () => {
                setOpen(false);
                setId(ulid());
                notify('success', t('list.resendDone'));
              },
              onError: () => setOpen(false),
            },
          )
        }
        testId="campaign-resend-dialog"
      />
    </div>
  );
}

/** One campaign: when, the text, whom and what it cost, its messages counted; opened, each recipient's status and the resend. */
function CampaignRow({ campaign }: { campaign: SmsCampaign }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const detail = useCampaign(campaign.id, open);
  const failed = detail.data?.counts.failed ?? campaign.counts.failed;

  return (
    <li data-testid="campaign-row" data-campaign-id={campaign.id}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        data-testid="campaign-toggle"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm text-muted-foreground">{fmt.dateTime(campaign.createdAt)}</span>
            <CampaignStatusBadge status={campaign.status} />
            {campaign.resendOf ? <Badge tone="neutral">{t('list.isResend')}</Badge> : null}
          </span>
          <span className={cn('break-words', open ? 'whitespace-pre-line' : 'line-clamp-2')} data-testid="campaign-text">
            {campaign.text}
          </span>
          <span className="text-sm text-muted-foreground" data-testid="campaign-cost">
            {t('list.cost', {
              people: t('units.people', { count: campaign.recipients, n: fmt.number(campaign.recipients) }),
              parts: fmt.number(campaign.parts),
              sms: t('units.sms', { count: campaign.smsCount, n: fmt.number(campaign.smsCount) }),
            })}
          </span>
          {campaign.status === 'scheduled' ? (
            <span className="text-sm font-medium" data-testid="campaign-send-at">
              {campaign.heldForWindow
                ? t('list.heldUntil', { when: fmt.dateTime(campaign.sendAt) })
                : t('list.sendsAt', { when: fmt.dateTime(campaign.sendAt) })}
            </span>
          ) : null}
          <CountBadges counts={campaign.counts} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-1 size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div id={panelId} className="flex flex-col gap-4 px-4 pb-4" data-testid="campaign-panel">
          {campaign.refunded > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="campaign-refunded">
              {t('list.refunded', { sms: t('units.sms', { count: campaign.refunded, n: fmt.number(campaign.refunded) }) })}
            </p>
          ) : null}
          <ResendFailed campaign={detail.data ?? campaign} failed={failed} />
          {detail.isPending ? (
            <ListSkeleton rows={2} className="h-12" />
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <Recipients detail={detail.data} />
          )}
        </div>
      ) : null}
    </li>
  );
}

function CampaignList() {
  const { t } = useTranslation('campaigns');
  const list = useCampaigns();
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  if (list.isPending) return <ListSkeleton rows={4} className="h-28" />;
  if (list.isError && items.length === 0) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={MessageSquare} title={t('list.noCampaigns')} body={t('list.noCampaignsBody')} testId="campaigns-empty">
        <ButtonLink to="/sms" icon={PenLine}>
          {t('list.write')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card" data-testid="campaign-list">
        {items.map((c) => (
          <CampaignRow key={c.id} campaign={c} />
        ))}
      </ul>
      {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </>
  );
}

/** A due notice or reminder: to whom, when, the text, its status; a failed one can be sent again (once). */
function NoticeRow({ notice }: { notice: SmsNotice }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const resend = useResendNotice();
  const [open, setOpen] = useState(false);
  const who = notice.contactName ?? fmt.mobile(notice.mobile);
  const canResend = notice.status === 'failed' && notice.resentAs === null;
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3" data-testid="notice-row" data-status={notice.status}>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 break-words font-medium" data-testid="notice-to">
          {who}
        </span>
        <Badge tone="neutral">{t(`purpose.${notice.purpose}`)}</Badge>
        <MessageStatusBadge status={notice.status} />
      </span>
      <span className="text-sm text-muted-foreground">
        {notice.contactName ? `${fmt.mobile(notice.mobile)} · ` : ''}
        {fmt.dateTime(notice.createdAt)} · {t('units.sms', { count: notice.parts, n: fmt.number(notice.parts) })}
      </span>
      <span className="line-clamp-3 break-words text-sm" data-testid="notice-text">
        {notice.text}
      </span>
      {notice.error ? (
        <span className="break-words text-sm text-destructive" data-testid="notice-error">
          {t('list.reason', { reason: notice.error })}
        </span>
      ) : null}
      {notice.resentAs ? (
        <span className="text-sm text-muted-foreground" data-testid="notice-resent">
          {t('list.noticeResent')}
        </span>
      ) : null}
      {canResend ? (
        <>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => {
              resend.reset();
              setOpen(true);
            }}
            data-testid="notice-resend"
          >
            <RotateCcw aria-hidden="true" />
            {t('list.sendAgain')}
          </Button>
          <Refusal error={resend.error} />
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={t('list.noticeResendTitle')}
            body={t('list.noticeResendBody', { who, sms: t('units.sms', { count: notice.parts, n: fmt.number(notice.parts) }) })}
            confirmLabel={t('list.sendAgain')}
            pending={resend.isPending}
            onConfirm={() =>
              resend.mutate(notice.id, {
                onSuccess: () => {
                  setOpen(false);
                  notify('success', t('list.noticeResendDone'));
                },
                onError: () => setOpen(false),
              })
            }
            testId="notice-resend-dialog"
          />
        </>
      ) : null}
    </li>
  );
}

function NoticeList() {
  const { t } = useTranslation('campaigns');
  const list = useNotices();
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  if (list.isPending) return <ListSkeleton rows={4} className="h-24" />;
  if (list.isError && items.length === 0) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0)
    return <EmptyState icon={Coins} title={t('list.noNotices')} body={t('list.noNoticesBody')} testId="notices-empty" />;
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card" data-testid="notice-list">
        {items.map((n) => (
          <NoticeRow key={n.id} notice={n} />
        ))}
      </ul>
      {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </>
  );
}

/** /sms-list — the SMS sent: the campaigns (each recipient's status, failed ones sent again) and the due notices (`?tab=notices`). */
export default function SmsListPage() {
  const { t } = useTranslation('campaigns');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'notices' ? 'notices' : 'campaigns';
  return (
    <Page
      data-testid="sms-list-page"
      title={t('nav:smsList')}
      actions={
        <ButtonLink size="compact" to="/sms" data-testid="sms-list-write" icon={PenLine}>
          {t('list.write')}
        </ButtonLink>
      }
    >
      <Segmented<Tab>
        label={t('list.tabs')}
        value={tab}
        onChange={(next) => setParams(next === 'notices' ? { tab: 'notices' } : {}, { replace: true })}
        options={[
          { value: 'campaigns', label: t('list.campaigns') },
          { value: 'notices', label: t('list.notices') },
        ]}
        testId="sms-list-tabs"
      />
      {tab === 'campaigns' ? <CampaignList /> : <NoticeList />}
    </Page>
  );
}
