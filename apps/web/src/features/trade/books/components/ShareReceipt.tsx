import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Link2, MessageSquareText, Share2 } from 'lucide-react';
import type { Sale } from '@dokani/contracts';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useReceiptLink, useReceiptSms } from '../../receipt/api';
import { useBookFormat } from '../format';

/**
 * Sharing a sale's receipt: a link anyone can open (made once by the server), shared through the
 * phone's share sheet or copied, and an SMS with the link to the customer's mobile (charged to the
 * shop's SMS credit; the server refuses a third one for a sale).
 */
export function ShareReceipt({ sale }: { sale: Sale }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const link = useReceiptLink(sale.id);
  const sms = useReceiptSms(sale.id);
  const [url, setUrl] = useState<string | null>(null);

  async function share() {
    try {
      const { url: path } = await link.mutateAsync();
      const full = new URL(path, window.location.origin).href;
      setUrl(full);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t('share.title', { number: sale.number }), url: full });
          return;
        } catch {
          // cancelled, or not allowed here: the link stays on screen to copy
        }
      }
      await copy(full);
    } catch (caught) {
      notify('error', caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('share.copied'));
    } catch {
      // no clipboard (http, old browser): the link is selectable on screen
    }
  }

  function sendSms() {
    sms.mutate(undefined, {
      onSuccess: (r) => {
        if (r.status !== 'sent') notify('error', t('share.smsFailed'));
        else notify('success', t(r.url ? 'share.smsSent' : 'share.smsSentNoLink', { mobile: fmt.mobile(r.to) }));
      },
      onError: (e) => notify('error', e.message),
    });
  }

  return (
    <div className="flex flex-col gap-2" data-testid="share-receipt">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={() => void share()} disabled={link.isPending} data-testid="share-link">
          {link.isPending ? <Spinner /> : <Share2 aria-hidden="true" />}
          {t('share.link')}
        </Button>
        <Button
          variant="outline"
          onClick={sendSms}
          disabled={sms.isPending || !sale.customerMobile}
          data-testid="share-sms"
          aria-describedby={sale.customerMobile ? undefined : `sms-why-${sale.id}`}
        >
          {sms.isPending ? <Spinner /> : <MessageSquareText aria-hidden="true" />}
          {t('share.sms')}
        </Button>
      </div>
      {!sale.customerMobile ? (
        <p id={`sms-why-${sale.id}`} className="text-sm text-muted-foreground">
          {t('share.noMobile')}
        </p>
      ) : null}
      {url ? (
        <div className="flex items-center gap-2">
          <Link2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <Input
            readOnly
            value={url}
            aria-label={t('share.linkLabel')}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="share-url"
            className="h-9 text-sm"
          />
          <Button variant="ghost" size="icon" onClick={() => void copy(url)} aria-label={t('share.copy')} data-testid="share-copy">
            <Copy aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
