import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellRing, History, Minus, Pencil, Plus, RotateCcw } from 'lucide-react';
import { parseMoney } from '@dokani/core/money';
import { notify } from '@/shared/lib/notify';
import { useFormat } from '@/shared/lib/format';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Page } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import { Badge, EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { BalanceText } from '../components/BalanceText';
import { useContact, useContactTransactions, useRemind, useRemindPreview, useUpdateContact } from '../api';
import { ContactFormDialog } from '../components/ContactFormDialog';
import { ContactPhoto } from '../components/ContactPhoto';
import { DeleteContact } from '../components/DeleteContact';
import { TransactionList } from '../components/TransactionList';

/** /contact/:contactId — the contact (edit, photo, delete), their balance, the full history and the due actions. */
export default function ContactDetailPage() {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  const contactId = useParams().contactId ?? '';
  const contact = useContact(contactId);
  const history = useContactTransactions(contactId);
  const remind = useRemind();
  const preview = useRemindPreview();
  const [asking, setAsking] = useState(false);
  const features = useShopFeatures();
  const reactivate = useUpdateContact(contactId);
  const [editing, setEditing] = useState(false);
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];

  if (contact.isPending) return <ListSkeleton rows={3} className="h-20" />;
  if (contact.isError) return <LoadError error={contact.error} onRetry={() => void contact.refetch()} />;
  const c = contact.data;
  const owes = (parseMoney(c.balance) ?? 0n) > 0n;
  const canRemind = owes && Boolean(c.mobile);
  const salary = c.monthlySalary === null ? null : parseMoney(c.monthlySalary);
  // the due book's actions are the role's only with `dues` (a cashier sees the contact, not them)
  const mayDue = allows(features, 'dues');

  return (
    <Page
      data-testid="contact-detail-page"
      title={c.name}
      actions={
        <>
          <Button
            variant="outline"
            size="compact"
            onClick={() => setEditing(true)}
            data-testid="contact-edit"
            aria-label={t('contacts.edit')}
          >
            <Pencil aria-hidden="true" />
            <span className="hidden sm:inline">{t('contacts.edit')}</span>
          </Button>
          <DeleteContact contact={c} hasHistory={items.length > 0} />
        </>
      }
    >
      {c.status === 'inactive' ? (
        <div
          data-testid="contact-inactive"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
        >
          <p className="min-w-0 flex-1">{t('contacts.inactiveNote')}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={reactivate.isPending}
            data-testid="contact-reactivate"
            onClick={() =>
              reactivate.mutate(
                { status: 'active' },
                {
                  onSuccess: () => notify('success', t('contacts.reactivated')),
                  onError: (e) => notify('error', e.message),
                },
              )
            }
          >
            {reactivate.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            {t('contacts.reactivate')}
          </Button>
        </div>
      ) : null}

      <section
        aria-label={t('contacts.details')}
        className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start"
      >
        <ContactPhoto contact={c} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-center sm:text-left">
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground sm:justify-start">
            {t(`contacts.type.${c.type}`)}
            {c.status === 'inactive' ? <Badge tone="warning">{t('contacts.inactive')}</Badge> : null}
          </p>
          {c.mobile ? (
            <p>
              <a href={`tel:${c.mobile}`} className="font-medium underline-offset-4 hover:underline" data-testid="contact-mobile-link">
                {fmt.mobile(c.mobile)}
              </a>
            </p>
          ) : null}
          {c.address ? <p className="text-sm">{c.address}</p> : null}
          {c.email ? <p className="break-all text-sm">{c.email}</p> : null}
          {c.position ? <p className="text-sm">{`${t('contacts.position')}: ${c.position}`}</p> : null}
          {salary !== null && salary !== undefined ? (
            <p className="text-sm" data-testid="contact-salary-line">{`${t('contacts.monthlySalary')}: ${fmt.money(salary)}`}</p>
          ) : null}
          {c.suppliedItems ? <p className="text-sm">{`${t('contacts.suppliedItems')}: ${c.suppliedItems}`}</p> : null}
          <BalanceText balance={c.balance} className="mt-2 text-xl" />
        </div>
      </section>

      {mayDue ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <ButtonLink data-testid="due-give" to={`/due?contactId=${encodeURIComponent(c.id)}&direction=given`} icon={Plus}>
            {t('detail.giveDue')}
          </ButtonLink>
          <ButtonLink
            variant="secondary"
            data-testid="due-receive"
            to={`/due?contactId=${encodeURIComponent(c.id)}&direction=received`}
            icon={Minus}
          >
            {t('detail.receive')}
          </ButtonLink>
          <Button
            variant="outline"
            className="col-span-2 sm:col-span-1"
            disabled={!canRemind || remind.isPending || preview.isPending}
            data-testid="due-remind"
            onClick={() =>
              // a paid SMS: first what it says, what it costs and when it goes, then the owner confirms
              preview.mutate(c.id, { onSuccess: () => setAsking(true), onError: (e) => notify('error', e.message) })
            }
          >
            {remind.isPending || preview.isPending ? <Spinner /> : <BellRing aria-hidden="true" />}
            {t('detail.remind')}
          </Button>
        </div>
      ) : null}
      {preview.data ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('detail.remindAsk')}
          body={
            <span className="flex flex-col gap-2">
              <span className="block rounded-md border border-border bg-muted p-2 text-foreground" data-testid="due-remind-preview">
                {preview.data.text}
              </span>
              <span className="block">
                {t('detail.remindCost', { count: preview.data.segments, n: fmt.number(preview.data.segments) })}
              </span>
              {preview.data.sendsAt ? (
                <span className="block font-medium" data-testid="due-remind-later">
                  {t('detail.remindLater', { when: fmt.dateTime(preview.data.sendsAt) })}
                </span>
              ) : null}
            </span>
          }
          confirmLabel={t('detail.remindConfirm')}
          pending={remind.isPending}
          testId="due-remind-dialog"
          onConfirm={() =>
            remind.mutate(c.id, {
              onSuccess: (r) => {
                setAsking(false);
                if (r.smsStatus === 'held' && r.sendsAt) notify('success', t('detail.remindHeld', { when: fmt.dateTime(r.sendsAt) }));
                else
                  notify(
                    r.smsStatus === 'sent' ? 'success' : 'error',
                    `${t(r.smsStatus === 'sent' ? 'detail.remindSent' : 'detail.remindFailed')}: ${r.text}`,
                  );
              },
              onError: () => setAsking(false),
            })
          }
        />
      ) : null}
      {remind.data ? (
        <p role="status" data-testid="due-remind-text" className="rounded-md border border-border bg-muted p-3 text-sm">
          {remind.data.text}
        </p>
      ) : null}
      {remind.isError ? <FormAlert message={remind.error.message} /> : null}

      <h2 className="text-lg font-semibold">{t('detail.history')}</h2>
      {history.isPending ? (
        <ListSkeleton rows={3} className="h-20" />
      ) : history.isError && items.length === 0 ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={History} title={t('tx.empty')} />
      ) : (
        <TransactionList items={items} />
      )}
      <LoadMore hasMore={history.hasNextPage} loading={history.isFetchingNextPage} onMore={() => void history.fetchNextPage()} />

      <ContactFormDialog type={c.type} contact={c} open={editing} onOpenChange={setEditing} />
    </Page>
  );
}
