import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, FileQuestion, Printer, Undo2 } from 'lucide-react';
import type { Purchase, Sale } from '@dokani/contracts';
import { ApiError } from '@/shared/lib/http';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useShop } from '@/features/shops';
import { useShopSettings } from '@/features/settings';
import type { TradeKind } from '../../keys';
import { Receipt } from '../../receipt/Receipt';
import { moneySign } from '../../receipt/format';
import { receiptOfPurchase, receiptOfSale, receiptShopOf } from '../../receipt/model';
import { useBookFormat } from '../format';
import { returnableOf } from '../return-lines';
import { ReturnDialog } from '../components/ReturnDialog';
import { ReturnsHistory } from '../components/ReturnsHistory';
import { ShareReceipt } from '../components/ShareReceipt';
import { StatusBadges } from '../components/StatusBadges';
import { VoidDialog } from '../components/VoidDialog';

type Invoice = Sale | Purchase;
interface InvoiceQuery {
  data: Invoice | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A memo of a book: who, when, how paid, its state (returns, void), the actions (print again,
 * share, take goods back, void) and the receipt as it prints.
 */
export function InvoiceDetailPage({ kind, query }: { kind: TradeKind; query: InvoiceQuery }) {
  const { t } = useTranslation('books');
  const sale = kind === 'sales';
  const invoice = query.data;

  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Frame title={t(sale ? 'nav:sellList' : 'nav:purchaseList')}>
        {missing ? (
          <EmptyState icon={FileQuestion} title={t('detail.notFound')} testId="invoice-not-found">
            <ButtonLink variant="outline" to={sale ? '/sell-list' : '/purchase-list'}>
              {t(sale ? 'detail.toSalesBook' : 'detail.toPurchaseBook')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Frame>
    );
  }
  if (query.isPending || !invoice) {
    return (
      <Frame title={t(sale ? 'nav:sellList' : 'nav:purchaseList')}>
        <ListSkeleton rows={3} className="h-28" />
      </Frame>
    );
  }
  return <InvoiceDetail kind={kind} invoice={invoice} />;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return <Page title={title}>{children}</Page>;
}

function InvoiceDetail({ kind, invoice }: { kind: TradeKind; invoice: Invoice }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const sale = kind === 'sales';
  const [dialog, setDialog] = useState<'return' | 'void' | null>(null);
  const shopId = useAuthStore((s) => s.currentShopId);
  const shop = useShop(shopId);
  const settings = useShopSettings();

  const s = 'customerName' in invoice ? invoice : null;
  const p = 'supplierName' in invoice ? invoice : null;
  const contactId = s ? s.customerId : (p?.supplierId ?? null);
  const contactName = s ? s.customerName : (p?.supplierName ?? null);
  const contactMobile = s ? s.customerMobile : (p?.supplierMobile ?? null);
  const quick = s?.kind === 'quick';
  const isVoid = invoice.status === 'void';
  // a sale's return and void are their own power (`sell-void`): a cashier sells without them
  const mayAdjust = allows(useShopFeatures(), sale ? 'sell-void' : 'purchase');
  const canReturn = mayAdjust && !isVoid && !quick && invoice.lines.some((l) => returnableOf(l) > 0n);
  const methods = [...new Set(invoice.payments.map((x) => x.method))].map((m) => t(`payment.${m}`));
  const receipt = s ? receiptOfSale(s) : receiptOfPurchase(invoice as Purchase);

  return (
    <Page
      data-testid="invoice-detail"
      data-status={invoice.status}
      title={t(sale ? 'detail.saleTitle' : 'detail.purchaseTitle', { number: fmt.digits(invoice.number) })}
    >
      {isVoid ? (
        <div role="note" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3" data-testid="invoice-void-banner">
          <p className="font-semibold text-destructive">
            {t('detail.voided', { when: invoice.voidedAt ? fmt.dateTime(invoice.voidedAt) : '' })}
          </p>
          {invoice.voidReason ? <p className="text-sm">{t('detail.voidReason', { reason: invoice.voidReason })}</p> : null}
          <p className="text-sm text-muted-foreground">{t(sale ? 'detail.voidExplainSale' : 'detail.voidExplainPurchase')}</p>
        </div>
      ) : null}

      <section aria-label={t('detail.info')} className="rounded-lg border border-border bg-card p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <StatusBadges
            status={invoice.status}
            returnedAmount={invoice.returnedAmount}
            quick={quick}
            offline={Boolean(s?.offline)}
            stockShort={s?.stockShort}
          />
          {!isVoid && moneySign(invoice.due) > 0 ? (
            <span className="text-sm font-semibold text-destructive" data-testid="invoice-due">
              {t('list.due', { amount: fmt.money(invoice.due) })}
            </span>
          ) : null}
        </div>
        {s?.stockShort ? (
          <p
            role="note"
            className="mb-3 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm"
            data-testid="invoice-stock-short"
          >
            {t('detail.stockShort')}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
          <Info label={t('detail.when')}>{fmt.dateTime(invoice.occurredAt)}</Info>
          {s?.offline ? (
            <Info label={t('detail.offlineNumber')}>
              <span data-testid="invoice-offline-number">{fmt.digits(s.offline.number)}</span>
            </Info>
          ) : null}
          <Info label={t(sale ? 'receipt.customer' : 'receipt.supplier')}>
            {contactId && contactName ? (
              <Link
                to={`/contact/${contactId}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
                data-testid="invoice-contact"
              >
                {contactName}
              </Link>
            ) : (
              (contactName ?? t(sale ? 'list.walkIn' : 'list.noSupplier'))
            )}
            {contactMobile ? <span className="block text-sm text-muted-foreground">{fmt.mobile(contactMobile)}</span> : null}
          </Info>
          <Info label={t('detail.total')}>
            <span className="font-semibold" data-testid="invoice-total">
              {fmt.money(invoice.total)}
            </span>
          </Info>
          <Info label={t('detail.payment')}>{methods.length > 0 ? methods.join(', ') : t('payment.none')}</Info>
          {invoice.employeeName ? <Info label={t('detail.employee')}>{invoice.employeeName}</Info> : null}
          {s && s.profit !== null && s.cost !== null ? (
            <Info label={t('detail.profit')}>
              {isVoid ? (
                // A void counts as nothing in the reports: the figure stays readable, struck out, and says so.
                <span data-testid="invoice-profit" data-void="true">
                  <s className="text-muted-foreground">{fmt.money(s.profit)}</s>
                  <span className="block text-sm font-medium text-destructive" data-testid="invoice-profit-void">
                    {t('detail.profitVoid')}
                  </span>
                </span>
              ) : (
                <span data-testid="invoice-profit">{fmt.money(s.profit)}</span>
              )}
              <span className="block text-sm text-muted-foreground">{t('detail.cost', { amount: fmt.money(s.cost) })}</span>
            </Info>
          ) : null}
          {invoice.note ? <Info label={t('detail.note')}>{invoice.note}</Info> : null}
        </dl>
      </section>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" data-testid="invoice-actions">
        <ButtonLink
          to={sale ? `/print/sale/${invoice.id}?auto=1` : `/print/purchase/${invoice.id}?auto=1`}
          data-testid="invoice-print"
          icon={Printer}
        >
          {t('detail.print')}
        </ButtonLink>
        {canReturn ? (
          <Button variant="outline" onClick={() => setDialog('return')} data-testid="invoice-return">
            <Undo2 aria-hidden="true" />
            {t('detail.return')}
          </Button>
        ) : null}
        {mayAdjust && !isVoid ? (
          <Button variant="outline" className="text-destructive" onClick={() => setDialog('void')} data-testid="invoice-void">
            <Ban aria-hidden="true" />
            {t('detail.void')}
          </Button>
        ) : null}
      </div>
      {s ? <ShareReceipt sale={s} /> : null}

      <ReturnsHistory kind={kind} invoice={invoice} />

      <section aria-labelledby="receipt-heading" className="flex flex-col gap-2">
        <h2 id="receipt-heading" className="px-1 text-lg font-semibold">
          {t('detail.receipt')}
        </h2>
        <div className="flex justify-center overflow-x-auto rounded-lg border border-border bg-muted p-4" data-testid="receipt-preview">
          {shop.data ? (
            <Receipt
              receipt={receipt}
              shop={receiptShopOf(shop.data)}
              footer={settings.data?.receiptFooter ?? null}
              paper={settings.data?.receiptPaper === '58' ? '58' : '80'}
              timeZone={shop.data.timezone}
            />
          ) : (
            <Skeleton className="h-80 w-72" />
          )}
        </div>
      </section>

      <ReturnDialog kind={kind} invoice={invoice} open={dialog === 'return'} onClose={() => setDialog(null)} />
      <VoidDialog kind={kind} invoice={invoice} open={dialog === 'void'} onClose={() => setDialog(null)} />
    </Page>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}
