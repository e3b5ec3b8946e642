import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, History } from 'lucide-react';
import { notify } from '@/shared/lib/notify';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useDueEntries, useReverseDueEntry } from '../api';
import { DueEntryForm } from '../components/DueEntryForm';
import { DueSummaryCards } from '../components/DueSummaryCards';
import { EntryList } from '../components/EntryList';

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const NO_FILTER = { contactId: '', direction: '', from: '', to: '' } as const;

/** /due — the due book: totals, a new entry (?contactId=&direction= preselect), recent entries. */
export default function DueBookPage() {
  const { t } = useTranslation('dues');
  const [params] = useSearchParams();
  const contactId = params.get('contactId') ?? '';
  const direction = params.get('direction') === 'received' ? 'received' : 'given';
  const list = useDueEntries(NO_FILTER);
  const reverse = useReverseDueEntry();
  const [reversingId, setReversingId] = useState<string | null>(null);
  const items = (list.data?.pages[0]?.items ?? []).slice(0, 10);

  return (
    <Page
      data-testid="due-page"
      title={t('title')}
      actions={
        <ButtonLink size="compact" variant="outline" to="/due/history" icon={History}>
          {t('entries.history')}
        </ButtonLink>
      }
    >
      <DueSummaryCards />
      <div id="due-add" data-testid="due-add">
        <DueEntryForm key={`${contactId}-${direction}`} initial={{ contactId: ULID.test(contactId) ? contactId : '', direction }} />
      </div>
      <h2 className="text-lg font-semibold">{t('entries.recent')}</h2>
      {list.isPending ? (
        <ListSkeleton rows={3} className="h-20" />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={BookOpen} title={t('entries.empty')} />
      ) : (
        <EntryList
          items={items}
          reversingId={reversingId}
          onReverse={(e) => {
            setReversingId(e.id);
            reverse.mutate(e.id, {
              onSuccess: () => notify('success', t('entries.reversed')),
              onError: (err) => notify('error', err.message),
              onSettled: () => setReversingId(null),
            });
          }}
        />
      )}
    </Page>
  );
}
